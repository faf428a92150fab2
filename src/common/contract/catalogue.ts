import Type, { type Static, type TObject, type TSchema } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import type { ContentTypeId, FilterKindName } from '../enums.js';
import type { FilterValueTypeName, SelectionModeName, SortKey } from '../filters.js';
import { id, idOrSlug, int, paging, slug, strictObject, text } from '../schema/primitives.js';
import { endpoint } from './endpoint.js';

/**
 * The catalogue's shared contract: the result schemas every product page and list answers with
 * (content item, page, detail, rating summary, review, meta, sort options, filters, category card,
 * banner, promo terms) and the factories of the product pages' endpoints (detail, meta, master
 * sort, list, similar items, rating summary, reviews, promo terms). Each domain's contract file
 * (courses.ts, webinars.ts, ...) lists its endpoints with these; the server's catalogue kit
 * (src/server/catalogue/routes.ts) registers them.
 *
 * Result schemas say exactly what the server sends: a property it may leave out is Optional, one
 * it may send as null is a union with Null (fast-json-stringify refuses a missing required one).
 */

// ── Result building blocks ─────────────────────────────────────────────

/** `X | null`. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An integer whose values the server narrows (ids of an enum): the JSON schema stays `integer`. */
const intOf = <T extends number>() => Type.Unsafe<T>(Type.Integer());
/** A string whose values the server narrows (names of an enum): the JSON schema stays `string`. */
const stringOf = <T extends string>() => Type.Unsafe<T>(Type.String());

/** A page of items: `{ items, page, pageSize, totalItems, totalPages }`. */
export function pageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  });
}

// ── Content item (spec section 3) ──────────────────────────────────────

export const ProgramRefSchema = Type.Object({ id: Type.Integer(), url: Type.String(), shortName: Type.String(), name: Type.String(), programType: Type.String() });
export const CategoryRefSchema = Type.Object({ id: Type.Integer(), url: Type.String(), name: Type.String() });
export const InstructorRefSchema = Type.Object({ id: Type.Integer(), url: Type.String(), name: Type.String(), avatarUrl: nullable(Type.String()), headline: Type.String() });

export const PriceInfoSchema = Type.Object({
  price: Type.Integer(),
  finalPrice: Type.Integer(),
  discountType: nullable(intOf<1 | 2>()),
  discountValue: Type.Integer(),
  /** Rupiah saved compared to the list price. */
  discount: Type.Integer(),
  discountPercent: Type.Integer(),
  isFree: Type.Boolean(),
});

export const ContentItemSchema = Type.Object({
  contentId: Type.Integer(),
  type: intOf<ContentTypeId>(),
  productType: Type.String(),
  url: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  imageUrl: nullable(Type.String()),
  isOfflineEvent: Type.Boolean(),
  isPrakerja: Type.Boolean(),
  learningMethod: intOf<1 | 2 | 3>(),
  venueType: intOf<1 | 2 | 3>(),
  isCertificate: Type.Boolean(),
  program: nullable(ProgramRefSchema),
  totalLike: Type.Integer(),
  category: nullable(CategoryRefSchema),
  instructor: nullable(InstructorRefSchema),
  pointScore: Type.Integer(),
  poinQuScore: Type.Integer(),
  tag: nullable(Type.String()),
  linkTypeId: nullable(Type.Integer()),
  price: PriceInfoSchema,
  rating: Type.Number(),
  ratingCount: Type.Integer(),
  totalStudents: Type.Integer(),
  skillLevel: intOf<1 | 2 | 3>(),
  durationMinutes: Type.Integer(),
  startAt: nullable(Type.String()),
  endAt: nullable(Type.String()),
  location: nullable(Type.String()),
  /** A course with a free preview lesson to play (the ▶ on its cover; G courses/{url}/lecture/previews). */
  hasPreview: Type.Boolean(),
});

export const ContentItemsSchema = Type.Array(ContentItemSchema);
export const ContentPageSchema = pageSchema(ContentItemSchema);

// ── Ratings, reviews, meta, promo terms ────────────────────────────────

export const RatingSummarySchema = Type.Object({
  /** Mean of the ratings, rounded half up to 2 decimals; 0 without reviews. */
  average: Type.Number(),
  total: Type.Integer(),
  /** Number of reviews per star, 1..5 (every key present). */
  distribution: Type.Object({ '1': Type.Integer(), '2': Type.Integer(), '3': Type.Integer(), '4': Type.Integer(), '5': Type.Integer() }),
});

export const ReviewItemSchema = Type.Object({
  id: Type.Integer(),
  /** Masked with maskName (spec 5). */
  name: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String(),
});
export const ReviewPageSchema = pageSchema(ReviewItemSchema);

/** Head tags of a page: title (with the site name), description, canonical site path, image. */
export const ContentMetaSchema = Type.Object({ title: Type.String(), description: Type.String(), canonicalPath: Type.String(), image: nullable(Type.String()) });

/** Terms of a content's promotion; `validUntil` null when it has no end. */
export const PromoTermsObjectSchema = Type.Object({ title: Type.String(), validUntil: nullable(Type.String()), terms: Type.Array(Type.String()) });
/** The promo-terms answer: the terms, or null without a promotion. */
export const PromoTermsSchema = nullable(PromoTermsObjectSchema);

// ── Sorts and filters ──────────────────────────────────────────────────

export const SortOptionSchema = Type.Object({ value: stringOf<SortKey>(), label: Type.String() });
export const SortOptionsSchema = Type.Array(SortOptionSchema);

/** One filter of a list, as G {product}/filters answers it (FilterDefinition of ../filters.ts). */
export const FilterDefinitionSchema = Type.Object({
  kind: stringOf<FilterKindName>(),
  label: Type.String(),
  selectionMode: stringOf<SelectionModeName>(),
  valueType: stringOf<FilterValueTypeName>(),
  /** Range filters: what the numbers mean. */
  unit: Type.Optional(stringOf<'IDR' | 'minutes'>()),
  /** Value filters: the choices (count: contents of the list carrying the value, where counted). */
  options: Type.Optional(Type.Array(Type.Object({ label: Type.String(), value: Type.Number(), count: Type.Optional(Type.Integer()) }))),
  /** Range filters: the bounds found in the list. */
  range: Type.Optional(Type.Object({ min: Type.Number(), max: Type.Number() })),
});
export const FilterDefinitionsSchema = Type.Array(FilterDefinitionSchema);

// ── Cards of the catalogue's pages ─────────────────────────────────────

/** A category card (home, article categories): counts are of published contents. */
export const CategorySchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  colorIndex: Type.Integer(),
  totalContents: Type.Integer(),
});

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  imageUrl: Type.String(),
  linkUrl: Type.String(),
  contentType: nullable(Type.Integer()),
  contentId: nullable(Type.Integer()),
  categoryId: nullable(Type.Integer()),
});
export const BannersSchema = Type.Array(BannerSchema);

/** A programme as the programme pages show it. */
export const ProgramSchema = Type.Object({ ...ProgramRefSchema.properties, description: Type.String(), imageUrl: nullable(Type.String()) });

// ── Content detail ─────────────────────────────────────────────────────

export const InstructorProfileSchema = Type.Object({
  ...InstructorRefSchema.properties,
  bio: Type.String(),
  company: nullable(Type.String()),
  totalContents: Type.Integer(),
  totalStudents: Type.Integer(),
  /** Over the reviews of all the instructor's contents. */
  rating: Type.Object({ average: Type.Number(), total: Type.Integer() }),
});

export const DetailCountsSchema = Type.Object({
  reviews: Type.Integer(),
  /** Syllabus modules and lessons (courses, bootcamps), playlist videos (microlearning). */
  modules: Type.Integer(),
  lessons: Type.Integer(),
  quizzes: Type.Integer(),
  /** Course packages and learning paths. */
  courses: Type.Integer(),
});

const SyllabusModuleSchema = Type.Object({
  title: Type.String(),
  /** A self-paced course's are its curriculum's items (lesson item types, lengths in seconds; src/common/lecture.ts curriculumTotals). */
  lessons: Type.Array(Type.Object({ title: Type.String(), durationMinutes: Type.Integer(), durationSeconds: Type.Integer(), type: Type.Integer() })),
});

/**
 * The `detail` of a detail call: the fixed fields, plus the rest of the content's details in the
 * request's language, kept as they are (additionalProperties): agenda, platform, quota, isPast
 * (webinars, events), playlist (microlearning), requirements, language (courses), batch,
 * seatsLeft, careerSupport, installment (bootcamps), period, months, benefits (subscriptions),
 * estimatedWeeks (learning paths), form ids (webinars).
 */
export const ContentDetailInfoSchema = Type.Object(
  {
    description: Type.String(),
    whatYouLearn: Type.Array(Type.String()),
    syllabus: Type.Array(SyllabusModuleSchema),
    /** Webinars and events: [{ startAt, endAt, timezone }]; bootcamps: { startAt, endAt, weeks, days, time, ... }. */
    schedule: Type.Unknown(),
    instructor: nullable(InstructorProfileSchema),
    ratingSummary: RatingSummarySchema,
    category: nullable(Type.Object({ ...CategoryRefSchema.properties, description: Type.String() })),
    program: nullable(Type.Object({ ...ProgramRefSchema.properties, description: Type.String() })),
    promoTerms: PromoTermsSchema,
    counts: DetailCountsSchema,
  },
  { additionalProperties: true },
);

export const ContentDetailSchema = Type.Object({ ...ContentItemSchema.properties, detail: ContentDetailInfoSchema });

// ── Request schemas ────────────────────────────────────────────────────

/** The content a path names: `:url` (slug), `:id` (content id) or `:id` (numeric id or slug). */
export const contentParams = {
  url: strictObject({ url: slug() }),
  id: strictObject({ id: id() }),
  idOrUrl: strictObject({ id: idOrSlug() }),
};
export type ParamKind = keyof typeof contentParams;

/** A query string with nothing but `lang` (which the server adds to every query). */
export const noQuery = strictObject({});

/** `sort` of a list: checked against the list's sorts by the server (400 naming the allowed ones). */
export const sortQuery = text(32, 0, { description: 'A value of the master-sort call; other values are a 400 naming the allowed ones' });

/** `filters` of a list request body (kinds and values are checked by the server). */
export const FiltersBodySchema = Type.Array(
  strictObject({
    kind: text(32),
    values: Type.Optional(Type.Array(Type.Number(), { maxItems: 100 })),
    range: Type.Optional(strictObject({ min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) })),
  }),
  { maxItems: 12 },
);

/** Properties of a GET list's query string: page, pageSize, sort. */
export function listQueryProperties(defaultPageSize: number = PAGE_SIZE.defaultList) {
  return { ...paging(defaultPageSize), sort: Type.Optional(sortQuery) };
}
/** Properties of a POST list's body: page, pageSize, sort, filters. */
export function listBodyProperties(defaultPageSize: number = PAGE_SIZE.defaultList) {
  return { ...listQueryProperties(defaultPageSize), filters: Type.Optional(FiltersBodySchema) };
}

/** Size of the short lists (similar and related items). */
export const sizeQuery = (defaultSize: number) => int(1, PAGE_SIZE.max, { default: defaultSize });

/** Query of a review page: paging and an optional number of stars. */
export const reviewsQuery = strictObject({
  ...paging(PAGE_SIZE.reviews),
  ratingScore: Type.Optional(int(1, 5, { description: 'Only reviews with this many stars' })),
});

// ── Endpoint factories of the product pages (credential mode 'both', spec 6) ──

type Tags = readonly string[];

/** The sorts of a list with their labels. */
export function masterSortEndpoint<const P extends string>(path: P, summary: string, tags: Tags) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, query: noQuery, result: SortOptionsSchema });
}

/** A content detail (item plus `detail`) by url, content id or either. */
export function detailEndpoint<const P extends string, K extends ParamKind>(path: P, param: K, summary: string, tags: Tags) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, params: contentParams[param], query: noQuery, result: ContentDetailSchema });
}

/** Head tags of a page by url (or id or url). */
export function metaEndpoint<const P extends string, K extends ParamKind>(path: P, param: K, summary: string, tags: Tags) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, params: contentParams[param], query: noQuery, result: ContentMetaSchema });
}

/** Rating summary of a content by url. */
export function ratingSummaryEndpoint<const P extends string>(path: P, summary: string, tags: Tags) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, params: contentParams.url, query: noQuery, result: RatingSummarySchema });
}

/**
 * A page of a content's reviews, newest first, by the param its detail page uses (url by default;
 * content id, or id or url): every product family's reviews call, one shape.
 */
export function reviewsEndpoint<const P extends string, K extends ParamKind = 'url'>(path: P, summary: string, tags: Tags, param: K = 'url' as K) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, params: contentParams[param], query: reviewsQuery, result: ReviewPageSchema });
}

/** Promo terms of a content by url (null without a promotion). */
export function promoTermsEndpoint<const P extends string>(path: P, summary: string, tags: Tags) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, params: contentParams.url, query: noQuery, result: PromoTermsSchema });
}

/** Items like a content (no paging): `?pageSize=` items, the same category first. */
export function similarEndpoint<const P extends string, K extends ParamKind>(path: P, param: K, summary: string, tags: Tags, defaultSize: number = PAGE_SIZE.similarContents) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, params: contentParams[param], query: strictObject({ pageSize: sizeQuery(defaultSize) }), result: ContentItemsSchema });
}

/** A page of contents, GET: `?page, pageSize, sort`. */
export function contentListEndpoint<const P extends string>(path: P, summary: string, tags: Tags, defaultPageSize: number = PAGE_SIZE.defaultList) {
  return endpoint({ method: 'GET', path, auth: 'both', summary, tags, query: strictObject(listQueryProperties(defaultPageSize)), result: ContentPageSchema });
}

/** A page of contents, POST: body `{ page, pageSize, sort, filters }` (no body: the first page). */
export function contentListBodyEndpoint<const P extends string>(path: P, summary: string, tags: Tags, defaultPageSize: number = PAGE_SIZE.defaultList) {
  return endpoint({ method: 'POST', path, auth: 'both', summary, tags, query: noQuery, body: strictObject(listBodyProperties(defaultPageSize)), result: ContentPageSchema });
}

export type MasterSortEndpoint = ReturnType<typeof masterSortEndpoint<string>>;
export type DetailEndpoint = ReturnType<typeof detailEndpoint<string, ParamKind>>;
export type MetaEndpoint = ReturnType<typeof metaEndpoint<string, ParamKind>>;
export type RatingSummaryEndpoint = ReturnType<typeof ratingSummaryEndpoint<string>>;
export type ReviewsEndpoint = ReturnType<typeof reviewsEndpoint<string, ParamKind>>;
export type PromoTermsEndpoint = ReturnType<typeof promoTermsEndpoint<string>>;
export type SimilarEndpoint = ReturnType<typeof similarEndpoint<string, ParamKind>>;
export type ContentListEndpoint = ReturnType<typeof contentListEndpoint<string>>;
export type ContentListBodyEndpoint = ReturnType<typeof contentListBodyEndpoint<string>>;

// ── Result types (src/common/types.ts and catalog.ts re-export them) ──

export type ProgramRef = Static<typeof ProgramRefSchema>;
export type CategoryRef = Static<typeof CategoryRefSchema>;
export type InstructorRef = Static<typeof InstructorRefSchema>;
export type PriceInfo = Static<typeof PriceInfoSchema>;
export type ContentItem = Static<typeof ContentItemSchema>;
export type RatingSummary = Static<typeof RatingSummarySchema>;
export type ReviewItem = Static<typeof ReviewItemSchema>;
export type ContentMeta = Static<typeof ContentMetaSchema>;
export type PromoTerms = Static<typeof PromoTermsObjectSchema>;
export type Category = Static<typeof CategorySchema>;
export type Banner = Static<typeof BannerSchema>;
export type InstructorProfile = Static<typeof InstructorProfileSchema>;
export type DetailCounts = Static<typeof DetailCountsSchema>;
/** The fixed fields of `detail` and the type's other details (additionalProperties). */
export type ContentDetailInfo = Static<typeof ContentDetailInfoSchema> & { [more: string]: unknown };
export type ContentDetail = Omit<Static<typeof ContentDetailSchema>, 'detail'> & { detail: ContentDetailInfo };
export type ListQuery = Static<TObject<ReturnType<typeof listQueryProperties>>>;
export type ListBody = Static<TObject<ReturnType<typeof listBodyProperties>>>;
