import type { ContentDetail, ContentDetailInfo, DetailCounts, InstructorProfile, PromoTerms } from '../../common/catalog.js';
import type { Locale } from '../../common/enums.js';
import type { Database } from '../db/index.js';
import { notFound } from '../http/envelope.js';
import { selectContentItem, toContentItem, type ContentItemRow } from './content-item.js';
import { curriculumOf } from './curriculum.js';
import { productScope, refWhere, type ContentRef, type Product } from './products.js';
import { ratingSummary } from './reviews.js';
import { inLanguage } from '../http/locale.js';

/**
 * THE detail builder of the product pages: a content of a family, found by id or url, as the
 * spec's content item plus a `detail` (description, what you learn, syllabus, schedule, instructor
 * profile, rating summary, category, programme, promo terms, counts and the rest of the content's
 * details), every text in the request's language.
 */

/**
 * Picks the request's language out of a details value: a key `x_id` that has a sibling `x_en`
 * (or the other way round) becomes `x` with the value of the asked language, recursively through
 * objects and arrays. Other keys are kept as they are.
 */
export function localize<T = unknown>(value: unknown, locale: Locale): T {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale)) as T;
  if (value === null || typeof value !== 'object') return value as T;
  const src = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(src)) {
    const m = /^(.+)_(id|en)$/.exec(key);
    const [, base, lang] = m ?? [];
    if (base !== undefined && `${base}_${lang === 'id' ? 'en' : 'id'}` in src) {
      if (lang === locale) out[base] = localize(v, locale);
      continue;
    }
    out[key] = localize(v, locale);
  }
  return out as T;
}

/** A published content of the family with the detail columns, or a 404 in the request's language. */
export async function findDetailRow(db: Database, product: Product, ref: ContentRef, locale: Locale) {
  let q = selectContentItem(db.selectFrom('contents'))
    .select([
      'contents.description_id',
      'contents.description_en',
      'contents.details',
      'categories.description_id as category_description_id',
      'categories.description_en as category_description_en',
      'programs.description_id as program_description_id',
      'programs.description_en as program_description_en',
      'instructors.bio_id as instructor_bio_id',
      'instructors.bio_en as instructor_bio_en',
      'instructors.company as instructor_company',
    ])
    .where('contents.is_published', '=', true)
    .where(refWhere(ref));
  for (const w of productScope(product)) q = q.where(w);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(product.notFound[locale]);
  return row;
}

/** Just enough of a content to answer its sub-calls (reviews, promo terms, meta, similar). */
export async function findContentRef(db: Database, product: Product, ref: ContentRef, locale: Locale) {
  let q = db
    .selectFrom('contents')
    .select([
      'contents.id',
      'contents.url',
      'contents.content_type',
      'contents.title_id',
      'contents.title_en',
      'contents.summary_id',
      'contents.summary_en',
      'contents.image_url',
      'contents.category_id',
      'contents.program_id',
      'contents.instructor_id',
      'contents.skill_level',
      'contents.discount_type',
      'contents.details',
    ])
    .where('contents.is_published', '=', true)
    .where(refWhere(ref));
  for (const w of productScope(product)) q = q.where(w);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(product.notFound[locale]);
  return row;
}

/** Promo terms of a discounted content (details.promoTerms), or null. */
export function promoTermsOf(details: unknown, discountType: number | null, locale: Locale): PromoTerms | null {
  const raw = (details as Record<string, unknown> | null)?.promoTerms;
  if (!raw || discountType == null) return null;
  const t = localize<{ title?: string; validUntil?: string | null; terms?: string[] }>(raw, locale);
  return { title: t.title ?? '', validUntil: t.validUntil ?? null, terms: t.terms ?? [] };
}

async function instructorProfile(
  db: Database,
  row: ContentItemRow & { instructor_bio_id: string | null; instructor_bio_en: string | null; instructor_company: string | null },
  locale: Locale,
): Promise<InstructorProfile | null> {
  const instructorId = row.instructor_ref_id;
  if (instructorId == null) return null;
  const [stats, rating] = await Promise.all([
    db
      .selectFrom('contents')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('contents.total_students'), eb.lit(0)).as('students')])
      .where('contents.instructor_id', '=', instructorId)
      .where('contents.is_published', '=', true)
      .executeTakeFirstOrThrow(),
    ratingSummary(db, { instructorId }),
  ]);
  const item = toContentItem(row, locale).instructor!;
  return {
    ...item,
    bio: inLanguage(row, 'instructor_bio', locale) ?? '',
    company: row.instructor_company,
    totalContents: Number(stats.n),
    totalStudents: Number(stats.students),
    rating: { average: rating.average, total: rating.total },
  };
}

type Lesson = { type?: number };
/** Counts of a content without a curriculum (bootcamps' planned weeks, microlearning playlists, bundles). */
function countsOf(details: Record<string, unknown>, reviews: number): DetailCounts {
  const syllabus = (details.syllabus as { lessons?: Lesson[] }[] | undefined) ?? [];
  const playlist = (details.playlist as Lesson[] | undefined) ?? [];
  const lessons: Lesson[] = [...syllabus.flatMap((m) => m.lessons ?? []), ...playlist];
  return {
    reviews,
    modules: syllabus.length,
    lessons: lessons.length,
    quizzes: lessons.filter((l) => l.type === 6).length,
    courses: ((details.courseIds as unknown[] | undefined) ?? []).length,
  };
}

/** A planned syllabus (no curriculum rows) in the contract's shape: its minutes also as seconds. */
function withSeconds(syllabus: ContentDetailInfo['syllabus']): ContentDetailInfo['syllabus'] {
  return syllabus.map((m) => ({ ...m, lessons: (m.lessons ?? []).map((l) => ({ ...l, durationSeconds: l.durationSeconds ?? (l.durationMinutes ?? 0) * 60 })) }));
}

export async function contentDetail(db: Database, product: Product, ref: ContentRef, locale: Locale): Promise<ContentDetail> {
  const row = await findDetailRow(db, product, ref, locale);
  const [summary, instructor, curriculum] = await Promise.all([ratingSummary(db, row.id), instructorProfile(db, row, locale), curriculumOf(db, row.id, locale)]);
  const raw = (row.details ?? {}) as Record<string, unknown>;
  // Internal keys stay on the server: the courses of a package have their own call.
  const { whatYouLearn, syllabus, schedule, promoTerms: _promo, courseIds: _ids, courseUrls: _urls, ...rest } = localize<Record<string, unknown>>(raw, locale);
  const item = toContentItem(row, locale);
  const detail: ContentDetailInfo = {
    ...rest,
    description: inLanguage(row, 'description', locale),
    whatYouLearn: (whatYouLearn as string[] | undefined) ?? [],
    // A self-paced course's syllabus is its curriculum (the player's lessons); the stored one is only the plan of the others.
    syllabus: curriculum?.syllabus ?? withSeconds((syllabus as ContentDetailInfo['syllabus'] | undefined) ?? []),
    schedule: schedule ?? null,
    instructor,
    ratingSummary: summary,
    category: item.category && { ...item.category, description: inLanguage(row, 'category_description', locale) ?? '' },
    program: item.program && { ...item.program, description: inLanguage(row, 'program_description', locale) ?? '' },
    promoTerms: promoTermsOf(raw, row.discount_type, locale),
    counts: curriculum
      ? { reviews: summary.total, modules: curriculum.syllabus.length, lessons: curriculum.totals.lessons, quizzes: curriculum.totals.quizzes, courses: 0 }
      : countsOf(raw, summary.total),
  };
  // The hero's length is the curriculum's too (the stored one is kept in step by syncCurriculumFigures).
  if (curriculum) item.durationMinutes = curriculum.totals.minutes;
  return { ...item, detail };
}
