import { PAGE_SIZE } from '../../common/constants.js';
import { LOCALES } from '../../common/enums.js';
import { envelopeSchema } from '../http/envelope.js';
import { contentItemSchema } from './content-item.js';
import { filtersBodySchema } from './filters.js';
import { pageSchema, pagingProperties } from './list.js';

/** JSON schemas shared by the product-page routes (requests are strict: additionalProperties false). */

export const SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,199}$';
export const slug = { type: 'string', pattern: SLUG_PATTERN } as const;
/** A numeric id or a url slug, as in bootcamps/{id} and events/{id}. */
export const idOrSlug = { type: 'string', pattern: '^([0-9]{1,9}|[a-z0-9][a-z0-9-]{0,199})$' } as const;
export const contentId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const strictObject = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  ...(required.length ? { required } : {}),
  properties,
});

export const params = {
  url: strictObject({ url: slug }, ['url']),
  id: strictObject({ id: contentId }, ['id']),
  idOrUrl: strictObject({ id: idOrSlug }, ['id']),
} as const;
export type ParamKind = keyof typeof params;

/** Query string: `lang` (read by the locale plugin) plus the call's own properties. */
export const query = (properties: Record<string, object> = {}) =>
  strictObject({ lang: { type: 'string', enum: [...LOCALES] }, ...properties });

export const sortProperty = { type: 'string', maxLength: 32, description: 'A value of the master-sort call; other values are a 400 naming the allowed ones' } as const;
/** `size` of the short lists (similar and related items). */
export const sizeProperty = (def: number) => ({ type: 'integer', minimum: 1, maximum: PAGE_SIZE.max, default: def }) as const;

export const listQuery = (defaultPageSize: number = PAGE_SIZE.defaultList, extra: Record<string, object> = {}) =>
  query({ ...pagingProperties(defaultPageSize), sort: sortProperty, ...extra });

/** Body of the POST lists: { page, pageSize, sort, filters } plus the list's own properties. */
export const listBody = (extra: Record<string, object> = {}, defaultPageSize: number = PAGE_SIZE.defaultList) =>
  strictObject({ ...pagingProperties(defaultPageSize), sort: sortProperty, filters: filtersBodySchema, ...extra });

// ── Responses ───────────────────────────────────────────────────────────
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
export const list = (items: object) => ({ type: 'array', items }) as const;

export const ratingSummarySchema = {
  type: 'object',
  properties: {
    average: num,
    total: int,
    distribution: { type: 'object', properties: { 1: int, 2: int, 3: int, 4: int, 5: int } },
  },
} as const;

export const reviewItemSchema = {
  type: 'object',
  properties: { id: int, name: str, rating: int, comment: str, createdAt: str },
} as const;

export const metaSchema = {
  type: 'object',
  properties: { title: str, description: str, canonicalPath: str, image: strOrNull },
} as const;

/** A category card (home, article categories): counts are of published contents. */
export const categorySchema = {
  type: 'object',
  properties: { id: int, url: str, name: str, description: str, icon: str, colorIndex: int, totalContents: int },
};

export const sortOptionsSchema = list({ type: 'object', properties: { value: str, label: str } });

export const promoTermsSchema = {
  type: ['object', 'null'],
  properties: { title: str, validUntil: strOrNull, terms: list(str) },
} as const;

const instructorProfileSchema = {
  type: ['object', 'null'],
  properties: {
    ...contentItemSchema.properties.instructor.properties,
    bio: str,
    company: strOrNull,
    totalContents: int,
    totalStudents: int,
    rating: { type: 'object', properties: { average: num, total: int } },
  },
} as const;

const withDescription = (refSchema: { properties: object }) => ({
  type: ['object', 'null'],
  properties: { ...refSchema.properties, description: str },
});

/** `detail` of a detail call: the fixed fields, plus the type's other details (kept as they are). */
export const detailInfoSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    description: str,
    whatYouLearn: list(str),
    syllabus: list({
      type: 'object',
      properties: { title: str, lessons: list({ type: 'object', properties: { title: str, durationMinutes: int, type: int } }) },
    }),
    schedule: {},
    instructor: instructorProfileSchema,
    ratingSummary: ratingSummarySchema,
    category: withDescription(contentItemSchema.properties.category),
    program: withDescription(contentItemSchema.properties.program),
    promoTerms: promoTermsSchema,
    counts: { type: 'object', properties: { reviews: int, modules: int, lessons: int, quizzes: int, courses: int } },
  },
} as const;

export const contentDetailSchema = {
  type: 'object',
  properties: { ...contentItemSchema.properties, detail: detailInfoSchema },
} as const;

/** A programme as the programme pages show it. */
export const programSchema = {
  type: 'object',
  properties: { ...contentItemSchema.properties.program.properties, description: str, imageUrl: strOrNull },
} as const;

export const contentPageSchema = pageSchema(contentItemSchema);
export const itemsSchema = list(contentItemSchema);
export { contentItemSchema, envelopeSchema, pageSchema };
