import { sql } from 'kysely';
import { ContentType, FilterKind, type ContentTypeId, type Locale } from '../../../common/enums.js';
import type { InstructorCard, InstructorPage, InstructorReviewItem } from '../../../common/discovery.js';
import type { FilterDefinition } from '../../../common/filters.js';
import type { RatingSummary } from '../../../common/catalog.js';
import type { Page } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import { filterDefinitions, parseFilters } from '../../catalogue/filters.js';
import { c, type Where } from '../../catalogue/list.js';
import { missing } from '../../catalogue/messages.js';
import { ratingSummary, reviewsPage, roundedAverage, type ReviewQuery } from '../../catalogue/reviews.js';
import { inLanguage, pick } from '../../http/locale.js';
import { contentTypesScope, scopeIn, scopePhase, type ListScope, type ScopeCondition } from '../../catalogue/scopes.js';

const byInstructor = (id: number): Where => c('contents.instructor_id', '=', id);
const ofInstructor = (id: number): ScopeCondition => scopeIn('instructor_id', id);
/** Finished: the session (or its last day) is over (src/common/liveStatus.ts). Contents without a date never finish. */
const finished = (isFinished: boolean): ScopeCondition => scopePhase(isFinished ? 'ended' : 'notFinished');

/** The instructor's contents, optionally of some types (400 for an unknown type). */
export function instructorContentsScope(id: number, contentTypes: number[] | undefined): ListScope {
  return [ofInstructor(id), ...contentTypesScope(contentTypes)];
}

/** The instructor's contents of one type; `rating` is a minimum (a RATING filter value), `isFinished` for live sessions. */
export async function instructorTypeScope(ctx: AppContext, id: number, type: number, q: { rating?: number; isFinished?: boolean }): Promise<ListScope> {
  const where: ScopeCondition[] = [ofInstructor(id), scopeIn('content_type', type)];
  if (q.rating !== undefined) where.push(...(await parseFilters(ctx, [{ kind: FilterKind.RATING, values: [q.rating] }])));
  if (q.isFinished !== undefined) where.push(finished(q.isFinished));
  return where;
}

/** The instructor's webinars not ended (still to come or under way: joinable, as the webinars list's "upcoming") or ended. */
export function instructorWebinarsScope(id: number, status: 'upcoming' | 'past'): ListScope {
  return [ofInstructor(id), scopeIn('content_type', ContentType.WEBINAR), scopePhase(status === 'upcoming' ? 'notEnded' : 'ended')];
}

/** Filter panel (rating only) of the instructor's contents of one type. */
export function instructorFilters(ctx: AppContext, id: number, type: number, locale: Locale): Promise<FilterDefinition[]> {
  return filterDefinitions(ctx, [byInstructor(id), c('contents.content_type', '=', type)], locale, [FilterKind.RATING]);
}

/** Rating summary of every review of the instructor's contents. */
export function instructorRatingSummary(ctx: AppContext, id: number): Promise<RatingSummary> {
  return ratingSummary(ctx.db, { instructorId: id });
}

/** 404 unless the instructor exists. */
export async function requireInstructor(ctx: AppContext, id: number, locale: Locale): Promise<void> {
  const row = await ctx.db.selectFrom('instructors').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw missing(locale, { id: `Instruktur ${id}`, en: `Instructor ${id}` });
}

/** Reviews of the instructor's contents (the product pages' review page) with the content each is about. */
export async function instructorReviews(ctx: AppContext, instructorId: number, locale: Locale, query: ReviewQuery): Promise<Page<InstructorReviewItem>> {
  const page = await reviewsPage(ctx.db, { instructorId }, query);
  if (page.items.length === 0) return { ...page, items: [] };
  const contents = await ctx.db
    .selectFrom('reviews')
    .innerJoin('contents', 'contents.id', 'reviews.content_id')
    .select(['reviews.id', 'contents.id as content_id', 'contents.title_id', 'contents.title_en', 'contents.url', 'contents.content_type'])
    .where(
      'reviews.id',
      'in',
      page.items.map((r) => r.id),
    )
    .execute();
  const byReview = new Map(contents.map((r) => [r.id, r]));
  return {
    ...page,
    items: page.items.map((review) => {
      const c = byReview.get(review.id)!;
      return { ...review, content: { contentId: c.content_id, title: inLanguage(c, 'title', locale), url: c.url, type: c.content_type as ContentTypeId } };
    }),
  };
}

/** Published contents of the instructor per type. */
export async function instructorContentTypes(ctx: AppContext, instructorId: number): Promise<{ type: ContentTypeId; count: number }[]> {
  const rows = await ctx.db
    .selectFrom('contents')
    .select(['content_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('instructor_id', '=', instructorId)
    .where('is_published', '=', true)
    .groupBy('content_type')
    .orderBy('content_type')
    .execute();
  return rows.map((r) => ({ type: r.content_type as ContentTypeId, count: Number(r.n) }));
}

export async function instructorByUrl(ctx: AppContext, url: string, locale: Locale): Promise<InstructorPage> {
  const row = await ctx.db.selectFrom('instructors').selectAll().where('url', '=', url).executeTakeFirst();
  if (!row) throw missing(locale, { id: `Instruktur "${url}"`, en: `Instructor "${url}"` });
  const [types, students, rating] = await Promise.all([
    instructorContentTypes(ctx, row.id),
    ctx.db
      .selectFrom('contents')
      .select(sql<number>`coalesce(sum(total_students), 0)`.as('n'))
      .where('instructor_id', '=', row.id)
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow(),
    ratingSummary(ctx.db, { instructorId: row.id }),
  ]);
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    headline: inLanguage(row, 'headline', locale),
    bio: inLanguage(row, 'bio', locale),
    avatarUrl: row.avatar_url,
    company: row.company,
    totalContents: types.reduce((s, t) => s + t.count, 0),
    totalStudents: Number(students.n),
    rating: { average: rating.average, total: rating.total },
    contentTypes: types,
  };
}

/** The words of a keyword (lower-case, each once); LIKE's own characters escaped for `ilike '%…%'`. */
export function keywordPatterns(keyword: string | undefined): string[] {
  const words = new Set((keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  return [...words].map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * The instructor list (/instructor): instructors whose name, headline (either language: students
 * mix them) or company contain every word of the keyword, most students first, then by name and
 * id (a stable order for paging). Totals are the profile page's: published contents and their
 * students, and every review of the instructor's contents.
 */
export async function listInstructors(ctx: AppContext, query: { keyword?: string; page: number; pageSize: number }, locale: Locale): Promise<Page<InstructorCard>> {
  const { page, pageSize } = query;
  const stats = ctx.db
    .selectFrom('contents')
    .select(['contents.instructor_id', (eb) => eb.fn.countAll<string>().as('contents'), sql<string>`coalesce(sum(contents.total_students), 0)`.as('students')])
    .where('contents.is_published', '=', true)
    .where('contents.instructor_id', 'is not', null)
    .groupBy('contents.instructor_id')
    .as('s');
  let base = ctx.db.selectFrom('instructors as i').leftJoin(stats, 's.instructor_id', 'i.id');
  for (const like of keywordPatterns(query.keyword)) {
    base = base.where((eb) => eb.or([eb('i.name', 'ilike', like), eb('i.headline_id', 'ilike', like), eb('i.headline_en', 'ilike', like), eb('i.company', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'i.id',
        'i.url',
        'i.name',
        'i.headline_id',
        'i.headline_en',
        'i.avatar_url',
        'i.company',
        sql<string>`coalesce(s.contents, 0)`.as('contents'),
        sql<string>`coalesce(s.students, 0)`.as('students'),
      ])
      .orderBy(sql`coalesce(s.students, 0)`, 'desc')
      .orderBy('i.name')
      .orderBy('i.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const totalItems = Number(count.n);
  const ratings = new Map<number, { sum: number; n: number }>();
  if (rows.length > 0) {
    const rated = await ctx.db
      .selectFrom('reviews')
      .innerJoin('contents', 'contents.id', 'reviews.content_id')
      .select(['contents.instructor_id', sql<string>`sum(reviews.rating)`.as('sum'), (eb) => eb.fn.countAll<string>().as('n')])
      .where(
        'contents.instructor_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy('contents.instructor_id')
      .execute();
    for (const r of rated) if (r.instructor_id !== null) ratings.set(r.instructor_id, { sum: Number(r.sum), n: Number(r.n) });
  }
  return {
    items: rows.map((r) => {
      const rating = ratings.get(r.id) ?? { sum: 0, n: 0 };
      return {
        id: r.id,
        url: r.url,
        name: r.name,
        avatarUrl: r.avatar_url,
        headline: pick(r, 'headline', locale),
        company: r.company,
        totalContents: Number(r.contents),
        totalStudents: Number(r.students),
        rating: { average: roundedAverage(rating.sum, rating.n), total: rating.n },
      };
    }),
    page,
    pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / pageSize),
  };
}
