import { describe, expect, it } from 'vitest';
import { CHECKIN_POINTS, STREAK_BONUS, checkInPoints, dayBefore, gopayAccountNumber, jakartaDay, streakAfter, streakDay } from './points.js';

describe('points rules', () => {
  it('days are Jakarta calendar days', () => {
    expect(jakartaDay(new Date('2026-12-01T16:59:00.000Z'))).toBe('2026-12-01');
    expect(jakartaDay(new Date('2026-12-01T17:01:00.000Z'))).toBe('2026-12-02');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });

  it('a streak grows on consecutive days and starts over after a gap; day 7 of each week earns the bonus', () => {
    expect(streakAfter(null, 0, '2026-12-02')).toBe(1);
    expect(streakAfter('2026-12-01', 3, '2026-12-02')).toBe(4);
    expect(streakAfter('2026-11-30', 3, '2026-12-02')).toBe(1);
    expect([1, 6, 7, 8, 14].map(streakDay)).toEqual([1, 6, 7, 1, 7]);
    expect(checkInPoints(1)).toBe(CHECKIN_POINTS);
    expect(checkInPoints(7)).toBe(CHECKIN_POINTS + STREAK_BONUS);
    expect(checkInPoints(8)).toBe(CHECKIN_POINTS);
  });

  it('a GoPay account is an Indonesian mobile number', () => {
    expect(gopayAccountNumber('0812-3456-7890')).toBe('081234567890');
    expect(gopayAccountNumber('+62 812 3456 7890')).toBe('081234567890');
    expect(gopayAccountNumber('628123456789')).toBe('08123456789');
    for (const bad of ['', '0212345678', '+6512345678', '08123', 'abc', '0812345678901234']) expect(gopayAccountNumber(bad), bad).toBeNull();
  });
});
