import { sql, type Transaction } from 'kysely';
import { MAX_PLAYBACK_RATE } from '../../../common/lecture.js';
import type { DB } from '../../db/schema.js';
import type { Db } from './access.js';

/**
 * The student's watch budget (issue 18; docs/decisions.md "Issue 18 defects"): how many seconds of
 * video the student's position reports may still be credited as really watched. One per student,
 * not per lesson: it grows with the wall clock and every report of any lesson, in any tab or on any
 * device, draws from it, so parallel lessons cannot multiply the watched time. Because it keeps
 * what was not drawn (up to a cap), reports sent late — the desktop app replaying a session it
 * played offline — are still credited with the time that session really took.
 */

/**
 * Seconds of credit per wall-clock second: the fastest playback speed, so one player at 2× is
 * credited in full and nothing can be credited faster than one such player.
 */
export const WATCH_BUDGET_RATE = MAX_PLAYBACK_RATE;

/**
 * The most credit a student can hold: 4 hours of video. An offline session of up to 4 hours of
 * playback, replayed when the app is back online, is credited in full; a student away for longer
 * cannot bank more than that (a claim of a whole long course at once after days away is cut here).
 */
export const WATCH_BUDGET_CAP_SECONDS = 4 * 60 * 60;

/** The budget after `elapsedSeconds` of wall clock: grown at the rate, never past the cap (a clock going back grows nothing). */
export function accrueBudget(balance: number, elapsedSeconds: number): number {
  return Math.min(WATCH_BUDGET_CAP_SECONDS, Math.max(0, balance) + WATCH_BUDGET_RATE * Math.max(0, elapsedSeconds));
}

/** Seconds a report is credited: what it claims, as far as the budget and the rest of the video allow. */
export function creditedSeconds(claimed: number, budget: number, unwatched: number): number {
  return Math.max(0, Math.min(claimed, budget, unwatched));
}

/**
 * Makes sure the student has a budget row (empty, its clock starting now). Its own statement, run
 * before any transaction that then locks the row, so that it never waits on a lock while holding one.
 */
export async function ensureWatchBudget(db: Db, studentId: number): Promise<void> {
  await db
    .insertInto('watch_budgets')
    .values({ student_id: studentId, seconds: 0, updated_at: sql<Date>`clock_timestamp()` })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}

export interface HeldBudget {
  /** The budget now (accrued up to `now`). */
  available: number;
  /** The database's time the budget was accrued to, as text (to the microsecond). */
  now: string;
}

/**
 * Locks the student's budget row for the rest of the transaction and accrues it to now: concurrent
 * reports of the student wait here one after the other, so none spends what another has spent.
 * Undefined when the student has no row (see ensureWatchBudget).
 */
export async function holdWatchBudget(trx: Transaction<DB>, studentId: number): Promise<HeldBudget | undefined> {
  const row = await trx
    .selectFrom('watch_budgets')
    .select(['seconds', sql<number>`extract(epoch from (statement_timestamp() - updated_at))::double precision`.as('elapsed'), sql<string>`statement_timestamp()::text`.as('now')])
    .where('student_id', '=', studentId)
    .forUpdate()
    .executeTakeFirst();
  return row && { available: accrueBudget(row.seconds, row.elapsed), now: row.now };
}

/** Stores what is left of a held budget after `spent` seconds were credited, as of the time it was accrued to. */
export async function spendWatchBudget(trx: Transaction<DB>, studentId: number, held: HeldBudget, spent: number): Promise<void> {
  await trx
    .updateTable('watch_budgets')
    .set({ seconds: Math.max(0, held.available - spent), updated_at: sql<Date>`greatest(updated_at, ${held.now}::timestamptz)` })
    .where('student_id', '=', studentId)
    .execute();
}
