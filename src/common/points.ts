import { jakartaYmd } from './format.js';
import { normalizePhone } from './validation.js';

/**
 * Points rules (issue 19; docs/decisions.md "Points, student vouchers and the GoPay payout").
 *
 * A check-in counts once per calendar day in Asia/Jakarta. Days in a row make a streak; the
 * streak runs in weeks: days 1 to 6 of a week earn CHECKIN_POINTS, the 7th earns the weekly
 * bonus on top, and the 8th day starts the next week (a missed day starts over at day 1).
 */

export const CHECKIN_POINTS = 10;
export const STREAK_LENGTH = 7;
export const STREAK_BONUS = 50;

/** The calendar day of an instant in Jakarta, `YYYY-MM-DD`. */
export function jakartaDay(now: Date): string {
  const { year, month, day } = jakartaYmd(now);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day before a `YYYY-MM-DD` day. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The streak after checking in on `today`: one more than before when the last check-in was the
 * day before, else 1. (A check-in on the same day is not a new one: the caller answers the first.)
 */
export function streakAfter(lastDay: string | null, streak: number, today: string): number {
  return lastDay !== null && lastDay === dayBefore(today) ? streak + 1 : 1;
}

/** The day of the week-long streak (1..7) of a streak length (>= 1). */
export function streakDay(streak: number): number {
  return ((Math.max(1, streak) - 1) % STREAK_LENGTH) + 1;
}

/** Points of a check-in that makes the streak `streak` days long. */
export function checkInPoints(streak: number): number {
  return CHECKIN_POINTS + (streakDay(streak) === STREAK_LENGTH ? STREAK_BONUS : 0);
}

/**
 * The GoPay account of an Indonesian mobile number (08…, 628…, +628…, spaces and dashes
 * ignored) in the national form GoPay shows, `08` and 8 to 12 more digits; null otherwise.
 */
export function gopayAccountNumber(input: string): string | null {
  const e164 = normalizePhone(input);
  if (!e164 || !/^\+628\d{8,12}$/.test(e164)) return null;
  return `0${e164.slice(3)}`;
}
