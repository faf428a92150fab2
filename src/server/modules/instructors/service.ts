import { sql } from 'kysely';
import { ContentType, FilterKind, type ContentTypeId, type Locale } from '../../../common/enums.js';
import type { InstructorPage, InstructorReviewItem } from '../../../common/discovery.js';
import type { FilterDefinition } from '../../../common/filters.js';
import type { RatingSummary } from '../../../common/catalog.js';
import type { Page } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import { filterDefinitions, parseFilters } from '../../catalogue/filters.js';
import { c, type Where } from '../../catalogue/list.js';
import { missing } from '../../catalogue/messages.js';
import { ratingSummary, reviewsPage, type ReviewQuery } from '../../catalogue/reviews.js';
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
      return { ...review, content: { contentId: c.content_id, title: locale === 'en' ? c.title_en : c.title_id, url: c.url, type: c.content_type as ContentTypeId } };
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
  const en = locale === 'en';
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    headline: en ? row.headline_en : row.headline_id,
    bio: en ? row.bio_en : row.bio_id,
    avatarUrl: row.avatar_url,
    company: row.company,
    totalContents: types.reduce((s, t) => s + t.count, 0),
    totalStudents: Number(students.n),
    rating: { average: rating.average, total: rating.total },
    contentTypes: types,
  };
}
