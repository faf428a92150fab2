import { sql } from 'kysely';
import type { SessionTime } from '../../../common/contract/admin.js';
import { LIVE_SESSION_TYPES, type Db } from './facts.js';
import { StaffError } from './staff.js';

const MINUTE = 60_000;

/** An operator's refusal (unknown session 404), shown like a staff change's by the admin routes. */
export class SessionTimeError extends StaffError {}

/**
 * Moves a webinar or event to start `minutesFromNow` from `now` (issue 18): the live demo is timed
 * from a data folder's first start, so on an older folder this puts a session back on for a demo
 * (`npm run admin -- session-time`). The length stays unless `durationMinutes` is given; the
 * detail page's schedule and past flag follow.
 */
export async function moveSession(db: Db, url: string, minutesFromNow: number, durationMinutes: number | undefined, now: Date): Promise<SessionTime> {
  const row = await db
    .selectFrom('contents')
    .select(['id', 'start_at', 'end_at'])
    .where('url', '=', url)
    .where('content_type', 'in', [...LIVE_SESSION_TYPES])
    .executeTakeFirst();
  if (!row) throw new SessionTimeError(404, `Not a webinar or event: ${url}`);
  const length = durationMinutes ?? (row.start_at && row.end_at ? Math.round((row.end_at.getTime() - row.start_at.getTime()) / MINUTE) : 120);
  const startAt = new Date(now.getTime() + minutesFromNow * MINUTE);
  const endAt = new Date(startAt.getTime() + length * MINUTE);
  const schedule = JSON.stringify([{ startAt: startAt.toISOString(), endAt: endAt.toISOString(), timezone: 'Asia/Jakarta' }]);
  await db
    .updateTable('contents')
    .set({
      start_at: startAt,
      end_at: endAt,
      duration_minutes: length,
      details: sql`case when details ? 'schedule' then details || jsonb_build_object('schedule', ${schedule}::jsonb, 'isPast', ${startAt.getTime() < now.getTime()}::boolean) else details end`,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  return { url, startAt: startAt.toISOString(), endAt: endAt.toISOString() };
}
