import type { Kysely, Transaction } from 'kysely';
import type { MySession, MySessionSummary } from '../../../common/contract/sessions.js';
import { certificateVerificationPath } from '../../../common/certificates.js';
import { ContentType, VenueType, type ContentTypeId, type Locale, type VenueTypeId } from '../../../common/enums.js';
import { joinWindow, liveSessionState, nextSessionAction, type ActionFacts } from '../../../common/sessions.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/envelope.js';
import { say } from './messages.js';
import { inLanguage } from '../../http/locale.js';

export type Db = Kysely<DB> | Transaction<DB>;

/** Content types that are live sessions. */
export const LIVE_SESSION_TYPES: readonly number[] = [ContentType.WEBINAR, ContentType.EVENT];

/** A live session: a published webinar or event with a schedule, and its links. */
export interface LiveSession {
  id: number;
  contentType: ContentTypeId;
  url: string;
  title_id: string;
  title_en: string;
  venueType: VenueTypeId;
  isOfflineEvent: boolean;
  isCertificate: boolean;
  startAt: Date;
  endAt: Date;
  location: string | null;
  joinUrl: string | null;
  recordingUrl: string | null;
}

function sessionsQuery(db: Db) {
  return db
    .selectFrom('contents as c')
    .leftJoin('session_links as l', 'l.content_id', 'c.id')
    .where('c.is_published', '=', true)
    .where('c.content_type', 'in', [...LIVE_SESSION_TYPES])
    .where('c.start_at', 'is not', null)
    .where('c.end_at', 'is not', null)
    .select([
      'c.id',
      'c.content_type',
      'c.url',
      'c.title_id',
      'c.title_en',
      'c.venue_type',
      'c.is_offline_event',
      'c.is_certificate',
      'c.start_at',
      'c.end_at',
      'c.location',
      'l.join_url',
      'l.recording_url',
    ]);
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsQuery>['executeTakeFirstOrThrow']>>;

function toSession(r: SessionRow): LiveSession {
  return {
    id: r.id,
    contentType: r.content_type as ContentTypeId,
    url: r.url,
    title_id: r.title_id,
    title_en: r.title_en,
    venueType: r.venue_type as VenueTypeId,
    isOfflineEvent: r.is_offline_event,
    isCertificate: r.is_certificate,
    startAt: new Date(r.start_at!),
    endAt: new Date(r.end_at!),
    location: r.location,
    joinUrl: r.join_url ?? null,
    recordingUrl: r.recording_url ?? null,
  };
}

const notLiveSession = (locale: Locale) => new HttpError(404, say(locale, 'notLiveSession'));

/** A webinar (or event) by url; 404 when it is not a live session. */
export async function liveSessionByUrl(db: Db, url: string, type: ContentTypeId, locale: Locale): Promise<LiveSession> {
  const row = await sessionsQuery(db).where('c.url', '=', url).where('c.content_type', '=', type).executeTakeFirst();
  if (!row) throw notLiveSession(locale);
  return toSession(row);
}

/** A live session by content id (of the given type, or either); 404 otherwise. */
export async function liveSessionById(db: Db, id: number, locale: Locale, type?: ContentTypeId): Promise<LiveSession> {
  let q = sessionsQuery(db).where('c.id', '=', id);
  if (type !== undefined) q = q.where('c.content_type', '=', type);
  const row = await q.executeTakeFirst();
  if (!row) throw notLiveSession(locale);
  return toSession(row);
}

/** What one student did in one session. */
export interface Participation {
  enrolmentId: number | null;
  joinedAt: Date | null;
  attendedAt: Date | null;
  feedbackAt: Date | null;
  certificateNumber: string | null;
}

export const NO_PARTICIPATION: Participation = { enrolmentId: null, joinedAt: null, attendedAt: null, feedbackAt: null, certificateNumber: null };

/**
 * The student's participation in each of `contentIds` they are enrolled in: enrolment ⟕ join ⟕
 * attendance ⟕ feedback ⟕ certificate, one query.
 */
export async function participationsOf(db: Db, studentId: number, contentIds: readonly number[]): Promise<Map<number, Participation>> {
  const out = new Map<number, Participation>();
  if (contentIds.length === 0) return out;
  const rows = await db
    .selectFrom('enrolments as e')
    .leftJoin('session_joins as j', (j) => j.onRef('j.student_id', '=', 'e.student_id').onRef('j.content_id', '=', 'e.content_id'))
    .leftJoin('session_attendances as a', (j) => j.onRef('a.student_id', '=', 'e.student_id').onRef('a.content_id', '=', 'e.content_id'))
    .leftJoin('webinar_feedback as f', (j) => j.onRef('f.student_id', '=', 'e.student_id').onRef('f.content_id', '=', 'e.content_id'))
    .leftJoin('certificates as k', (j) => j.onRef('k.student_id', '=', 'e.student_id').onRef('k.content_id', '=', 'e.content_id'))
    .where('e.student_id', '=', studentId)
    .where('e.content_id', 'in', [...new Set(contentIds)])
    .select(['e.id', 'e.content_id', 'j.first_joined_at', 'a.attended_at', 'f.created_at', 'k.number'])
    .execute();
  const at = (v: Date | string | null | undefined) => (v == null ? null : new Date(v));
  for (const r of rows) {
    out.set(r.content_id, { enrolmentId: r.id, joinedAt: at(r.first_joined_at), attendedAt: at(r.attended_at), feedbackAt: at(r.created_at), certificateNumber: r.number ?? null });
  }
  return out;
}

export async function participationOf(db: Db, studentId: number | null, contentId: number): Promise<Participation> {
  if (studentId === null) return NO_PARTICIPATION;
  return (await participationsOf(db, studentId, [contentId])).get(contentId) ?? NO_PARTICIPATION;
}

/** The facts the state and next action are decided from. */
export function actionFactsOf(s: LiveSession, p: Participation): ActionFacts {
  return {
    startAt: s.startAt,
    endAt: s.endAt,
    enrolled: p.enrolmentId !== null,
    joinedAt: p.joinedAt,
    attendedAt: p.attendedAt,
    feedbackAt: p.feedbackAt,
    feedbackRequired: s.contentType === ContentType.WEBINAR,
    hasJoinLink: s.venueType !== VenueType.OFFLINE && s.joinUrl !== null,
    hasRecording: s.recordingUrl !== null,
    isOffline: s.venueType === VenueType.OFFLINE,
    hasCertificate: p.certificateNumber !== null,
  };
}

export const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Venues 2 and 3 have an e-ticket: the check-in at the venue. */
export const hasTicket = (s: Pick<LiveSession, 'venueType'>) => s.venueType !== VenueType.ONLINE;

export interface TicketView {
  token: string;
  qrText: string;
  pngPath: string;
}

/** The caller's view of a session. `ticketOf` signs the e-ticket of an enrolment (venue 2/3). */
export function mySessionView(
  s: LiveSession,
  p: Participation,
  now: Date,
  locale: Locale,
  ticketOf: (s: LiveSession, enrolmentId: number, studentId: number) => TicketView | null,
  studentId: number | null,
): MySession {
  const facts = actionFactsOf(s, p);
  const state = liveSessionState(facts, now);
  return {
    contentId: s.id,
    contentType: s.contentType,
    url: s.url,
    title: inLanguage(s, 'title', locale),
    serverTime: now.toISOString(),
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    opensAt: joinWindow(s).opensAt.toISOString(),
    venueType: s.venueType,
    isOfflineEvent: s.isOfflineEvent,
    isCertificate: s.isCertificate,
    feedbackRequired: facts.feedbackRequired,
    enrolled: facts.enrolled,
    state,
    nextAction: nextSessionAction(state, facts, now),
    joinedAt: iso(p.joinedAt),
    attendedAt: iso(p.attendedAt),
    feedbackAt: iso(p.feedbackAt),
    hasJoinLink: facts.hasJoinLink,
    hasRecording: facts.hasRecording,
    ticket: p.enrolmentId !== null && studentId !== null && hasTicket(s) ? ticketOf(s, p.enrolmentId, studentId) : null,
    certificate: p.certificateNumber ? { number: p.certificateNumber, verificationPath: certificateVerificationPath(p.certificateNumber) } : null,
  };
}

/**
 * The state of each session among `contentIds` the student is enrolled in (for "my classes",
 * issue 18 package B). The map holds only webinar and event ids with an enrolment.
 */
export async function sessionStatesOf(db: Db, studentId: number, contentIds: readonly number[], now: Date): Promise<Map<number, MySessionSummary>> {
  const out = new Map<number, MySessionSummary>();
  if (contentIds.length === 0) return out;
  const participations = await participationsOf(db, studentId, contentIds);
  if (participations.size === 0) return out;
  const rows = await sessionsQuery(db)
    .where('c.id', 'in', [...participations.keys()])
    .execute();
  for (const row of rows) {
    const s = toSession(row);
    const p = participations.get(s.id)!;
    const facts = actionFactsOf(s, p);
    const state = liveSessionState(facts, now);
    out.set(s.id, {
      state,
      nextAction: nextSessionAction(state, facts, now),
      startAt: s.startAt.toISOString(),
      endAt: s.endAt.toISOString(),
      opensAt: joinWindow(s).opensAt.toISOString(),
      certificateNumber: p.certificateNumber,
    });
  }
  return out;
}
