import type { Kysely, Transaction } from 'kysely';
import { ContentType, type Locale } from '../../../common/enums.js';
import type { DB } from '../../db/schema.js';
import { forbidden } from '../../http/envelope.js';
import { say } from './messages.js';

/** Either the database or a transaction on it. */
export type Db = Kysely<DB> | Transaction<DB>;

/** The contents that have a lecture (self-paced). */
export const LECTURE_CONTENT_TYPES: readonly number[] = [ContentType.COURSE, ContentType.BELAJARKILAT];

/** What an active subscription period opens: every self-paced class (Prakerja classes excepted). */
export const SUBSCRIPTION_CONTENT_TYPES = LECTURE_CONTENT_TYPES;

/**
 * The one answer to "may this student open this content" (its lecture, materials, quizzes and
 * media): enrolled in it, directly or through a package, path or bootcamp, or — for a published
 * self-paced class that is not a Prakerja class — holding a subscription period that runs at `now`
 * (issue 19: a subscription opens every such class while it runs; progress stays after it ends,
 * access does not). Every check of access to learning content goes through here
 * (assertCourseAccess), so a new way to hold a content is added once. One query.
 */
export async function mayOpenContent(db: Db, studentId: number, contentId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('enrolments').select('id').where('student_id', '=', studentId).where('content_id', '=', contentId)),
          eb.and([
            eb.exists(
              eb
                .selectFrom('contents')
                .select('id')
                .where('id', '=', contentId)
                .where('is_published', '=', true)
                .where('is_prakerja', '=', false)
                .where('content_type', 'in', [...SUBSCRIPTION_CONTENT_TYPES]),
            ),
            eb.exists(eb.selectFrom('subscription_periods').select('id').where('student_id', '=', studentId).where('starts_at', '<=', now).where('ends_at', '>', now)),
          ]),
        ])
        .as('open'),
    ])
    .executeTakeFirstOrThrow();
  return row.open === true;
}

/** Whether the account is the course's own instructor (students.instructor_id = contents.instructor_id; H6, migration 016). */
export async function isCourseInstructor(db: Db, studentId: number, contentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .innerJoin('contents', 'contents.instructor_id', 'students.instructor_id')
    .select('contents.id')
    .where('students.id', '=', studentId)
    .where('contents.id', '=', contentId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Throws 403 with a message when the student may not take the course's lecture (agreement of issue 12:
 * H5 and H6 call it for quiz, Q&A, review and assistant calls). A course's own instructor is let in
 * by H6's branch here.
 */
export async function assertCourseAccess(db: Db, studentId: number, contentId: number, locale: Locale, now: Date = new Date()): Promise<void> {
  if (await mayOpenContent(db, studentId, contentId, now)) return;
  if (await isCourseInstructor(db, studentId, contentId)) return;
  throw forbidden(say(locale, 'notEnrolled'));
}

/** A published self-paced course by its url, or null. */
export async function courseByUrl(db: Db, url: string): Promise<{ contentId: number; url: string; title: string; titleEn: string } | null> {
  const row = await db
    .selectFrom('contents')
    .select(['id', 'url', 'title_id', 'title_en'])
    .where('url', '=', url)
    .where('is_published', '=', true)
    .where('content_type', 'in', [...LECTURE_CONTENT_TYPES])
    .executeTakeFirst();
  return row ? { contentId: row.id, url: row.url, title: row.title_id, titleEn: row.title_en } : null;
}
