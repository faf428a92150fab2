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
