import { sql } from 'kysely';
import type { ContentTypeId, Locale } from '../../../common/enums.js';
import type { InstructorPage, InstructorReviewItem } from '../../../common/discovery.js';
import type { Page } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import { ratingSummary, reviewsPage, type ReviewQuery } from '../catalog/reviews.js';
import { missing } from '../discovery/contents/service.js';

/** 404 unless the instructor exists. */
export async function requireInstructor(ctx: AppContext, id: number, locale: Locale): Promise<void> {
  const row = await ctx.db.selectFrom('instructors').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw missing(locale, { id: `Instruktur ${id}`, en: `Instructor ${id}` });
}

/** Reviews of the instructor's contents (the product pages' review page) with the content each is about. */
export async function instructorReviews(
  ctx: AppContext,
  instructorId: number,
  locale: Locale,
  query: ReviewQuery,
): Promise<Page<InstructorReviewItem>> {
  const page = await reviewsPage(ctx.db, { instructorId }, query);
  if (page.items.length === 0) return { ...page, items: [] };
  const contents = await ctx.db
    .selectFrom('reviews')
    .innerJoin('contents', 'contents.id', 'reviews.content_id')
    .select(['reviews.id', 'contents.id as content_id', 'contents.title_id', 'contents.title_en', 'contents.url', 'contents.content_type'])
    .where('reviews.id', 'in', page.items.map((r) => r.id))
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
