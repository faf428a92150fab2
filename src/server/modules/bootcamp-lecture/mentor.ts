import type { MentorQueueQuery, MentorSubmission, ReviewBody, Submission } from '../../../common/contract/bootcamp-lecture.js';
import { ContentType, type Locale } from '../../../common/enums.js';
import { notificationKey } from '../../../common/notifications.js';
import type { Database } from '../../db/index.js';
import type { FileSigner } from '../../files/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope.js';
import { kindText, notify } from '../notifications/index.js';
import { latestReviews, SUBMISSION_COLUMNS, submissionView } from './facts.js';
import { say, TEXT } from './messages.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The mentor's side: the queue of submissions to the bootcamps the signed-in account teaches
 * (students.instructor_id = contents.instructor_id), and the review. A review is given to a
 * waiting submission only: one UPDATE … WHERE status = 'submitted' decides, so of two reviews at
 * once one wins and the other answers 409; after the student hands in again, it can be reviewed again.
 */

/** The instructor the account teaches as, when it teaches at least one bootcamp; else 403. */
async function mentorOf(db: Database, studentId: number, locale: Locale): Promise<number> {
  const row = await db
    .selectFrom('students as m')
    .innerJoin('contents as c', 'c.instructor_id', 'm.instructor_id')
    .select('m.instructor_id')
    .where('m.id', '=', studentId)
    .where('c.content_type', '=', ContentType.BOOTCAMP)
    .limit(1)
    .executeTakeFirst();
  if (!row?.instructor_id) throw forbidden(say(locale, 'notMentor'));
  return row.instructor_id;
}

function queueQuery(db: Database, instructorId: number) {
  return db
    .selectFrom('assignment_submissions as s')
    .innerJoin('bootcamp_assignments as a', 'a.id', 's.assignment_id')
    .innerJoin('contents as c', 'c.id', 'a.content_id')
    .innerJoin('students as st', 'st.id', 's.student_id')
    .where('c.content_type', '=', ContentType.BOOTCAMP)
    .where('c.instructor_id', '=', instructorId);
}

/** G mentor/submissions: oldest first (the longest waiting on top). */
export async function mentorQueue(db: Database, signer: FileSigner, studentId: number, query: MentorQueueQuery, now: Date, locale: Locale) {
  const instructorId = await mentorOf(db, studentId, locale);
  const status = query.status ?? 'submitted';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  let q = queueQuery(db, instructorId);
  if (status === 'submitted') q = q.where('s.status', '=', 'submitted');
  else if (status === 'reviewed') q = q.where('s.status', 'in', ['accepted', 'changes_requested']);
  const [total, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        ...SUBMISSION_COLUMNS,
        'a.id as assignment_id',
        'a.title_id',
        'a.title_en',
        'a.due_at',
        'c.id as content_id',
        'c.url',
        'c.title_id as c_title_id',
        'c.title_en as c_title_en',
        'st.full_name',
      ])
      .orderBy('s.submitted_at')
      .orderBy('s.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const reviews = await latestReviews(
    db,
    rows.map((r) => Number(r.id)),
  );
  const items: MentorSubmission[] = rows.map((r) => ({
    id: Number(r.id),
    bootcamp: { id: r.content_id, url: r.url, title: inLanguage(r, 'c_title', locale) },
    assignment: { id: r.assignment_id, title: inLanguage(r, 'title', locale), dueAt: new Date(r.due_at).toISOString() },
    studentName: r.full_name,
    submission: submissionView(r, reviews.get(Number(r.id)), signer, studentId, now),
  }));
  const totalItems = Number(total.n);
  return { items, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}

/** P mentor/submissions/{id}/review: once per handing-in, the student notified in the same transaction. */
export async function reviewSubmission(db: Database, signer: FileSigner, studentId: number, submissionId: number, body: ReviewBody, now: Date, locale: Locale): Promise<Submission> {
  const instructorId = await mentorOf(db, studentId, locale);
  const comment = (body.comment ?? '').trim();
  if (body.decision === 'changes_requested' && comment.length === 0) throw badRequest(say(locale, 'commentRequired'));
  const target = await queueQuery(db, instructorId)
    .select(['s.id', 's.student_id', 'a.title_id', 'a.title_en', 'c.url', 'c.title_id as c_title_id', 'c.title_en as c_title_en'])
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
  // Another mentor's submission answers as an unknown one: nothing of it is shown.
  if (!target) throw notFound(say(locale, 'submissionNotFound'));
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('assignment_submissions as s')
      .set({ status: body.decision })
      .where('s.id', '=', submissionId)
      .where('s.status', '=', 'submitted')
      .returning([...SUBMISSION_COLUMNS])
      .executeTakeFirst();
    if (!updated) throw conflict(say(locale, 'alreadyReviewed'));
    const review = await trx
      .insertInto('submission_reviews')
      .values({ submission_id: submissionId, decision: body.decision, comment, reviewer_id: studentId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assignment = { id: target.title_id, en: target.title_en || target.title_id };
    const decision = body.decision === 'accepted' ? TEXT.decisionAccepted : TEXT.decisionChanges;
    await notify(trx, {
      studentId: target.student_id,
      type: 'submission_reviewed',
      eventKey: notificationKey.submissionReviewed(Number(review.id)),
      ...kindText('submission_reviewed', {
        title: { id: target.c_title_id, en: target.c_title_en || target.c_title_id },
        decision: { id: decision.id.replace('{title}', assignment.id), en: decision.en.replace('{title}', assignment.en) },
      }),
      route: `/bootcamps/${target.url}/lecture`,
    });
    return updated;
  });
  const reviews = await latestReviews(db, [submissionId]);
  // The file's URL is signed for the mentor who asked.
  return submissionView(row, reviews.get(submissionId), signer, studentId, now);
}
