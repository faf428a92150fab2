/**
 * Subscription periods (issue 19; docs/decisions.md "Subscriptions, donations and the Prakerja
 * redeem"). A plan of N months bought at instant t runs from t to the same wall-clock time N
 * calendar months later in Asia/Jakarta (UTC+7 all year, so wall-clock arithmetic is exact); a day
 * the later month lacks becomes its last day (31 January + 1 month = 28 or 29 February). Bought
 * while a period is still running, the new period starts at that period's end instead: a renewal
 * never loses a day and never overlaps.
 */

/** Asia/Jakarta is UTC+7 all year (no daylight saving time). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `start` plus `months` calendar months in Asia/Jakarta wall-clock time, the day clamped to the month's last. */
export function addJakartaMonths(start: Date, months: number): Date {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a positive integer, got ${months}`);
  const wall = new Date(start.getTime() + JAKARTA_OFFSET_MS);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  const shifted = Date.UTC(y, m, day, wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(shifted - JAKARTA_OFFSET_MS);
}

/**
 * The period a payment at `paidAt` adds: from the end of the student's latest period when that is
 * still to come (a renewal), else from `paidAt`; `months` long.
 */
export function nextPeriod(latestEnd: Date | null, paidAt: Date, months: number): { start: Date; end: Date } {
  const start = latestEnd && latestEnd.getTime() > paidAt.getTime() ? latestEnd : paidAt;
  return { start, end: addJakartaMonths(start, months) };
}

/** Whether a period [start, end) is running at `now`. */
export function isPeriodActive(p: { start: Date; end: Date }, now: Date): boolean {
  return p.start.getTime() <= now.getTime() && now.getTime() < p.end.getTime();
}

/** The months a subscription plan lasts (contents.details.months): a positive integer, 1 when unset. */
export function planMonths(details: unknown): number {
  const months = (details as { months?: unknown } | null)?.months;
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : 1;
}

/** Where a period stands at `now`: over, running, or still to come (a renewal bought ahead). */
export type PeriodState = 'ended' | 'running' | 'upcoming';

export function periodState(p: { start: Date; end: Date }, now: Date): PeriodState {
  if (now.getTime() >= p.end.getTime()) return 'ended';
  return now.getTime() < p.start.getTime() ? 'upcoming' : 'running';
}

/**
 * The end of the access a student holds at `now`: the end of the running period, carried on
 * through every period that starts where the one before ends (renewals chain: nextPeriod); null
 * when no period runs. Order of `periods` does not matter.
 */
export function accessUntil(periods: readonly { start: Date; end: Date }[], now: Date): Date | null {
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  let end: Date | null = null;
  for (const p of sorted) {
    if (end === null) {
      if (isPeriodActive(p, now)) end = p.end;
    } else if (p.start.getTime() <= end.getTime()) {
      if (p.end.getTime() > end.getTime()) end = p.end;
    } else break;
  }
  return end;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end` counted up (a period ending in 2 hours has 1 day left); 0 once it ended. */
export function daysLeft(now: Date, end: Date | null): number {
  if (end === null) return 0;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
