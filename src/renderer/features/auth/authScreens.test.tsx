import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderScreen } from '../../testing/renderScreen';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

/** A raw i18n key in the output means a missing translation. */
const RAW_KEY = /\b(?:auth|signin|signup|forgot|reset|validation|form)\.[a-zA-Z]+/;

describe('sign-in screens render in both languages', () => {
  const cases: Array<[string, ComponentType, string, string, string]> = [
    ['sign-in', SignInPage, '/signin?from=%2Fuser%2Fedit-profile', 'Masuk ke Belajar', 'Sign in to Belajar'],
    ['sign-up', SignUpPage, '/signup', 'Buat akun Belajar', 'Create your Belajar account'],
    ['forgot password', ForgotPasswordPage, '/forgot-password', 'Lupa kata sandi?', 'Forgot your password?'],
    ['reset password', ResetPasswordPage, '/reset-password?email=dewi%40example.com', 'Buat kata sandi baru', 'Set a new password'],
  ];
  for (const [name, Page, url, titleId, titleEn] of cases) {
    it(name, async () => {
      const id = await renderScreen(Page, url, { locale: 'id' });
      expect(id).toContain(titleId);
      expect(id).not.toMatch(RAW_KEY);
      const english = await renderScreen(Page, url, { locale: 'en' });
      expect(english).toContain(titleEn);
      expect(english).not.toMatch(RAW_KEY);
    });
  }

  it('the code inputs are numeric one-time-code fields', async () => {
    const html = await renderScreen(ResetPasswordPage, '/reset-password?email=dewi%40example.com');
    expect(html.toLowerCase()).toContain('inputmode="numeric"');
    expect(html.toLowerCase()).toContain('autocomplete="one-time-code"');
  });

  it('a signed-in visit to /signin goes straight to `from`', async () => {
    const html = await renderScreen(SignInPage, '/signin?from=%2Fuser%2Fedit-profile', { signedIn: true });
    expect(html).not.toContain('Masuk ke Belajar');
  });
});
