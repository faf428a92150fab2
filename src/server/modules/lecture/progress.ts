import { sql, type Transaction } from 'kysely';
import { LessonProgress } from '../../../common/enums.js';
import type { DB } from '../../db/schema.js';
import { issueCertificateIfComplete } from '../certificates/index.js';

/**
 * Lesson progress writes that other domains share (agreement of issue 12): quizzes (H5) finish or fail
 * a QUIZ material; the lecture finishes videos (watched enough), readings (opened) and links (visited).
 */

/** The material's course, or undefined for an unknown material. */
async function contentOf(trx: Transaction<DB>, materialId: number): Promise<number | undefined> {
  const row = await trx.selectFrom('course_materials').select('content_id').where('id', '=', materialId).executeTakeFirst();
  return row?.content_id;
}

/**
 * Marks the material FINISHED for the student, once: a second call changes nothing. The first time,
 * in the same transaction, asks the certificates domain whether the whole course is now complete.
 */
export async function finishMaterial(trx: Transaction<DB>, studentId: number, materialId: number): Promise<void> {
  const contentId = await contentOf(trx, materialId);
  if (contentId === undefined) return;
  const changed = await trx
    .insertInto('material_progress')
    .values({ student_id: studentId, material_id: materialId, content_id: contentId, status: LessonProgress.FINISHED, finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'material_id'])
        .doUpdateSet({ status: LessonProgress.FINISHED, finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('material_progress.status', '<>', LessonProgress.FINISHED),
    )
    .returning('status')
    .executeTakeFirst();
  if (changed) await issueCertificateIfComplete(trx, studentId, contentId);
}

/** Marks the material FAILED (a quiz whose last attempt failed), unless it is already FINISHED. */
export async function failMaterial(trx: Transaction<DB>, studentId: number, materialId: number): Promise<void> {
  const contentId = await contentOf(trx, materialId);
  if (contentId === undefined) return;
  await trx
    .insertInto('material_progress')
    .values({ student_id: studentId, material_id: materialId, content_id: contentId, status: LessonProgress.FAILED, updated_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'material_id'])
        .doUpdateSet({ status: LessonProgress.FAILED, updated_at: sql<Date>`now()` })
        .where('material_progress.status', '<>', LessonProgress.FINISHED),
    )
    .execute();
}
