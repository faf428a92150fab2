import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { certificateNumberFrom } from '../../../common/certificates.js';
import { ContentType, LessonProgress } from '../../../common/enums.js';
import { jakartaYmd } from '../../../common/format.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { inLanguage } from '../../http/locale.js';
import { queueMessage } from '../../messaging/index.js';
import { notifyCertificateIssued } from '../notifications/index.js';
import { earnPoints } from '../points/index.js';

/**
 * Issues the student's certificate of a course when every material of it is FINISHED (and so
 * every quiz passed), exactly once (agreement of issue 12: the lecture's finishMaterial calls it
 * in its transaction).
 *
 * "Exactly once" is the unique (student_id, content_id) index: racing completions insert with
 * `on conflict do nothing`, and one row stays. The enrolment row is locked first, so that two
 * transactions that finish the course's last two materials at the same moment are taken one
 * after the other: the second counts again after the first has committed (each statement of a
 * READ COMMITTED transaction sees what was committed before it) and sees the course complete.
 */
export async function issueCertificateIfComplete(trx: Transaction<DB>, studentId: number, contentId: number): Promise<void> {
  await trx.selectFrom('enrolments').select('id').where('student_id', '=', studentId).where('content_id', '=', contentId).forUpdate().execute();
  const counts = await trx
    .selectFrom('course_materials as m')
    .leftJoin('material_progress as p', (j) => j.onRef('p.material_id', '=', 'm.id').on('p.student_id', '=', studentId))
    .where('m.content_id', '=', contentId)
    .select([(eb) => eb.fn.countAll<number>().as('total'), sql<number>`count(*) filter (where p.status = ${LessonProgress.FINISHED})`.as('finished')])
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  if (total === 0 || Number(counts.finished) < total) return;
  await insertCertificate(trx, studentId, contentId, new Date());
  // A finished course earns its PoinQu score once (issue 19): one 'course' ledger row per content.
  const content = await trx.selectFrom('contents').select('poinqu_score').where('id', '=', contentId).executeTakeFirst();
  if (content && content.poinqu_score > 0) await earnPoints(trx, studentId, [{ reason: 'course', reference: String(contentId), points: content.poinqu_score, contentId }]);
}

/**
 * The certificate row of (student, content), made once: the unique (student_id, content_id)
 * index keeps one under any race (`on conflict do nothing`). Returns its number, new or existing;
 * null when the student is gone.
 */
export async function insertCertificate(trx: Kysely<DB> | Transaction<DB>, studentId: number, contentId: number, now: Date): Promise<string | null> {
  const student = await trx.selectFrom('students').select(['full_name', 'email', 'locale']).where('id', '=', studentId).executeTakeFirst();
  if (!student) return null;
  const { year } = jakartaYmd(now);
  // A clash of 80 random bits is not expected; were it to happen, the next number is drawn.
  for (let i = 0; i < 3; i++) {
    const inserted = await trx
      .insertInto('certificates')
      .values({ number: certificateNumberFrom(randomBytes(10), year), student_id: studentId, content_id: contentId, student_name: student.full_name.trim() || '—', issued_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'number'])
      .executeTakeFirst();
    if (inserted) {
      // The notification (issue 20), once: only the insert that made the certificate gets here.
      await notifyCertificateIssued(trx as Database, inserted.id);
      // The "certificate issued" e-mail, in this transaction and once (the certificate's number is its event).
      if (student.email) {
        const content = await trx.selectFrom('contents').select(['title_id', 'title_en']).where('id', '=', contentId).executeTakeFirst();
        await queueMessage(trx as Database, {
          channel: 'email',
          to: student.email,
          template: 'certificate',
          params: { name: student.full_name.trim() || '—', title: content ? inLanguage(content, 'title', student.locale) : '', number: inserted.number },
          locale: student.locale,
          eventKey: `certificate:${inserted.number}`,
        });
      }
      return inserted.number;
    }
    const existing = await trx.selectFrom('certificates').select('number').where('student_id', '=', studentId).where('content_id', '=', contentId).executeTakeFirst();
    if (existing) return existing.number;
  }
  return null;
}

/**
 * The certificate of a webinar's feedback or an event's attendance (issue 18), exactly once: the
 * enrolment row is locked first (like a course's), then the content must give a certificate and be
 * a webinar or event. Returns the number (new or existing), or null when none is due. Called in the
 * transaction that records the feedback or the attendance.
 */
export async function issueSessionCertificate(trx: Kysely<DB> | Transaction<DB>, studentId: number, contentId: number, now: Date): Promise<string | null> {
  const enrolment = await trx.selectFrom('enrolments').select('id').where('student_id', '=', studentId).where('content_id', '=', contentId).forUpdate().executeTakeFirst();
  if (!enrolment) return null;
  const content = await trx.selectFrom('contents').select(['content_type', 'is_certificate']).where('id', '=', contentId).executeTakeFirst();
  if (!content?.is_certificate || (content.content_type !== ContentType.WEBINAR && content.content_type !== ContentType.EVENT)) return null;
  return insertCertificate(trx, studentId, contentId, now);
}
