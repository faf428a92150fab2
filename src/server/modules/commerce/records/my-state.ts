/**
 * G enrollments/contents/:id/my-state: what the signed-in student has of one content, for the
 * product pages' buy box before any click (owned → "Start learning", pending order → "Continue
 * payment", the heart filled when wishlisted). One round trip, six indexed look-ups; `completed`
 * and `certificate` give the course page its "Completed" and the certificate link (issue 25).
 */
import type { FastifyInstance } from 'fastify';
import { enrolments, type MyContentState } from '../../../../common/contract/enrolments.js';
import { sql } from 'kysely';
import { LessonProgress, type Locale } from '../../../../common/enums.js';
import { classProgressOf } from '../../../../common/lecture.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/index.js';
import { route } from '../../../http/contract.js';
import { notFound, ok } from '../../../http/envelope.js';
import { studentIdOf } from '../../auth/index.js';
import { certificateRefsOf } from '../../certificates/index.js';
import { pendingOrderLines } from './pending-orders.js';
import { t } from '../text/enrolments.js';

export async function myContentState(db: Database, studentId: number, contentId: number, locale: Locale): Promise<MyContentState> {
  const content = await db.selectFrom('contents').select(['id', 'is_published']).where('id', '=', contentId).executeTakeFirst();
  if (!content || !content.is_published) throw notFound(t(locale, 'contentNotFound'));
  const [owned, wished, inCart, pending, lessons, certificates] = await Promise.all([
    db.selectFrom('enrolments').select('id').where('student_id', '=', studentId).where('content_id', '=', contentId).executeTakeFirst(),
    db.selectFrom('wishlist_items').select('content_id').where('student_id', '=', studentId).where('content_id', '=', contentId).executeTakeFirst(),
    db.selectFrom('cart_items').select('content_id').where('student_id', '=', studentId).where('content_id', '=', contentId).limit(1).executeTakeFirst(),
    // The orders module owns the reading of pending orders (newest first).
    pendingOrderLines(db, studentId, [contentId]).then((lines) => lines[0]),
    // The course's lessons and how many the student finished: complete by the lecture's rule.
    db
      .selectFrom('course_materials as m')
      .leftJoin('material_progress as p', (j) => j.onRef('p.material_id', '=', 'm.id').on('p.student_id', '=', studentId))
      .where('m.content_id', '=', contentId)
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where p.status = ${LessonProgress.FINISHED}))::int`.as('finished')])
      .executeTakeFirst(),
    certificateRefsOf(db, studentId, [contentId]),
  ]);
  const completed = owned !== undefined && lessons !== undefined && classProgressOf(Number(lessons.finished), 0, Number(lessons.total)) === 'FINISHED';
  return {
    contentId,
    owned: owned !== undefined,
    wishlisted: wished !== undefined,
    inCart: inCart !== undefined,
    pendingOrderId: owned ? null : (pending?.orderId ?? null),
    completed,
    certificate: owned ? (certificates.get(contentId) ?? null) : null,
  };
}

/** Registered by the enrolments module (routes.ts). */
export function myStateRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, enrolments.myState, async (req) => ok(await myContentState(ctx.db, studentIdOf(req.student, req.locale), req.params.id, req.locale)));
}
