/**
 * Display formatting rules of spec section 9 and the small date rules of section 4.
 * Dates are always shown in Asia/Jakarta time (WIB) whatever the machine's time zone.
 */
import type { Locale } from './enums.js';

export const DISPLAY_TIME_ZONE = 'Asia/Jakarta';

/**
 * Dot thousands separator: 1234567 -> "1.234.567", -1500 -> "-1.500".
 * Non-integers are rounded to the nearest whole number (half away from zero) first.
 * NaN and infinities are returned as String(n).
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.sign(n) * Math.round(Math.abs(n));
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** "Rp 150.000" (plain space); negatives "-Rp 150.000". Free/"Gratis" labels are the UI's job. */
export function formatRupiah(n: number): string {
  if (!Number.isFinite(n)) return `Rp ${String(n)}`;
  const body = `Rp ${formatNumber(Math.abs(n))}`;
  return Math.round(Math.abs(n)) !== 0 && n < 0 ? `-${body}` : body;
}

function abbreviate(n: number, suffixes: readonly string[]): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < 1000) return String(n);
  // Tenths of the current unit, rounded half up; carry to the next unit when it reaches 1000.0.
  let unitIndex = 0;
  let unit = 1000;
  let tenths = Math.round(abs / (unit / 10));
  while (tenths >= 10000 && unitIndex < suffixes.length - 1) {
    unitIndex += 1;
    unit *= 1000;
    tenths = Math.round(abs / (unit / 10));
  }
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${sign}${whole}${decimal === 0 ? '' : `.${decimal}`}${suffixes[unitIndex]}`;
}

/**
 * Counts with K, M, B: one decimal rounded half up, ".0" trimmed, under 1000 unchanged.
 * 1500 -> "1.5K", 1000 -> "1K", 999949 -> "999.9K", 999950 -> "1M" (rounding carries to the next
 * unit, never "1000K"), 2500000000 -> "2.5B", beyond B stays in B ("1500B").
 */
export function abbreviateCount(n: number): string {
  return abbreviate(n, ['K', 'M', 'B']);
}

/**
 * The other count helper with lower-case k and m only: same rounding as abbreviateCount, and
 * billions are shown as thousands of m without separators (1500000000 -> "1500m").
 */
export function abbreviateCountLower(n: number): string {
  return abbreviate(n, ['k', 'm']);
}

type DateInput = Date | string | number;

function toDate(date: DateInput): Date | null {
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The BCP 47 tag a locale formats with (Intl, a PDF's language): en-GB and id-ID. */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : 'id-ID';
}

/**
 * One formatter per locale, made on first use: building an Intl.DateTimeFormat costs far more than
 * formatting with it (a card list hydrating on a phone spent 130 ms of its 4x-throttled CPU here).
 */
const longFormats = new Map<Locale, Intl.DateTimeFormat>();

function parts(d: Date, locale: Locale): Record<string, string> {
  let fmt = longFormats.get(locale);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: DISPLAY_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    longFormats.set(locale, fmt);
  }
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(d)) out[p.type] = p.value;
  return out;
}

/**
 * Long date in Jakarta time: "21 November 2026"; "21 Agustus 2026" (id) / "21 August 2026" (en).
 * Day without leading zero. Invalid dates give "".
 */
export function formatDateLong(date: DateInput, locale: Locale = 'id'): string {
  const d = toDate(date);
  if (!d) return '';
  const p = parts(d, locale);
  return `${Number(p.day)} ${p.month} ${p.year}`;
}

/**
 * Long date plus Jakarta time: "21 November 2026 14.30 WIB" (id, dot separator) and
 * "21 November 2026 14:30 WIB" (en, colon separator). 24-hour clock. Invalid dates give "".
 */
export function formatDateTimeLong(date: DateInput, locale: Locale = 'id'): string {
  const d = toDate(date);
  if (!d) return '';
  const p = parts(d, locale);
  const sep = locale === 'en' ? ':' : '.';
  return `${Number(p.day)} ${p.month} ${p.year} ${p.hour}${sep}${p.minute} WIB`;
}

/** Jakarta clock time: "19.00" (id) and "19:00" (en), 24-hour. Invalid dates give "". */
export function formatClock(date: DateInput, locale: Locale = 'id'): string {
  const d = toDate(date);
  if (!d) return '';
  const p = parts(d, locale);
  return `${p.hour}${locale === 'en' ? ':' : '.'}${p.minute}`;
}

/** Jakarta time of day: "14.30 WIB" (id) and "14:30 WIB" (en); a chat message's time. Invalid dates give "". */
export function formatTimeShort(date: DateInput, locale: Locale = 'id'): string {
  const clock = formatClock(date, locale);
  return clock && `${clock} WIB`;
}

/** Year, month, day of an instant as seen in Jakarta. */
let ymdFormat: Intl.DateTimeFormat | undefined;

export function jakartaYmd(now: Date): { year: number; month: number; day: number } {
  const fmt = (ymdFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }));
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(now)) out[p.type] = p.value;
  return { year: Number(out.year), month: Number(out.month), day: Number(out.day) };
}

/**
 * Parses "DD-MM-YYYY" or "DD/MM/YYYY" (one or two digit day and month, four digit year, one
 * separator kind). Returns null for anything else or for a day that does not exist (31-02-2026).
 */
export function parseDmy(dmy: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/.exec(dmy.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[3]);
  const year = Number(m[4]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

/**
 * Spec 4: "whether a day-month-year date is after the start of today". The date stands for
 * 00:00 of that day and "today" is the Jakarta calendar day of `now`, so the check compares whole
 * days: today itself is NOT after the start of today (it is equal), tomorrow and later are,
 * yesterday and earlier are not. Invalid input -> false.
 */
export function isAfterStartOfToday(dmy: string, now: Date = new Date()): boolean {
  if (typeof dmy !== 'string') return false;
  const date = parseDmy(dmy);
  if (!date || Number.isNaN(now.getTime())) return false;
  const today = jakartaYmd(now);
  const a = date.year * 10000 + date.month * 100 + date.day;
  const b = today.year * 10000 + today.month * 100 + today.day;
  return a > b;
}

export type MonthBadgeColor = 'yellow' | 'teal' | 'red' | 'grey';

/** Spec 4 month badge: months 1-7 yellow, 8-9 teal, 10-11 red, anything else (12, 0, 13, 7.5) grey. */
export function monthBadgeColor(month: number): MonthBadgeColor {
  if (!Number.isInteger(month)) return 'grey';
  if (month >= 1 && month <= 7) return 'yellow';
  if (month === 8 || month === 9) return 'teal';
  if (month === 10 || month === 11) return 'red';
  return 'grey';
}

/**
 * Duration from minutes: "1j 30m" (id: jam/menit) and "1h 30m" (en). Minutes are rounded to
 * the nearest whole minute; zero parts are left out ("2j", "45m"); 0 -> "0m".
 * Negative or non-finite minutes throw RangeError.
 */
export function durationLabel(minutes: number, locale: Locale = 'id'): string {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`minutes must be a non-negative number, got ${String(minutes)}`);
  }
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const hourSuffix = locale === 'en' ? 'h' : 'j';
  const out: string[] = [];
  if (h > 0) out.push(`${h}${hourSuffix}`);
  if (m > 0 || h === 0) out.push(`${m}m`);
  return out.join(' ');
}

/**
 * A file size in decimal units as the upload limits are written (200 MB = 200,000,000 bytes):
 * "356 KB", "1.5 MB" (en) / "1,5 MB" (id), one decimal from MB up; bytes under 1 KB as "512 B".
 */
export function formatFileSize(bytes: number, locale: Locale = 'id'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const [value, unit] = bytes < 1_000_000_000 ? [bytes / 1_000_000, 'MB'] : [bytes / 1_000_000_000, 'GB'];
  const text = (Math.round(value * 10) / 10).toFixed(value >= 100 ? 0 : 1).replace(/\.0$/, '');
  return `${locale === 'en' ? text : text.replace('.', ',')} ${unit}`;
}
