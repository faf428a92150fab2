/**
 * Form rules of the accounts screens, shared by the renderer and the server. Validators return an
 * error code (the renderer shows `validation.<code>` in the current language) or null when valid.
 *
 * normalizeEmail / normalizePhone / parseEmailOrPhone are the server's own address rules
 * (src/server/modules/auth/targets.ts): the client must never refuse what the server accepts, nor
 * send what it refuses. validation.test.ts checks both agree.
 */

/** New passwords: 8 to 128 characters (server schema), with at least one letter and one digit (client policy). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const OTP_LENGTH = 6;
export const CITY_MAX = 100;
export const BIO_MAX = 500;
export const STUDENT_NUMBER_MAX = 30;
/** Letters, digits, dot, slash, dash and space (the server's request schema uses the same pattern). */
export const STUDENT_NUMBER_PATTERN = '^[A-Za-z0-9./ -]*$';
export const ENTRY_YEAR_MIN = 1950;
export const ENTRY_YEAR_MAX = 2100;
export const EMAIL_MAX = 254;

export type ValidationCode =
  | 'required'
  | 'email'
  | 'phone'
  | 'emailOrPhone'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordWeak'
  | 'mismatch'
  | 'otp'
  | 'tooLong'
  | 'fullName'
  | 'terms'
  | 'studentNumber'
  | 'entryYear'
  | 'birthDate'
  | 'confirmWord';

export type Target = { channel: 'email'; value: string } | { channel: 'sms'; value: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Trimmed and lower-cased, or null when it is not an e-mail address. */
export function normalizeEmail(input: string): string | null {
  const value = input.trim().toLowerCase();
  return value.length <= EMAIL_MAX && EMAIL.test(value) ? value : null;
}

/**
 * E.164. Indonesian numbers may be written 08…, 628… or +628…; spaces, dashes, dots and brackets
 * are ignored. Other countries need the leading +. null when it is not a phone number.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s\-.()]/g, '');
  if (/^0\d+$/.test(digits)) digits = `+62${digits.slice(1)}`;
  else if (/^62\d+$/.test(digits)) digits = `+${digits}`;
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith('+62') && !/^\+628\d{7,11}$/.test(digits)) return null;
  return digits;
}

export function parseEmailOrPhone(input: string): Target | null {
  if (input.includes('@')) {
    const email = normalizeEmail(input);
    return email ? { channel: 'email', value: email } : null;
  }
  const phone = normalizePhone(input);
  return phone ? { channel: 'sms', value: phone } : null;
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

export function validateEmail(value: string): ValidationCode | null {
  if (blank(value)) return 'required';
  return normalizeEmail(value) ? null : 'email';
}

export function validatePhone(value: string): ValidationCode | null {
  if (blank(value)) return 'required';
  return normalizePhone(value) ? null : 'phone';
}

/** An e-mail address (has an @) or an Indonesian/international phone number. */
export function validateEmailOrPhone(value: string): ValidationCode | null {
  if (blank(value)) return 'required';
  if (value.includes('@')) return normalizeEmail(value) ? null : 'email';
  if (/[a-z]/i.test(value)) return 'emailOrPhone';
  return normalizePhone(value) ? null : 'phone';
}

/** The password typed to sign in: only required (the policy is not revealed at sign-in). */
export function validateSignInPassword(value: string): ValidationCode | null {
  if (!value) return 'required';
  return value.length > PASSWORD_MAX ? 'passwordLong' : null;
}

/** A new password: 8–128 characters with at least one letter and one digit. */
export function validateNewPassword(value: string): ValidationCode | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN) return 'passwordShort';
  if (value.length > PASSWORD_MAX) return 'passwordLong';
  if (!/\p{L}/u.test(value) || !/\p{N}/u.test(value)) return 'passwordWeak';
  return null;
}

export function validatePasswordConfirm(password: string, confirm: string): ValidationCode | null {
  if (!confirm) return 'required';
  return password === confirm ? null : 'mismatch';
}

/** Digits only, at most 6 (pasted "123 456" or "12-34-56" become "123456"). */
export function normalizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function validateOtp(value: string): ValidationCode | null {
  if (blank(value)) return 'required';
  return /^\d{6}$/.test(value.replace(/[\s-]/g, '')) ? null : 'otp';
}

export function validateFullName(value: string): ValidationCode | null {
  if (blank(value)) return 'required';
  if (value.trim().length > FULL_NAME_MAX) return 'tooLong';
  return /\p{L}/u.test(value) ? null : 'fullName';
}

export function validateMaxLength(value: string, max: number): ValidationCode | null {
  return value.trim().length > max ? 'tooLong' : null;
}

/** Optional; letters, digits, dot, slash, dash and space, at most 30 characters (server schema). */
export function validateStudentNumber(value: string): ValidationCode | null {
  if (blank(value)) return null;
  if (value.trim().length > STUDENT_NUMBER_MAX) return 'tooLong';
  return new RegExp(STUDENT_NUMBER_PATTERN).test(value.trim()) ? null : 'studentNumber';
}

/** Optional; a whole year from 1950 up to next year. */
export function validateEntryYear(value: string, now: Date = new Date()): ValidationCode | null {
  if (blank(value)) return null;
  if (!/^\d{4}$/.test(value.trim())) return 'entryYear';
  const year = Number(value.trim());
  const max = Math.min(ENTRY_YEAR_MAX, now.getFullYear() + 1);
  return year >= ENTRY_YEAR_MIN && year <= max ? null : 'entryYear';
}

/** Optional; a real calendar day (YYYY-MM-DD) from 1900 up to today. */
export function validateBirthDate(value: string, now: Date = new Date()): ValidationCode | null {
  if (blank(value)) return null;
  const v = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return 'birthDate';
  const date = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v) return 'birthDate';
  if (Number(v.slice(0, 4)) < 1900 || date.getTime() > now.getTime()) return 'birthDate';
  return null;
}

/** The word typed to confirm a destructive action, compared without case or surrounding spaces. */
export function validateConfirmWord(value: string, word: string): ValidationCode | null {
  if (blank(value)) return 'required';
  return value.trim().toLocaleUpperCase() === word.trim().toLocaleUpperCase() ? null : 'confirmWord';
}

/** Pages a sign-in must never return to (they would loop). */
const AUTH_PAGES = new Set(['/signin', '/signup', '/forgot-password', '/reset-password']);
const PROBE_ORIGIN = 'https://return.invalid';

/**
 * The in-app page to return to after signing in (`?from=`). Only same-site relative paths: must
 * start with a single '/', no '//' or '/\', no backslashes, whitespace or control characters
 * (browsers drop tabs and newlines, turning '/\t/evil.com' into '//evil.com'), and must resolve to
 * this origin. Sign-in pages themselves are refused. Anything else gives `fallback`.
 */
export function safeReturnPath(from: string | null | undefined, fallback = '/'): string {
  if (typeof from !== 'string' || from.length === 0 || from.length > 2048) return fallback;
  if (!from.startsWith('/') || from.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\s\u0000-\u001f\u007f]/.test(from)) return fallback;
  let url: URL;
  try {
    url = new URL(from, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.has(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
