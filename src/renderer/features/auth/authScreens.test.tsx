import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderScreen } from '../../testing/renderScreen';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { authOf } from '../../stores/AuthStore';
import type { SocialConfig } from './social';

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

  // Issue 25: a provider without a client id is hidden, not greyed out; with none, the "or" divider goes too.
  describe('Google and Apple sign-in show only when configured', () => {
    const withSocial = (config: SocialConfig) => ({ locale: 'en' as const, prepare: (store: Parameters<typeof authOf>[0]) => authOf(store).socialConfig.set(config) });
    const pages: Array<[string, ComponentType, string]> = [
      ['sign-in', SignInPage, '/signin'],
      ['sign-up', SignUpPage, '/signup'],
    ];
    for (const [name, Page, url] of pages) {
      it(`${name}: none configured, no buttons and no divider`, async () => {
        const html = await renderScreen(Page, url, withSocial({ google: null, apple: null }));
        expect(html).not.toContain('Continue with Google');
        expect(html).not.toContain('Continue with Apple');
        expect(html).not.toContain('social-buttons');
        expect(html).not.toContain('or continue with');
        expect(html).not.toMatch(/disabled[^>]*Google|Google[^<]*disabled/);
      });

      it(`${name}: only the configured provider, enabled, after the divider`, async () => {
        const html = await renderScreen(Page, url, withSocial({ google: 'gid.apps.googleusercontent.com', apple: null }));
        expect(html).toContain('aria-label="Continue with Google"');
        expect(html).not.toContain('Continue with Apple');
        expect(html).toContain('or continue with');
        expect(html.indexOf('or continue with')).toBeLessThan(html.indexOf('social-buttons'));
        const google = /<button[^>]*data-testid="social-google"[^>]*>/.exec(html)?.[0] ?? '';
        expect(google).not.toBe('');
        expect(google).not.toContain('disabled');
      });

      it(`${name}: both configured, both buttons`, async () => {
        const html = await renderScreen(Page, url, withSocial({ google: 'gid', apple: 'com.example.web' }));
        expect(html).toContain('data-testid="social-google"');
        expect(html).toContain('data-testid="social-apple"');
      });
    }
  });

  // Issue 25: the password form takes an e-mail address or a proven phone number, and says so.
  it('the password sign-in field asks for an e-mail or phone number in both languages', async () => {
    const id = await renderScreen(SignInPage, '/signin');
    expect(id).toContain('Email atau nomor HP');
    expect(id).toContain('Nomor HP (08… atau +62…) bisa dipakai jika sudah diverifikasi');
    const english = await renderScreen(SignInPage, '/signin', { locale: 'en' });
    expect(english).toContain('E-mail or phone number');
    expect(english).toContain('Phone numbers (08… or +62…) work once verified on the account');
    // A phone number must be typeable: the field is not an e-mail input.
    const input = /<input[^>]*name="email"[^>]*>/.exec(english)?.[0] ?? '';
    expect(input).not.toBe('');
    expect(input).not.toContain('type="email"');
    expect(input.toLowerCase()).toContain('autocomplete="username"');
  });

  it('a signed-in visit to /signin goes straight to `from`', async () => {
    const html = await renderScreen(SignInPage, '/signin?from=%2Fuser%2Fedit-profile', { signedIn: true });
    expect(html).not.toContain('Masuk ke Belajar');
  });
});
