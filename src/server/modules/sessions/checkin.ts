import type { EticketAttendance, EticketScan, StaffSession } from '../../../common/contract/sessions.js';
import type { Locale } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import { checkInOpensAt } from '../../../common/sessions.js';
import type { Database } from '../../db/index.js';
import type { StaffScope } from '../../security/staff.js';
import { hasTicket, iso, LIVE_SESSION_TYPES, liveSessionById, type LiveSession } from './facts.js';
import { refusal, type IssueCertificate } from './participation.js';
import { say } from './messages.js';
import type { EticketSigner } from './tickets.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The staff's side of e-tickets: read a ticket (nothing changes) and check it in once. A replay
 * of a check-in answers the first one's time; racing check-ins of one ticket leave one row (the
 * primary key of session_attendances).
 */

export type Staff = StaffScope & { studentId: number };

const DAY = 86_400_000;
const inScope = (staff: Staff, contentId: number) => staff.allSessions || staff.contentIds.includes(contentId);

interface Ticket {
  session: LiveSession;
  studentId: number;
  holderName: string;
}

/** The ticket's session and holder, after every check but the time of check-in. */
async function resolveTicket(db: Database, signer: EticketSigner, staff: Staff, token: string, contentId: number | undefined, now: Date, locale: Locale): Promise<Ticket> {
  const parsed = signer.parse(token, now);
  if (parsed === 'forged' || parsed === 'expired') throw refusal(400, parsed, locale);
  const row = await db
    .selectFrom('enrolments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select(['e.student_id', 'e.content_id', 's.full_name'])
    .where('e.id', '=', parsed.enrolmentId)
    .executeTakeFirst();
  if (!row || !signer.matches(parsed, row.content_id, row.student_id)) throw refusal(400, 'forged', locale);
  const session = await liveSessionById(db, row.content_id, locale).catch(() => null);
  if (!session || !hasTicket(session)) throw refusal(400, 'forged', locale);
  if (row.student_id === staff.studentId) throw refusal(403, 'ownTicket', locale);
  if (contentId !== undefined && !inScope(staff, contentId)) throw refusal(403, 'notInScope', locale);
  if (contentId !== undefined && contentId !== session.id) {
    const title = inLanguage(session, 'title', locale);
    throw refusal(409, 'otherSession', locale, { title }, { title });
  }
  if (!inScope(staff, session.id)) throw refusal(403, 'notInScope', locale);
  return { session, studentId: row.student_id, holderName: maskName(row.full_name.trim() || '—') };
}

async function attendedAt(db: Database, studentId: number, contentId: number): Promise<Date | null> {
  const row = await db.selectFrom('session_attendances').select('attended_at').where('student_id', '=', studentId).where('content_id', '=', contentId).executeTakeFirst();
  return row ? new Date(row.attended_at) : null;
}

/** G webinars/scan/event: who holds the ticket, for which session, checked in when (or null). */
export async function scanTicket(db: Database, signer: EticketSigner, staff: Staff, token: string, contentId: number | undefined, now: Date, locale: Locale): Promise<EticketScan> {
  const t = await resolveTicket(db, signer, staff, token, contentId, now, locale);
  const s = t.session;
  return {
    holderName: t.holderName,
    contentId: s.id,
    contentType: s.contentType,
    url: s.url,
    title: inLanguage(s, 'title', locale),
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    venueType: s.venueType,
    location: s.location,
    checkedInAt: iso(await attendedAt(db, t.studentId, s.id)),
    serverTime: now.toISOString(),
  };
}

/** P eticket/attendances: the first check-in, or a replay answering it. */
export async function checkIn(
  db: Database,
  signer: EticketSigner,
  staff: Staff,
  token: string,
  contentId: number,
  now: Date,
  locale: Locale,
  issue: IssueCertificate,
): Promise<{ result: EticketAttendance; message: string }> {
  const t = await resolveTicket(db, signer, staff, token, contentId, now, locale);
  const s = t.session;
  const opensAt = checkInOpensAt(s);
  if (now.getTime() < opensAt.getTime()) {
    throw refusal(409, 'notOpenYet', locale, { opensAt: opensAt.toISOString() }, { time: opensAt }, 'checkInNotOpenYet');
  }
  const first = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('session_attendances')
      .values({ student_id: t.studentId, content_id: s.id, attended_at: now, method: 'scan', scanned_by: staff.studentId })
      .onConflict((oc) => oc.doNothing())
      .returning('attended_at')
      .executeTakeFirst();
    if (inserted && s.isCertificate && s.contentType === 37) await issue(trx, t.studentId, s.id, now);
    return inserted ? new Date(inserted.attended_at) : null;
  });
  const checkedInAt = first ?? (await attendedAt(db, t.studentId, s.id)) ?? now;
  return {
    result: { alreadyCheckedIn: first === null, checkedInAt: checkedInAt.toISOString(), holderName: t.holderName, contentId: s.id, title: inLanguage(s, 'title', locale) },
    message: first ? say(locale, 'checkedIn') : say(locale, 'alreadyCheckedIn', { time: checkedInAt }),
  };
}

/** G eticket/my-sessions: sessions with an e-ticket this staff account covers, not ended more than a day ago. */
export async function staffSessions(db: Database, staff: Staff, now: Date, locale: Locale): Promise<StaffSession[]> {
  if (!staff.allSessions && staff.contentIds.length === 0) return [];
  let q = db
    .selectFrom('contents as c')
    .where('c.is_published', '=', true)
    .where('c.content_type', 'in', [...LIVE_SESSION_TYPES])
    .where('c.venue_type', '!=', 1)
    .where('c.start_at', 'is not', null)
    .where('c.end_at', '>', new Date(now.getTime() - DAY))
    .select((eb) => [
      'c.id',
      'c.content_type',
      'c.url',
      'c.title_id',
      'c.title_en',
      'c.start_at',
      'c.end_at',
      'c.venue_type',
      eb
        .selectFrom('enrolments as e')
        .whereRef('e.content_id', '=', 'c.id')
        .select((x) => x.fn.countAll<number>().as('n'))
        .as('enrolled'),
      eb
        .selectFrom('session_attendances as a')
        .whereRef('a.content_id', '=', 'c.id')
        .select((x) => x.fn.countAll<number>().as('n'))
        .as('checked_in'),
    ])
    .orderBy('c.start_at')
    .orderBy('c.id')
    .limit(200);
  if (!staff.allSessions) q = q.where('c.id', 'in', staff.contentIds);
  const rows = await q.execute();
  return rows.map((r) => ({
    contentId: r.id,
    contentType: r.content_type as StaffSession['contentType'],
    url: r.url,
    title: inLanguage(r, 'title', locale),
    startAt: new Date(r.start_at!).toISOString(),
    endAt: new Date(r.end_at!).toISOString(),
    venueType: r.venue_type as StaffSession['venueType'],
    enrolled: Number(r.enrolled ?? 0),
    checkedIn: Number(r.checked_in ?? 0),
  }));
}
