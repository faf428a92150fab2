import { describe, expect, it } from 'vitest';
import { accessUntil, addJakartaMonths, daysLeft, isPeriodActive, nextPeriod, periodState } from './subscriptions.js';

const at = (iso: string) => new Date(iso);

describe('subscription periods in Asia/Jakarta', () => {
  it('adds calendar months at the same Jakarta wall-clock time', () => {
    // 10:00 WIB on 15 November → 10:00 WIB on 15 December.
    expect(addJakartaMonths(at('2026-11-15T03:00:00.000Z'), 1).toISOString()).toBe('2026-12-15T03:00:00.000Z');
    expect(addJakartaMonths(at('2026-11-15T03:00:00.000Z'), 12).toISOString()).toBe('2027-11-15T03:00:00.000Z');
  });

  it('takes the Jakarta date, not the UTC date (01:00 WIB on 1 March is still 28 February in UTC)', () => {
    expect(addJakartaMonths(at('2026-02-28T18:00:00.000Z'), 1).toISOString()).toBe('2026-03-31T18:00:00.000Z');
  });

  it('clamps a day the later month lacks to its last day', () => {
    // 31 January 12:00 WIB + 1 month = 28 February 2026 12:00 WIB; 2028 is a leap year.
    expect(addJakartaMonths(at('2026-01-31T05:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T05:00:00.000Z');
    expect(addJakartaMonths(at('2028-01-31T05:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T05:00:00.000Z');
    expect(addJakartaMonths(at('2026-08-31T05:00:00.000Z'), 3).toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('refuses a month count that is not a positive integer', () => {
    expect(() => addJakartaMonths(at('2026-01-01T00:00:00.000Z'), 0)).toThrow(RangeError);
    expect(() => addJakartaMonths(at('2026-01-01T00:00:00.000Z'), 1.5)).toThrow(RangeError);
  });

  it('a renewal while a period runs starts at its end; after it ended, at the payment', () => {
    const paid = at('2026-11-27T03:00:00.000Z');
    const running = at('2026-12-10T03:00:00.000Z');
    expect(nextPeriod(running, paid, 1)).toEqual({ start: running, end: at('2027-01-10T03:00:00.000Z') });
    expect(nextPeriod(at('2026-11-01T00:00:00.000Z'), paid, 1)).toEqual({ start: paid, end: at('2026-12-27T03:00:00.000Z') });
    expect(nextPeriod(null, paid, 3).end).toEqual(at('2027-02-27T03:00:00.000Z'));
  });

  it('a period is active from its start, up to but not at its end', () => {
    const p = { start: at('2026-11-01T00:00:00.000Z'), end: at('2026-12-01T00:00:00.000Z') };
    expect(isPeriodActive(p, p.start)).toBe(true);
    expect(isPeriodActive(p, at('2026-11-30T23:59:59.999Z'))).toBe(true);
    expect(isPeriodActive(p, p.end)).toBe(false);
    expect(isPeriodActive(p, at('2026-10-31T23:59:59.999Z'))).toBe(false);
  });
});

describe('my subscription: state, access end and days left', () => {
  const p1 = { start: at('2026-10-01T03:00:00.000Z'), end: at('2026-11-01T03:00:00.000Z') };
  const p2 = { start: p1.end, end: at('2027-02-01T03:00:00.000Z') };
  const later = { start: at('2027-03-01T03:00:00.000Z'), end: at('2027-04-01T03:00:00.000Z') };

  it('tells ended, running and upcoming periods apart at their boundaries', () => {
    expect(periodState(p1, at('2026-09-30T00:00:00.000Z'))).toBe('upcoming');
    expect(periodState(p1, p1.start)).toBe('running');
    expect(periodState(p1, p1.end)).toBe('ended');
  });

  it('carries the access through chained renewals, not across a gap', () => {
    expect(accessUntil([later, p2, p1], at('2026-10-15T00:00:00.000Z'))?.toISOString()).toBe(p2.end.toISOString());
    expect(accessUntil([p1, p2], at('2026-12-15T00:00:00.000Z'))?.toISOString()).toBe(p2.end.toISOString());
    expect(accessUntil([p1, p2, later], p2.end)).toBeNull();
    expect(accessUntil([], at('2026-12-15T00:00:00.000Z'))).toBeNull();
  });

  it('counts days left up to a whole day, 0 when there is none', () => {
    expect(daysLeft(at('2026-11-27T00:00:00.000Z'), at('2026-11-27T02:00:00.000Z'))).toBe(1);
    expect(daysLeft(at('2026-11-27T00:00:00.000Z'), at('2026-11-28T00:00:00.000Z'))).toBe(1);
    expect(daysLeft(at('2026-11-27T00:00:00.000Z'), at('2026-11-28T00:00:00.001Z'))).toBe(2);
    expect(daysLeft(at('2026-11-27T00:00:00.000Z'), at('2026-11-26T00:00:00.000Z'))).toBe(0);
    expect(daysLeft(at('2026-11-27T00:00:00.000Z'), null)).toBe(0);
  });
});
