import { sql } from 'kysely';
import type { CheckIn } from '../../../common/contract/points.js';
import { checkInPoints, dayBefore, jakartaDay, streakAfter, streakDay } from '../../../common/points.js';
import type { Database } from '../../db/index.js';
import { balanceOf } from './ledger.js';

/**
 * The daily check-in: one ledger row per (student, 'checkin', Jakarta day), so 64 racing
 * check-ins leave one; the balance and the streak move in the same statement as the row.
 */

async function streakRow(db: Database, studentId: number) {
  return db.selectFrom('points_balances').select(['balance', 'streak', 'last_checkin_on']).where('student_id', '=', studentId).executeTakeFirst();
}

/** Today's check-in as it stands (nothing changes). */
export async function checkInState(db: Database, studentId: number, now: Date): Promise<CheckIn> {
  const today = jakartaDay(now);
  const row = await streakRow(db, studentId);
  const last = row?.last_checkin_on ?? null;
  const done = last === today;
  const alive = done || last === dayBefore(today);
  const streak = alive ? (row?.streak ?? 0) : 0;
  const next = done ? streak : streakAfter(last, row?.streak ?? 0, today);
  return { today, serverTime: now.toISOString(), checkedInToday: done, streak, streakDay: streakDay(next), points: checkInPoints(next), balance: row?.balance ?? 0 };
}

/** Checks in for today; `first` false when the day was already checked in (the answer is the same). */
export async function checkIn(db: Database, studentId: number, now: Date): Promise<{ first: boolean; state: CheckIn }> {
  const today = jakartaDay(now);
  const row = await streakRow(db, studentId);
  if (row?.last_checkin_on === today) return { first: false, state: await checkInState(db, studentId, now) };
  const streak = streakAfter(row?.last_checkin_on ?? null, row?.streak ?? 0, today);
  const points = checkInPoints(streak);
  const inserted = await sql<{ balance: number }>`
    with l as (
      insert into points_ledger (student_id, reason, reference, points, created_at)
      values (${studentId}, 'checkin', ${today}, ${points}, ${now})
      on conflict (student_id, reason, reference) do nothing
      returning student_id, points
    )
    insert into points_balances (student_id, balance, streak, last_checkin_on, updated_at)
    select student_id, points, ${streak}, ${today}, ${now} from l
    on conflict (student_id) do update set
      balance = points_balances.balance + excluded.balance,
      streak = excluded.streak,
      last_checkin_on = excluded.last_checkin_on,
      updated_at = excluded.updated_at
    returning balance`.execute(db);
  const first = inserted.rows.length > 0;
  const state = await checkInState(db, studentId, now);
  return { first, state: first ? { ...state, points, balance: await balanceOf(db, studentId) } : state };
}
