import { sql } from 'kysely';
import type { MyReviewState, ReviewBody, ReviewPromo } from '../../../common/contract/social.js';
import { LessonProgress, type Locale } from '../../../common/enums.js';
import { ratingSummary, syncContentRatings } from '../../catalogue/reviews.js';
import type { Database } from '../../db/index.js';
import { conflict, notFound } from '../../http/envelope.js';
import { assertCourseAccess, courseByUrl, type Db } from '../lecture/index.js';
import { badRequest } from '../../http/envelope.js';
import { cleanText } from './comments.js';
import { t } from './messages.js';

/**
 * The student's own review of a course (spec 7 lecture/my-review): rating 1–5 with a text, one per
 * student and course (reviews_one_per_student), possible once a lesson of the course is FINISHED.
 * Writing one recomputes contents.rating / rating_count in the same transaction, so the course
 * page's summary, the catalogue's cards and the search index (through 006's change log) follow
 * at once.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

/** The course by url, the caller let in (enrolled or its instructor): 404 / 403 otherwise. */
export async function lectureCourse(db: Db, me: number, url: string, locale: Locale) {
  const course = await courseByUrl(db, url);
  if (!course) throw notFound(t(locale, 'courseNotFound'));
  await assertCourseAccess(db, me, course.contentId, locale);
  return course;
}

async function finishedLessons(db: Db, me: number, contentId: number): Promise<number> {
  const row = await db
    .selectFrom('material_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', me)
    .where('content_id', '=', contentId)
    .where('status', '=', LessonProgress.FINISHED)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function ownReview(db: Db, me: number, contentId: number) {
  return db.selectFrom('reviews').select(['id', 'rating', 'comment', 'created_at', 'updated_at']).where('content_id', '=', contentId).where('student_id', '=', me).executeTakeFirst();
}

async function stateOf(db: Database, me: number, contentId: number, locale: Locale): Promise<MyReviewState> {
  const [review, finished, summary] = await Promise.all([ownReview(db, me, contentId), finishedLessons(db, me, contentId), ratingSummary(db, contentId)]);
  return {
    review: review ? { id: review.id, rating: review.rating, comment: review.comment, createdAt: iso(review.created_at), updatedAt: iso(review.updated_at) } : null,
    canReview: finished > 0,
    reason: finished > 0 ? null : t(locale, 'reviewNotYet'),
    ratingSummary: summary,
  };
}

export async function myReview(db: Database, me: number, url: string, locale: Locale): Promise<MyReviewState> {
  const course = await lectureCourse(db, me, url, locale);
  return stateOf(db, me, course.contentId, locale);
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/**
 * Creates (POST) or changes (PUT) the review. The course's row is locked first, so reviews of one
 * course are written one at a time: a double submit makes one review (the second answers 409),
 * and each rating recount sees every review committed before it.
 */
export async function saveReview(db: Database, me: number, url: string, body: ReviewBody, mode: 'create' | 'update', locale: Locale): Promise<MyReviewState> {
  const comment = cleanText(body.comment, locale);
  const course = await lectureCourse(db, me, url, locale);
  const contentId = course.contentId;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('contents').select('id').where('id', '=', contentId).forUpdate().executeTakeFirst();
      const existing = await ownReview(trx, me, contentId);
      if (mode === 'create') {
        if (existing) throw conflict(t(locale, 'reviewExists'));
        if ((await finishedLessons(trx, me, contentId)) === 0) throw badRequest(t(locale, 'reviewNotYet'));
        const student = await trx.selectFrom('students').select('full_name').where('id', '=', me).executeTakeFirstOrThrow();
        await trx
          .insertInto('reviews')
          .values({ content_id: contentId, student_id: me, reviewer_name: student.full_name || 'Pelajar', rating: body.rating, comment })
          .execute();
      } else {
        if (!existing) throw notFound(t(locale, 'reviewMissing'));
        await trx
          .updateTable('reviews')
          .set({ rating: body.rating, comment, updated_at: sql<Date>`now()` })
          .where('id', '=', existing.id)
          .execute();
      }
      await syncContentRatings(trx, { contentIds: [contentId] });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t(locale, 'reviewExists'));
    throw err;
  }
  return stateOf(db, me, contentId, locale);
}

/**
 * The prompt to review (spec 7 lecture/review-submission-promo; the spec names the call only):
 * shown once the student has finished a lesson and has not reviewed yet. No reward is promised.
 */
export async function reviewPromo(db: Database, me: number, url: string, locale: Locale): Promise<ReviewPromo> {
  const course = await lectureCourse(db, me, url, locale);
  const [review, finished, total] = await Promise.all([
    ownReview(db, me, course.contentId),
    finishedLessons(db, me, course.contentId),
    db
      .selectFrom('course_materials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_id', '=', course.contentId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  const common = { finishedLessons: finished, totalLessons: total };
  if (review) return { state: 'REVIEWED', show: false, title: t(locale, 'promoReviewedTitle'), message: t(locale, 'promoReviewed'), ...common };
  if (finished === 0) return { state: 'NOT_YET', show: false, title: t(locale, 'promoNotYetTitle'), message: t(locale, 'promoNotYet'), ...common };
  return { state: 'ELIGIBLE', show: true, title: t(locale, 'promoEligibleTitle'), message: t(locale, 'promoEligible', { done: finished, total }), ...common };
}
