import { sql } from 'kysely';
import type { FeedbackMasterItemView, SessionRefusal, WebinarFeedback, WebinarFeedbackBody, WebinarJoin, ZoomJoin } from '../../../common/contract/sessions.js';
import { certificateVerificationPath } from '../../../common/certificates.js';
import { ContentType, VenueType, type Locale } from '../../../common/enums.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_REFERRAL_SOURCES, hasEnded, hasStarted, joinWindow, liveSessionState } from '../../../common/sessions.js';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest } from '../../http/envelope.js';
import { actionFactsOf, type Db, type LiveSession, liveSessionById, liveSessionByUrl, participationOf, type Participation } from './facts.js';
import { say, type TextKey } from './messages.js';
import { inLanguage } from '../../http/locale.js';

/**
 * What a participant does in a session: join a webinar's room, open an event's Zoom link (the
 * attendance of an online participant), and send a webinar's feedback. Every time is the app
 * clock's; each one-time fact is a primary key, so racing calls leave one row.
 */

/** A refusal with its reason (and times) in the body's `data`; the message is `key`'s (the reason's by default). */
export function refusal(
  status: number,
  reason: SessionRefusal['reason'],
  locale: Locale,
  extra: Omit<SessionRefusal, 'reason'> = {},
  fill: { time?: Date; title?: string } = {},
  key: TextKey = reason,
): HttpError {
  const message = say(locale, key, fill);
  return new HttpError(status, message, [{ description: message }], { reason, ...extra });
}

/** Hooks the certificates give a participation (issue 18 step 4): the number, or null. */
export type IssueCertificate = (trx: Db, studentId: number, contentId: number, now: Date) => Promise<string | null>;

async function enrolledParticipation(db: Db, studentId: number, s: LiveSession, locale: Locale): Promise<Participation> {
  const p = await participationOf(db, studentId, s.id);
  if (p.enrolmentId === null) throw new HttpError(403, say(locale, 'notEnrolled'));
  return p;
}

/** The room is open: before the window 409 notOpenYet (with opensAt). */
function assertOpened(s: LiveSession, now: Date, locale: Locale) {
  const { opensAt } = joinWindow(s);
  if (now.getTime() < opensAt.getTime()) throw refusal(409, 'notOpenYet', locale, { opensAt: opensAt.toISOString() }, { time: opensAt });
}

/** One row per (student, session): the first join is kept, repeats only count. Returns the first join time. */
async function recordJoin(db: Db, studentId: number, contentId: number, deviceId: string, now: Date): Promise<Date> {
  const row = await db
    .insertInto('session_joins')
    .values({ student_id: studentId, content_id: contentId, first_joined_at: now, last_joined_at: now, first_device_id: deviceId, last_device_id: deviceId })
    .onConflict((oc) =>
      oc.columns(['student_id', 'content_id']).doUpdateSet({
        last_joined_at: (eb) => eb.ref('excluded.last_joined_at'),
        last_device_id: (eb) => eb.ref('excluded.last_device_id'),
        join_count: sql<number>`session_joins.join_count + 1`,
      }),
    )
    .returning('first_joined_at')
    .executeTakeFirstOrThrow();
  return new Date(row.first_joined_at);
}

/** U webinars/{url}/join. */
export async function joinWebinar(db: Database, studentId: number, url: string, deviceId: string, now: Date, locale: Locale): Promise<WebinarJoin> {
  const s = await liveSessionByUrl(db, url, ContentType.WEBINAR, locale);
  const p = await enrolledParticipation(db, studentId, s, locale);
  assertOpened(s, now, locale);
  if (hasEnded(s, now)) {
    if (!s.recordingUrl) throw refusal(409, 'noRecording', locale);
    return { kind: 'recording', url: s.recordingUrl, state: liveSessionState(actionFactsOf(s, p), now), joinedAt: p.joinedAt?.toISOString() ?? null, serverTime: now.toISOString() };
  }
  if (s.venueType === VenueType.OFFLINE) throw refusal(409, 'offline', locale);
  if (!s.joinUrl) throw refusal(409, 'noLink', locale);
  const joinedAt = await recordJoin(db, studentId, s.id, deviceId, now);
  return { kind: 'live', url: s.joinUrl, state: liveSessionState(actionFactsOf(s, { ...p, joinedAt }), now), joinedAt: joinedAt.toISOString(), serverTime: now.toISOString() };
}

/**
 * G event-application/sessions/{id}/zoom-join-url: the event's link in the window. For an online
 * or hybrid event the first call is the participant's attendance (and, with a certificate, its issue).
 */
export async function eventZoomJoin(db: Database, studentId: number, id: number, now: Date, locale: Locale, issue: IssueCertificate): Promise<ZoomJoin> {
  const s = await liveSessionById(db, id, locale, ContentType.EVENT);
  const p = await enrolledParticipation(db, studentId, s, locale);
  assertOpened(s, now, locale);
  if (hasEnded(s, now)) throw refusal(409, 'ended', locale);
  if (s.venueType === VenueType.OFFLINE) throw refusal(409, 'offline', locale);
  const joinUrl = s.joinUrl;
  if (!joinUrl) throw refusal(409, 'noLink', locale);
  return db.transaction().execute(async (trx) => {
    const joinedAt = await recordJoin(trx, studentId, s.id, 'zoom', now);
    const inserted = await trx
      .insertInto('session_attendances')
      .values({ student_id: studentId, content_id: s.id, attended_at: now, method: 'zoom', scanned_by: null })
      .onConflict((oc) => oc.doNothing())
      .returning('attended_at')
      .executeTakeFirst();
    const attendanceRecorded = inserted !== undefined;
    if (attendanceRecorded && s.isCertificate) await issue(trx, studentId, s.id, now);
    const attendedAt = p.attendedAt ?? (inserted ? new Date(inserted.attended_at) : null);
    return { zoomJoinUrl: joinUrl, attendanceRecorded, state: liveSessionState(actionFactsOf(s, { ...p, joinedAt, attendedAt }), now), serverTime: now.toISOString() };
  });
}

export function referralSources(locale: Locale): FeedbackMasterItemView[] {
  return FEEDBACK_REFERRAL_SOURCES.map((item) => ({ id: item.id, name: inLanguage(item, 'name', locale) }));
}

export function feedbackCategories(locale: Locale): FeedbackMasterItemView[] {
  return FEEDBACK_CATEGORIES.map((item) => ({ id: item.id, name: inLanguage(item, 'name', locale) }));
}

/** P webinars/{url}/feedback: once, from the start, by a participant who joined (or attended). */
export async function sendFeedback(db: Database, studentId: number, url: string, body: WebinarFeedbackBody, now: Date, locale: Locale, issue: IssueCertificate): Promise<WebinarFeedback> {
  if (!FEEDBACK_REFERRAL_SOURCES.some((r) => r.id === body.referralSourceId)) throw badRequest(say(locale, 'unknownReferralSource'));
  if (!FEEDBACK_CATEGORIES.some((c) => c.id === body.categoryId)) throw badRequest(say(locale, 'unknownCategory'));
  const s = await liveSessionByUrl(db, url, ContentType.WEBINAR, locale);
  const p = await enrolledParticipation(db, studentId, s, locale);
  if (p.joinedAt === null && p.attendedAt === null) throw refusal(409, 'notJoined', locale);
  if (!hasStarted(s, now)) throw refusal(409, 'notStarted', locale, { startsAt: s.startAt.toISOString() }, { time: s.startAt });
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('webinar_feedback')
      .values({ student_id: studentId, content_id: s.id, rating: body.rating, text: body.text, referral_source_id: body.referralSourceId, category_id: body.categoryId, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('created_at')
      .executeTakeFirst();
    if (!inserted) throw refusal(409, 'alreadyGiven', locale);
    const number = s.isCertificate ? await issue(trx, studentId, s.id, now) : null;
    const feedbackAt = new Date(inserted.created_at);
    const certificateNumber = number ?? p.certificateNumber;
    return {
      createdAt: feedbackAt.toISOString(),
      state: liveSessionState(actionFactsOf(s, { ...p, feedbackAt, certificateNumber }), now),
      certificate: certificateNumber ? { number: certificateNumber, verificationPath: certificateVerificationPath(certificateNumber) } : null,
    };
  });
}
