import type { Kysely, Transaction } from 'kysely';
import type { MySessionSummary } from '../../../common/contract/sessions.js';
import { ContentType, VenueType } from '../../../common/enums.js';
import { joinWindow, liveSessionState, nextSessionAction, type ActionFacts } from '../../../common/sessions.js';
import type { DB } from '../../db/schema.js';

export type Db = Kysely<DB> | Transaction<DB>;

/** Content types that are live sessions. */
export const LIVE_SESSION_TYPES: readonly number[] = [ContentType.WEBINAR, ContentType.EVENT];

/** What the server knows of one student in one session (one row of factsOf). */
export interface StudentSessionRow {
  contentId: number;
  contentType: number;
  venueType: number;
  isCertificate: boolean;
  startAt: Date;
  endAt: Date;
  certificateNumber: string | null;
}

/** The state's facts of a row (joins, attendances and feedback come with migration 020). */
export function actionFactsOf(row: StudentSessionRow, enrolled: boolean): ActionFacts {
  return {
    startAt: row.startAt,
    endAt: row.endAt,
    enrolled,
    joinedAt: null,
    attendedAt: null,
    feedbackAt: null,
    feedbackRequired: row.contentType === ContentType.WEBINAR,
    hasJoinLink: row.venueType !== VenueType.OFFLINE,
    hasRecording: false,
    isOffline: row.venueType === VenueType.OFFLINE,
    hasCertificate: row.certificateNumber !== null,
  };
}

/**
 * The student's sessions among `contentIds`: published webinars and events with a schedule that
 * the student is enrolled in, with their certificate. One query.
 */
export async function factsOf(db: Db, studentId: number, contentIds: readonly number[]): Promise<StudentSessionRow[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .selectFrom('enrolments as e')
    .innerJoin('contents as c', 'c.id', 'e.content_id')
    .leftJoin('certificates as k', (j) => j.onRef('k.content_id', '=', 'e.content_id').onRef('k.student_id', '=', 'e.student_id'))
    .where('e.student_id', '=', studentId)
    .where('e.content_id', 'in', [...new Set(contentIds)])
    .where('c.content_type', 'in', [...LIVE_SESSION_TYPES])
    .where('c.start_at', 'is not', null)
    .where('c.end_at', 'is not', null)
    .select(['c.id', 'c.content_type', 'c.venue_type', 'c.is_certificate', 'c.start_at', 'c.end_at', 'k.number'])
    .execute();
  return rows.map((r) => ({
    contentId: r.id,
    contentType: r.content_type,
    venueType: r.venue_type,
    isCertificate: r.is_certificate,
    startAt: r.start_at!,
    endAt: r.end_at!,
    certificateNumber: r.number ?? null,
  }));
}

/**
 * The state of each session among `contentIds` the student is enrolled in (for "my classes",
 * issue 18 package B). The map holds only webinar and event ids with an enrolment.
 */
export async function sessionStatesOf(db: Db, studentId: number, contentIds: readonly number[], now: Date): Promise<Map<number, MySessionSummary>> {
  const out = new Map<number, MySessionSummary>();
  for (const row of await factsOf(db, studentId, contentIds)) {
    const facts = actionFactsOf(row, true);
    const state = liveSessionState(facts, now);
    out.set(row.contentId, {
      state,
      nextAction: nextSessionAction(state, facts, now),
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      opensAt: joinWindow(row).opensAt.toISOString(),
      certificateNumber: row.certificateNumber,
    });
  }
  return out;
}
