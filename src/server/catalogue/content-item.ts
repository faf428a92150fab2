import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ContentType, type Locale } from '../../common/enums.js';
import { LessonItemType } from '../../common/lecture.js';
import type { ContentItem } from '../../common/types.js';
import type { DB } from '../db/schema.js';
import { inLanguage } from '../http/locale.js';

/**
 * The one place a content row becomes the spec's content item. Every list and detail call selects
 * with `selectContentItem` and maps with `toContentItem`, so all screens see the same shape.
 */
/** The content's own columns of an item (the joined references are added by selectContentItem or withRefs). */
const CONTENT_COLUMNS = [
  'contents.id',
  'contents.content_type',
  'contents.product_type',
  'contents.url',
  'contents.title_id',
  'contents.title_en',
  'contents.summary_id',
  'contents.summary_en',
  'contents.image_url',
  'contents.is_offline_event',
  'contents.is_prakerja',
  'contents.learning_method',
  'contents.venue_type',
  'contents.is_certificate',
  'contents.total_like',
  'contents.point_score',
  'contents.poinqu_score',
  'contents.tag',
  'contents.link_type_id',
  'contents.price',
  'contents.discount_type',
  'contents.discount_value',
  'contents.final_price',
  'contents.rating',
  'contents.rating_count',
  'contents.total_students',
  'contents.skill_level',
  'contents.duration_minutes',
  'contents.start_at',
  'contents.end_at',
  'contents.location',
] as const;

/**
 * Whether a course has a free preview to play (the ▶ on its cover): a preview video lesson with a
 * media, as the course's previews call reads them (modules/lecture previews). One `exists` per
 * row, on the materials' (content_id, id) index, in the query that reads the items: no query per
 * item. Its constants are literals, not parameters: the search index runs selectContentColumns
 * compiled once, with its one parameter (the ids) swapped per read.
 */
function hasPreview(eb: ExpressionBuilder<DB, 'contents'>) {
  return eb
    .and([
      eb('contents.content_type', 'in', [sql.lit(ContentType.COURSE), sql.lit(ContentType.BELAJARKILAT)]),
      eb.exists(
        eb
          .selectFrom('course_materials as preview')
          .select('preview.id')
          .whereRef('preview.content_id', '=', 'contents.id')
          .where('preview.is_preview', '=', sql.lit(true))
          .where('preview.item_type', '=', sql.lit(LessonItemType.VIDEO))
          .where('preview.media_id', 'is not', null),
      ),
    ])
    .$castTo<boolean>()
    .as('has_preview');
}

export function selectContentItem<O>(qb: SelectQueryBuilder<DB, 'contents', O>) {
  return qb
    .leftJoin('categories', 'categories.id', 'contents.category_id')
    .leftJoin('programs', 'programs.id', 'contents.program_id')
    .leftJoin('instructors', 'instructors.id', 'contents.instructor_id')
    .select(CONTENT_COLUMNS)
    .select(hasPreview)
    .select([
      'categories.id as category_ref_id',
      'categories.url as category_url',
      'categories.name_id as category_name_id',
      'categories.name_en as category_name_en',
      'programs.id as program_ref_id',
      'programs.url as program_url',
      'programs.short_name as program_short_name',
      'programs.name_id as program_name_id',
      'programs.name_en as program_name_en',
      'programs.program_type as program_type',
      'instructors.id as instructor_ref_id',
      'instructors.url as instructor_url',
      'instructors.name as instructor_name',
      'instructors.avatar_url as instructor_avatar_url',
      'instructors.headline_id as instructor_headline_id',
      'instructors.headline_en as instructor_headline_en',
    ]);
}

/** The content's own columns of items plus its reference ids, for readers that join in memory (withRefs). */
export function selectContentColumns<O>(qb: SelectQueryBuilder<DB, 'contents', O>) {
  return qb.select(CONTENT_COLUMNS).select(hasPreview).select(['contents.category_id', 'contents.program_id', 'contents.instructor_id']);
}

/** Categories, programmes and instructors by id: the references of items, for withRefs. */
export interface ContentRefs {
  categories: Map<number, { id: number; url: string; name_id: string; name_en: string; sort_order: number }>;
  programs: Map<number, { id: number; url: string; short_name: string; name_id: string; name_en: string; program_type: string; sort_order: number }>;
  instructors: Map<number, { id: number; url: string; name: string; avatar_url: string | null; headline_id: string | null; headline_en: string | null }>;
}

export async function loadContentRefs(db: Kysely<DB>): Promise<ContentRefs> {
  const [categories, programs, instructors] = await Promise.all([
    db.selectFrom('categories').select(['id', 'url', 'name_id', 'name_en', 'sort_order']).execute(),
    db.selectFrom('programs').select(['id', 'url', 'short_name', 'name_id', 'name_en', 'program_type', 'sort_order']).execute(),
    db.selectFrom('instructors').select(['id', 'url', 'name', 'avatar_url', 'headline_id', 'headline_en']).execute(),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return { categories: byId(categories), programs: byId(programs), instructors: byId(instructors) };
}

type ContentColumnsRow = Awaited<ReturnType<ReturnType<typeof selectContentColumns>['executeTakeFirstOrThrow']>>;

/** A selectContentColumns row joined with its references in memory: the same row selectContentItem reads. */
export function withRefs(r: ContentColumnsRow, refs: ContentRefs): ContentItemRow {
  const category = r.category_id == null ? undefined : refs.categories.get(r.category_id);
  const program = r.program_id == null ? undefined : refs.programs.get(r.program_id);
  const instructor = r.instructor_id == null ? undefined : refs.instructors.get(r.instructor_id);
  // Written out (no spread): one object shape for every row, which keeps reading them fast.
  return {
    id: r.id,
    content_type: r.content_type,
    product_type: r.product_type,
    url: r.url,
    title_id: r.title_id,
    title_en: r.title_en,
    summary_id: r.summary_id,
    summary_en: r.summary_en,
    image_url: r.image_url,
    is_offline_event: r.is_offline_event,
    is_prakerja: r.is_prakerja,
    learning_method: r.learning_method,
    venue_type: r.venue_type,
    is_certificate: r.is_certificate,
    total_like: r.total_like,
    point_score: r.point_score,
    poinqu_score: r.poinqu_score,
    tag: r.tag,
    link_type_id: r.link_type_id,
    price: r.price,
    discount_type: r.discount_type,
    discount_value: r.discount_value,
    final_price: r.final_price,
    rating: r.rating,
    rating_count: r.rating_count,
    total_students: r.total_students,
    skill_level: r.skill_level,
    duration_minutes: r.duration_minutes,
    start_at: r.start_at,
    end_at: r.end_at,
    location: r.location,
    has_preview: r.has_preview,
    category_ref_id: category?.id ?? null,
    category_url: category?.url ?? null,
    category_name_id: category?.name_id ?? null,
    category_name_en: category?.name_en ?? null,
    program_ref_id: program?.id ?? null,
    program_url: program?.url ?? null,
    program_short_name: program?.short_name ?? null,
    program_name_id: program?.name_id ?? null,
    program_name_en: program?.name_en ?? null,
    program_type: program?.program_type ?? null,
    instructor_ref_id: instructor?.id ?? null,
    instructor_url: instructor?.url ?? null,
    instructor_name: instructor?.name ?? null,
    instructor_avatar_url: instructor?.avatar_url ?? null,
    instructor_headline_id: instructor?.headline_id ?? null,
    instructor_headline_en: instructor?.headline_en ?? null,
  };
}

export type ContentItemRow = Awaited<ReturnType<ReturnType<typeof selectContentItem>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function toContentItem(row: ContentItemRow, locale: Locale): ContentItem {
  const discount = Math.max(0, row.price - row.final_price);
  return {
    contentId: row.id,
    type: row.content_type as ContentItem['type'],
    productType: row.product_type,
    url: row.url,
    title: inLanguage(row, 'title', locale),
    summary: inLanguage(row, 'summary', locale),
    imageUrl: row.image_url,
    isOfflineEvent: row.is_offline_event,
    isPrakerja: row.is_prakerja,
    learningMethod: row.learning_method as 1 | 2 | 3,
    venueType: row.venue_type as 1 | 2 | 3,
    isCertificate: row.is_certificate,
    program:
      row.program_ref_id == null
        ? null
        : {
            id: row.program_ref_id,
            url: row.program_url!,
            shortName: row.program_short_name!,
            name: inLanguage(row, 'program_name', locale)!,
            programType: row.program_type!,
          },
    totalLike: row.total_like,
    category: row.category_ref_id == null ? null : { id: row.category_ref_id, url: row.category_url!, name: inLanguage(row, 'category_name', locale)! },
    instructor:
      row.instructor_ref_id == null
        ? null
        : {
            id: row.instructor_ref_id,
            url: row.instructor_url!,
            name: row.instructor_name!,
            avatarUrl: row.instructor_avatar_url ?? null,
            headline: inLanguage(row, 'instructor_headline', locale) ?? '',
          },
    pointScore: row.point_score,
    poinQuScore: row.poinqu_score,
    tag: row.tag,
    linkTypeId: row.link_type_id,
    price: {
      price: row.price,
      finalPrice: row.final_price,
      discountType: (row.discount_type ?? null) as 1 | 2 | null,
      discountValue: row.discount_value,
      discount,
      discountPercent: row.price > 0 ? Math.round((discount / row.price) * 100) : 0,
      isFree: row.final_price === 0,
    },
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    totalStudents: row.total_students,
    skillLevel: row.skill_level as 1 | 2 | 3,
    durationMinutes: row.duration_minutes,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    location: row.location,
    hasPreview: row.has_preview,
  };
}
