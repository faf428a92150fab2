import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  abbreviateCountLower,
  durationLabel,
  formatDateLong,
  formatDateTimeLong,
  formatNumber,
  formatRupiah,
  isAfterStartOfToday,
  monthBadgeColor,
  parseDmy,
} from './format.js';

describe('formatNumber — dot thousands separator', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [100000, '100.000'],
    [-1500, '-1.500'],
    [-999, '-999'],
    [1234.5, '1.235'],
    [-0.4, '0'],
  ])('%s -> %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });
  it('non-finite values are returned as strings', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});

describe('formatRupiah', () => {
  it.each([
    [150000, 'Rp 150.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1234567, 'Rp 1.234.567'],
    [-25000, '-Rp 25.000'],
  ])('%s -> %s', (n, expected) => {
    expect(formatRupiah(n)).toBe(expected);
  });
});

describe('abbreviateCount — K, M, B', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [-999, '-999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1500, '1.5K'],
    [1234, '1.2K'],
    [12345, '12.3K'],
    [999949, '999.9K'],
    [999950, '1M'],
    [999999, '1M'],
    [1000000, '1M'],
    [1250000, '1.3M'],
    [999950000, '1B'],
    [2500000000, '2.5B'],
    [1500000000000, '1500B'],
    [-1500, '-1.5K'],
  ])('%s -> %s', (n, expected) => {
    expect(abbreviateCount(n)).toBe(expected);
  });
});

describe('abbreviateCountLower — k, m (billions as thousands of m)', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [999950, '1m'],
    [2500000, '2.5m'],
    [999999999, '1000m'],
    [1500000000, '1500m'],
    [1234567890, '1234.6m'],
  ])('%s -> %s', (n, expected) => {
    expect(abbreviateCountLower(n)).toBe(expected);
  });
});

describe('formatDateLong — Indonesian locale, long month, Jakarta time', () => {
  it('id', () => {
    expect(formatDateLong(new Date('2026-11-21T05:00:00Z'))).toBe('21 November 2026');
    expect(formatDateLong(new Date('2026-08-21T05:00:00Z'), 'id')).toBe('21 Agustus 2026');
    expect(formatDateLong(new Date('2026-05-01T05:00:00Z'), 'id')).toBe('1 Mei 2026');
  });
  it('en uses English month names in the same order', () => {
    expect(formatDateLong(new Date('2026-08-21T05:00:00Z'), 'en')).toBe('21 August 2026');
    expect(formatDateLong(new Date('2026-11-21T05:00:00Z'), 'en')).toBe('21 November 2026');
  });
  it('uses Asia/Jakarta: 17:30 UTC is already the next day', () => {
    expect(formatDateLong(new Date('2026-08-20T17:30:00Z'))).toBe('21 Agustus 2026');
    expect(formatDateLong(new Date('2026-08-20T16:59:00Z'))).toBe('20 Agustus 2026');
  });
  it('accepts ISO strings and timestamps; invalid gives ""', () => {
    expect(formatDateLong('2026-12-31T20:00:00Z')).toBe('1 Januari 2027');
    expect(formatDateLong(Date.UTC(2026, 0, 15, 3))).toBe('15 Januari 2026');
    expect(formatDateLong('not a date')).toBe('');
  });
});

describe('formatDateTimeLong', () => {
  it('id: "14.30 WIB"', () => {
    expect(formatDateTimeLong(new Date('2026-11-21T07:30:00Z'))).toBe('21 November 2026 14.30 WIB');
  });
  it('en: "14:30 WIB"', () => {
    expect(formatDateTimeLong(new Date('2026-08-21T07:30:00Z'), 'en')).toBe('21 August 2026 14:30 WIB');
  });
  it('midnight in Jakarta is 00.00, not 24.00', () => {
    expect(formatDateTimeLong(new Date('2026-08-20T17:00:00Z'))).toBe('21 Agustus 2026 00.00 WIB');
  });
  it('invalid gives ""', () => {
    expect(formatDateTimeLong(new Date(Number.NaN))).toBe('');
  });
});

describe('isAfterStartOfToday — whether a day-month-year date is after the start of today', () => {
  // 2026-11-21 10:00 in Jakarta
  const now = new Date('2026-11-21T03:00:00Z');
  it('tomorrow is after', () => {
    expect(isAfterStartOfToday('22-11-2026', now)).toBe(true);
    expect(isAfterStartOfToday('22/11/2026', now)).toBe(true);
  });
  it('today itself is not after the start of today (equal)', () => {
    expect(isAfterStartOfToday('21-11-2026', now)).toBe(false);
  });
  it('yesterday is not after', () => {
    expect(isAfterStartOfToday('20-11-2026', now)).toBe(false);
  });
  it('later months and years are after, earlier are not', () => {
    expect(isAfterStartOfToday('01-01-2027', now)).toBe(true);
    expect(isAfterStartOfToday('01-12-2026', now)).toBe(true);
    expect(isAfterStartOfToday('31-10-2026', now)).toBe(false);
    expect(isAfterStartOfToday('30-12-2025', now)).toBe(false);
  });
  it('accepts one-digit day and month', () => {
    expect(isAfterStartOfToday('1/12/2026', now)).toBe(true);
  });
  it('"today" is the Jakarta day: 18:00 UTC on the 20th is already the 21st in Jakarta', () => {
    const lateUtc = new Date('2026-11-20T18:00:00Z');
    expect(isAfterStartOfToday('21-11-2026', lateUtc)).toBe(false);
    expect(isAfterStartOfToday('22-11-2026', lateUtc)).toBe(true);
  });
  it('invalid input is false', () => {
    expect(isAfterStartOfToday('', now)).toBe(false);
    expect(isAfterStartOfToday('2026-11-22', now)).toBe(false);
    expect(isAfterStartOfToday('31-02-2027', now)).toBe(false);
    expect(isAfterStartOfToday('00-01-2027', now)).toBe(false);
    expect(isAfterStartOfToday('01-13-2027', now)).toBe(false);
    expect(isAfterStartOfToday('22-11/2026', now)).toBe(false);
    expect(isAfterStartOfToday('22-11-26', now)).toBe(false);
    expect(isAfterStartOfToday('22-11-2026', new Date(Number.NaN))).toBe(false);
    expect(isAfterStartOfToday(undefined as unknown as string, now)).toBe(false);
  });
  it('parseDmy handles leap years', () => {
    expect(parseDmy('29-02-2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDmy('29-02-2027')).toBeNull();
  });
});

describe('monthBadgeColor — months 1-7 yellow, 8-9 teal, 10-11 red, other grey', () => {
  it.each([
    [1, 'yellow'],
    [7, 'yellow'],
    [8, 'teal'],
    [9, 'teal'],
    [10, 'red'],
    [11, 'red'],
    [12, 'grey'],
    [0, 'grey'],
    [13, 'grey'],
    [-1, 'grey'],
    [7.5, 'grey'],
    [Number.NaN, 'grey'],
  ])('%s -> %s', (month, expected) => {
    expect(monthBadgeColor(month)).toBe(expected);
  });
});

describe('durationLabel', () => {
  it.each([
    [90, 'id', '1j 30m'],
    [90, 'en', '1h 30m'],
    [120, 'id', '2j'],
    [45, 'en', '45m'],
    [0, 'id', '0m'],
    [59.6, 'id', '1j'],
    [1505, 'en', '25h 5m'],
  ] as const)('%s min (%s) -> %s', (minutes, locale, expected) => {
    expect(durationLabel(minutes, locale)).toBe(expected);
  });
  it('defaults to id', () => {
    expect(durationLabel(61)).toBe('1j 1m');
  });
  it('rejects negatives', () => {
    expect(() => durationLabel(-1)).toThrow(RangeError);
    expect(() => durationLabel(Number.NaN)).toThrow(RangeError);
  });
});
