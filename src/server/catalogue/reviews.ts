import { sql } from 'kysely';
import type { RatingSummary, ReviewItem } from '../../common/catalog.js';
import { maskName } from '../../common/masking.js';
import type { Page } from '../../common/types.js';
import type { Database } from '../db/index.js';

/**
 * Rating summaries and review pages from the reviews table, for product pages (courses,
 * webinars, Prakerja, ...) and instructor pages. A scope names whose reviews: one content, a set
 * of contents, or every content of an instructor.
 */
export type ReviewScope = number | readonly number[] | { instructorId: number };

function scoped(db: Database, scope: ReviewScope) {
  const q = db.selectFrom('reviews');
  if (typeof scope === 'number') return q.where('reviews.content_id', '=', scope);
  if (Array.isArray(scope)) return scope.length ? q.where('reviews.content_id', 'in', [...scope]) : q.where(sql<boolean>`false`);
  const { instructorId } = scope as { instructorId: number };
  return q.where('reviews.content_id', 'in', (eb) => eb.selectFrom('contents').select('contents.id').where('contents.instructor_id', '=', instructorId));
}

/** Mean of `count` ratings summing to `sum`, rounded half up to 2 decimals in integer arithmetic
 * (the same value as PostgreSQL's round(avg(rating), 2), which syncContentRatings stores). */
export function roundedAverage(sum: number, count: number): number {
  if (count === 0) return 0;
  return Math.floor((sum * 200 + count) / (2 * count)) / 100;
}

export async function ratingSummary(db: Database, scope: ReviewScope): Promise<RatingSummary> {
  const rows = await scoped(db, scope)
    .select(['reviews.rating', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('reviews.rating')
    .execute();
  const distribution: RatingSummary['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const r of rows) {
    const n = Number(r.n);
    distribution[String(r.rating) as keyof RatingSummary['distribution']] = n;
    total += n;
    sum += n * r.rating;
  }
  return { average: roundedAverage(sum, total), total, distribution };
}

export interface ReviewQuery {
  page: number;
  pageSize: number;
  /** Only reviews with this many stars. */
  ratingScore?: number;
}

/** Newest first (id breaks ties), names masked. */
export async function reviewsPage(db: Database, scope: ReviewScope, query: ReviewQuery): Promise<Page<ReviewItem>> {
  const { page, pageSize, ratingScore } = query;
  const base = () => (ratingScore === undefined ? scoped(db, scope) : scoped(db, scope).where('reviews.rating', '=', ratingScore));
  const [rows, count] = await Promise.all([
    base()
      .select(['reviews.id', 'reviews.reviewer_name', 'reviews.rating', 'reviews.comment', 'reviews.created_at'])
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const totalItems = Number(count.n);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: maskName(r.reviewer_name),
      rating: r.rating,
      comment: r.comment,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    page,
    pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / pageSize),
  };
}

/**
 * Sets contents.rating and rating_count from the reviews (0 and 0 without reviews) for the given
 * contents, or for every content of the given types. Call it after reviews change.
 */
export async function syncContentRatings(db: Database, target: { contentIds: readonly number[] } | { types: readonly number[] }): Promise<void> {
  const where =
    'contentIds' in target
      ? target.contentIds.length
        ? sql`contents.id in (${sql.join(target.contentIds.map((id) => sql`${id}`))})`
        : sql`false`
      : sql`contents.content_type in (${sql.join(target.types.map((t) => sql`${t}`))})`;
  await sql`
    update contents set
      rating = coalesce(s.average, 0),
      rating_count = coalesce(s.n, 0)
    from contents c2
    left join (
      select content_id, round(avg(rating)::numeric, 2) as average, count(*)::int as n
      from reviews group by content_id
    ) s on s.content_id = c2.id
    where c2.id = contents.id and ${where}
  `.execute(db);
}
