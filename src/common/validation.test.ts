import { describe, expect, it } from 'vitest';
import {
  normalizeEmail,
  normalizeOtp,
  normalizePhone,
  safeReturnPath,
  validateBirthDate,
  validateConfirmWord,
  validateEmail,
  validateEmailOrPhone,
  validateEntryYear,
  validateFullName,
  validateNewPassword,
  validateOtp,
  validatePasswordConfirm,
  validatePhone,
  validateSignInPassword,
  validateStudentNumber,
} from './validation.js';

describe('address rules', () => {
  it('normalise Indonesian numbers to +62', () => {
    expect(normalizePhone('0812 3456 7890')).toBe('+6281234567890');
    expect(normalizePhone('6281234567890')).toBe('+6281234567890');
    expect(normalizePhone('+62 (812) 3456-7890')).toBe('+6281234567890');
    expect(normalizePhone('0212345678')).toBeNull(); // a landline is not a mobile number
    expect(normalizeEmail(' Dewi@Example.COM ')).toBe('dewi@example.com');
  });
});

describe('validators', () => {
  it('e-mail', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
    expect(validateEmail('dewi@')).toBe('email');
    expect(validateEmail('dewi@example.com')).toBeNull();
  });

  it('phone', () => {
    expect(validatePhone('')).toBe('required');
    expect(validatePhone('12345')).toBe('phone');
    expect(validatePhone('081234567890')).toBeNull();
    expect(validatePhone('+6281234567890')).toBeNull();
  });

  it('e-mail or phone', () => {
    expect(validateEmailOrPhone('')).toBe('required');
    expect(validateEmailOrPhone('dewi')).toBe('emailOrPhone');
    expect(validateEmailOrPhone('dewi@x')).toBe('email');
    expect(validateEmailOrPhone('0812')).toBe('phone');
    expect(validateEmailOrPhone('0812 3456 7890')).toBeNull();
    expect(validateEmailOrPhone('dewi@example.com')).toBeNull();
  });

  it('passwords', () => {
    expect(validateSignInPassword('')).toBe('required');
    expect(validateSignInPassword('x')).toBeNull();
    expect(validateSignInPassword('x'.repeat(129))).toBe('passwordLong');
    expect(validateNewPassword('')).toBe('required');
    expect(validateNewPassword('abc123')).toBe('passwordShort');
    expect(validateNewPassword('abcdefgh')).toBe('passwordWeak');
    expect(validateNewPassword('12345678')).toBe('passwordWeak');
    expect(validateNewPassword('abcd1234')).toBeNull();
    expect(validateNewPassword('kataSandi9')).toBeNull();
    expect(validateNewPassword(`a1${'x'.repeat(127)}`)).toBe('passwordLong');
    expect(validatePasswordConfirm('abcd1234', '')).toBe('required');
    expect(validatePasswordConfirm('abcd1234', 'abcd1235')).toBe('mismatch');
    expect(validatePasswordConfirm('abcd1234', 'abcd1234')).toBeNull();
  });

  it('one-time codes', () => {
    expect(normalizeOtp(' 12-34 56 78')).toBe('123456');
    expect(validateOtp('')).toBe('required');
    expect(validateOtp('12345')).toBe('otp');
    expect(validateOtp('12345a')).toBe('otp');
    expect(validateOtp('123456')).toBeNull();
  });

  it('names, campus fields and dates', () => {
    expect(validateFullName(' ')).toBe('required');
    expect(validateFullName('1234')).toBe('fullName');
    expect(validateFullName('x'.repeat(101))).toBe('tooLong');
    expect(validateFullName('Dewi Lestari')).toBeNull();
    expect(validateStudentNumber('')).toBeNull();
    expect(validateStudentNumber('2106-123/A.1')).toBeNull();
    expect(validateStudentNumber('21#06')).toBe('studentNumber');
    expect(validateStudentNumber('1'.repeat(31))).toBe('tooLong');
    const now = new Date('2026-06-01T00:00:00Z');
    expect(validateEntryYear('', now)).toBeNull();
    expect(validateEntryYear('2027', now)).toBeNull();
    expect(validateEntryYear('2028', now)).toBe('entryYear');
    expect(validateEntryYear('1949', now)).toBe('entryYear');
    expect(validateEntryYear('20a1', now)).toBe('entryYear');
    expect(validateBirthDate('', now)).toBeNull();
    expect(validateBirthDate('2001-02-30', now)).toBe('birthDate');
    expect(validateBirthDate('2030-01-01', now)).toBe('birthDate');
    expect(validateBirthDate('1899-12-31', now)).toBe('birthDate');
    expect(validateBirthDate('2001-02-28', now)).toBeNull();
    expect(validateConfirmWord(' hapus ', 'HAPUS')).toBeNull();
    expect(validateConfirmWord('hapu', 'HAPUS')).toBe('confirmWord');
    expect(validateConfirmWord('', 'HAPUS')).toBe('required');
  });
});

describe('safeReturnPath (open-redirect safe)', () => {
  it('keeps same-site relative paths with query and hash', () => {
    expect(safeReturnPath('/user/edit-profile')).toBe('/user/edit-profile');
    expect(safeReturnPath('/search?keyword=excel#top')).toBe('/search?keyword=excel#top');
    expect(safeReturnPath('/user/certificatequ')).toBe('/user/certificatequ');
  });

  it('refuses absolute, protocol-relative and disguised URLs', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /user',
      'javascript:alert(1)',
      'user/edit-profile',
      '/' + 'a'.repeat(2100),
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBe('/');
    }
  });

  it('never returns to a sign-in page (no loops) and honours the fallback', () => {
    expect(safeReturnPath('/signin?from=%2Fcart')).toBe('/');
    expect(safeReturnPath('/signup')).toBe('/');
    expect(safeReturnPath('/reset-password/')).toBe('/');
    expect(safeReturnPath('//evil', '/user')).toBe('/user');
  });
});
