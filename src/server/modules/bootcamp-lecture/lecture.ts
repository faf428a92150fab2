import type { Assignment, BootcampCertificateItem, BootcampJoin, BootcampLecture, BootcampSession } from '../../../common/contract/bootcamp-lecture.js';
import type { Certificate } from '../../../common/contract/certificates.js';
import { certificateVerificationPath } from '../../../common/certificates.js';
import type { ContentTypeId, Locale } from '../../../common/enums.js';
import { jakartaYmd } from '../../../common/format.js';
import { hasEnded, isInJoinWindow, joinWindow } from '../../../common/sessions.js';
import type { Database } from '../../db/index.js';
import type { FileSigner } from '../../files/index.js';
import { HttpError, notFound } from '../../http/envelope.js';
import { insertCertificate } from '../certificates/index.js';
import {
  bootcampByRef,
  latestReviews,
  refusal,
  requireEnrolment,
  SUBMISSION_COLUMNS,
  submissionView,
  visibleSessions,
  type Bootcamp,
  type BootcampEnrolment,
  type BootcampSessionRow,
  type Db,
} from './facts.js';
import { say } from './messages.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The lecture of an enrolled student (sessions, assignments with their submission, the
 * certificate item), the join of a session in its window, and the certificate's claim.
 */

function sessionView(s: BootcampSessionRow, attended: boolean, now: Date, locale: Locale): BootcampSession {
  const ended = hasEnded(s, now);
  return {
    id: s.id,
    itemType: 31,
    title: inLanguage(s, 'title', locale),
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    required: s.required,
    state: ended ? 'ended' : isInJoinWindow(s, now) ? 'open' : 'upcoming',
    joinOpensAt: joinWindow(s).opensAt.toISOString(),
    attended,
    recordingUrl: ended ? s.recordingUrl : null,
  };
}

/** Upcoming and open sessions first (soonest first), then ended ones (latest first). */
function lectureOrder(a: BootcampSession, b: BootcampSession): number {
  const ea = a.state === 'ended' ? 1 : 0;
  const eb = b.state === 'ended' ? 1 : 0;
  if (ea !== eb) return ea - eb;
  const d = Date.parse(a.startAt) - Date.parse(b.startAt);
  return ea ? -d : d;
}

async function attendedIds(db: Db, studentId: number, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bootcamp_attendance')
    .select('session_id')
    .where('student_id', '=', studentId)
    .where('session_id', 'in', [...sessionIds])
    .execute();
  return new Set(rows.map((r) => r.session_id));
}

async function assignmentsWithSubmissions(db: Db, bootcampId: number, studentId: number) {
  return db
    .selectFrom('bootcamp_assignments as a')
    .leftJoin('assignment_submissions as s', (j) => j.onRef('s.assignment_id', '=', 'a.id').on('s.student_id', '=', studentId))
    .select(['a.id as assignment_id', 'a.title_id', 'a.title_en', 'a.instructions_id', 'a.instructions_en', 'a.due_at', 'a.kind', ...SUBMISSION_COLUMNS])
    .where('a.content_id', '=', bootcampId)
    .orderBy('a.due_at')
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
}

/** The certificate's conditions, counted over what the enrolment's tier sees. */
export interface CertificateFacts {
  requiredSessions: { attended: number; total: number };
  assignments: { accepted: number; total: number };
  unlocked: boolean;
}

/** The rule of the certificate item: every required session attended, every assignment accepted, and something to complete. */
export function isUnlocked(requiredSessions: { attended: number; total: number }, assignments: { accepted: number; total: number }): boolean {
  return requiredSessions.total + assignments.total > 0 && requiredSessions.attended === requiredSessions.total && assignments.accepted === assignments.total;
}

export async function certificateFacts(db: Db, bootcamp: Bootcamp, e: BootcampEnrolment, studentId: number): Promise<CertificateFacts> {
  const required = (await visibleSessions(db, bootcamp.id, e)).filter((s) => s.required);
  const attended = await attendedIds(
    db,
    studentId,
    required.map((s) => s.id),
  );
  const assignments = await assignmentsWithSubmissions(db, bootcamp.id, studentId);
  const requiredSessions = { attended: required.filter((s) => attended.has(s.id)).length, total: required.length };
  const counts = { accepted: assignments.filter((a) => a.status === 'accepted').length, total: assignments.length };
  return { requiredSessions, assignments: counts, unlocked: isUnlocked(requiredSessions, counts) };
}

async function certificateOf(db: Db, studentId: number, contentId: number, locale: Locale): Promise<Certificate | null> {
  const r = await db
    .selectFrom('certificates as c')
    .innerJoin('contents as k', 'k.id', 'c.content_id')
    .select(['c.number', 'c.content_id', 'c.student_name', 'c.issued_at', 'k.url', 'k.content_type', 'k.title_id', 'k.title_en'])
    .where('c.student_id', '=', studentId)
    .where('c.content_id', '=', contentId)
    .executeTakeFirst();
  if (!r) return null;
  const issuedAt = new Date(r.issued_at).toISOString();
  return {
    number: r.number,
    contentId: r.content_id,
    contentUrl: r.url,
    contentType: r.content_type as ContentTypeId,
    contentTitle: inLanguage(r, 'title', locale),
    studentName: r.student_name,
    issuedAt,
    month: jakartaYmd(new Date(issuedAt)).month,
    verificationPath: certificateVerificationPath(r.number),
  };
}

/** G bootcamps/{id}/lecture. */
export async function lectureOf(db: Database, signer: FileSigner, studentId: number, ref: string, now: Date, locale: Locale): Promise<BootcampLecture> {
  const bootcamp = await bootcampByRef(db, ref, locale);
  const e = await requireEnrolment(db, studentId, bootcamp, locale);
  const [sessions, rows, mentor, certificate] = await Promise.all([
    visibleSessions(db, bootcamp.id, e),
    assignmentsWithSubmissions(db, bootcamp.id, studentId),
    bootcamp.instructorId === null ? undefined : db.selectFrom('instructors').select(['name', 'avatar_url']).where('id', '=', bootcamp.instructorId).executeTakeFirst(),
    certificateOf(db, studentId, bootcamp.id, locale),
  ]);
  const attended = await attendedIds(
    db,
    studentId,
    sessions.map((s) => s.id),
  );
  const reviews = await latestReviews(
    db,
    rows.filter((r) => r.id !== null).map((r) => Number(r.id)),
  );
  const assignments: Assignment[] = rows.map((r) => ({
    id: r.assignment_id,
    title: inLanguage(r, 'title', locale),
    instructions: inLanguage(r, 'instructions', locale),
    dueAt: new Date(r.due_at).toISOString(),
    kind: r.kind,
    submission:
      r.id === null || r.status === null || r.submitted_at === null || r.late === null
        ? null
        : submissionView({ ...r, id: r.id, status: r.status, submitted_at: r.submitted_at, late: r.late }, reviews.get(Number(r.id)), signer, studentId, now),
  }));
  const required = sessions.filter((s) => s.required);
  const requiredSessions = { attended: required.filter((s) => attended.has(s.id)).length, total: required.length };
  const counts = { accepted: assignments.filter((a) => a.submission?.status === 'accepted').length, total: assignments.length };
  const unlocked = isUnlocked(requiredSessions, counts);
  const item: BootcampCertificateItem = {
    itemType: 30,
    state: certificate ? 'issued' : unlocked ? 'unlocked' : 'locked',
    requiredSessions,
    assignments: counts,
    certificate,
  };
  return {
    bootcamp: {
      id: bootcamp.id,
      url: bootcamp.url,
      title: inLanguage(bootcamp, 'title', locale),
      imageUrl: bootcamp.imageUrl,
      packageName: inLanguage(e, 'package_name', locale) ?? null,
      mentor: { name: mentor?.name ?? '', imageUrl: mentor?.avatar_url ?? null },
    },
    serverTime: now.toISOString(),
    sessions: sessions.map((s) => sessionView(s, attended.has(s.id), now, locale)).sort(lectureOrder),
    assignments,
    certificate: item,
  };
}

/** P bootcamps/{id}/sessions/{sessionId}/join: the Zoom link inside the window, the attendance once. */
export async function joinSession(db: Database, studentId: number, ref: string, sessionId: number, now: Date, locale: Locale): Promise<BootcampJoin> {
  const bootcamp = await bootcampByRef(db, ref, locale);
  const e = await requireEnrolment(db, studentId, bootcamp, locale);
  const [s] = await visibleSessions(db, bootcamp.id, e, sessionId);
  if (!s) throw notFound(say(locale, 'sessionNotFound'));
  const { opensAt } = joinWindow(s);
  if (now.getTime() < opensAt.getTime()) throw refusal(409, 'notOpenYet', 'notOpenYet', locale, { opensAt: opensAt.toISOString() }, { time: opensAt });
  if (hasEnded(s, now)) throw refusal(409, 'ended', 'ended', locale);
  if (!s.joinUrl) throw refusal(409, 'noLink', 'noLink', locale);
  const inserted = await db
    .insertInto('bootcamp_attendance')
    .values({ session_id: s.id, student_id: studentId, attended_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('attended_at')
    .executeTakeFirst();
  return { zoomJoinUrl: s.joinUrl, attendanceRecorded: inserted !== undefined, serverTime: now.toISOString() };
}

/**
 * P bootcamps/{id}/certificate: exactly once. The enrolment row is locked first, so racing claims
 * are taken one after the other; the certificates' unique (student, content) keeps one row, and
 * every claim answers it. Its notification and e-mail come with the insert (insertCertificate).
 */
export async function claimCertificate(db: Database, studentId: number, ref: string, now: Date, locale: Locale): Promise<Certificate> {
  const bootcamp = await bootcampByRef(db, ref, locale);
  await requireEnrolment(db, studentId, bootcamp, locale);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('enrolments').select('id').where('student_id', '=', studentId).where('content_id', '=', bootcamp.id).forUpdate().execute();
    const existing = await certificateOf(trx, studentId, bootcamp.id, locale);
    if (existing) return existing;
    const e = await requireEnrolment(trx, studentId, bootcamp, locale);
    const facts = await certificateFacts(trx, bootcamp, e, studentId);
    if (!facts.unlocked) {
      const message = say(locale, 'certificateLocked', {
        sessions: `${facts.requiredSessions.attended}/${facts.requiredSessions.total}`,
        assignments: `${facts.assignments.accepted}/${facts.assignments.total}`,
      });
      throw new HttpError(409, message, [{ description: message }], { requiredSessions: facts.requiredSessions, assignments: facts.assignments });
    }
    await insertCertificate(trx, studentId, bootcamp.id, now);
    const issued = await certificateOf(trx, studentId, bootcamp.id, locale);
    if (!issued) throw new HttpError(409, say(locale, 'certificateLocked', { sessions: '-', assignments: '-' }));
    return issued;
  });
}
