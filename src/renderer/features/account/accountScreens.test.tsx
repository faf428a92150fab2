import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import SignInPage from '../auth/SignInPage';
import SignUpPage from '../auth/SignUpPage';
import ForgotPasswordPage from '../auth/ForgotPasswordPage';
import ResetPasswordPage from '../auth/ResetPasswordPage';
import EditProfilePage from './EditProfilePage';
import EditAccountPage from './EditAccountPage';
import DeleteAccountPage from './DeleteAccountPage';

const PROFILE = {
  id: 7,
  fullName: 'Dewi Lestari',
  email: 'dewi@example.com',
  phone: '+6281234567890',
  avatarUrl: '/files/avatars/7/a.png',
  gender: 'female',
  birthDate: '2001-02-28',
  city: 'Bandung',
  bio: 'Analis data.',
  emailVerified: true,
  phoneVerified: false,
  hasPassword: true,
  linkedAccounts: { google: false, apple: false },
  campusProfile: {
    campusUuid: '9c8fb3ab-ea40-5336-b4ad-f73bcc72b5a0',
    campusName: 'Universitas Gadjah Mada',
    facultyId: 3,
    facultyName: 'Fakultas Teknik',
    majorId: 9,
    majorName: 'Teknik Sipil',
    studentNumber: '21/123',
    entryYear: 2021,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function render(Page: ComponentType, url: string, { signedIn = false, locale = 'id' as 'id' | 'en' } = {}) {
  const { adapter } = scriptedAdapter(() => ok(PROFILE));
  const mem = memoryPlatform(signedIn ? { accessToken: 'AT', refreshToken: 'RT' } : null);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  await store.boot();
  if (signedIn) await store.profile.load();
  const i18n = initI18n(locale);
  await i18n.changeLanguage(locale);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Page />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

/** A raw i18n key in the output means a missing translation. */
const RAW_KEY = /\b(?:auth|signin|signup|forgot|reset|validation|accountNav|profile|changePassword|deleteAccount)\.[a-zA-Z]+/;

describe('account screens render in both languages', () => {
  const cases: Array<[string, ComponentType, string, boolean, string, string]> = [
    ['sign-in', SignInPage, '/signin?from=%2Fuser%2Fedit-profile', false, 'Masuk ke Belajar', 'Sign in to Belajar'],
    ['sign-up', SignUpPage, '/signup', false, 'Buat akun Belajar', 'Create your Belajar account'],
    ['forgot password', ForgotPasswordPage, '/forgot-password', false, 'Lupa kata sandi?', 'Forgot your password?'],
    ['reset password', ResetPasswordPage, '/reset-password?email=dewi%40example.com', false, 'Buat kata sandi baru', 'Set a new password'],
    ['edit profile', EditProfilePage, '/user/edit-profile', true, 'Ubah profil', 'Edit profile'],
    ['change password', EditAccountPage, '/user/edit-account', true, 'Ubah kata sandi', 'Change password'],
    ['delete account', DeleteAccountPage, '/user/delete-account', true, 'Hapus akun', 'Delete account'],
  ];
  for (const [name, Page, url, signedIn, titleId, titleEn] of cases) {
    it(name, async () => {
      const id = await render(Page, url, { signedIn, locale: 'id' });
      expect(id).toContain(titleId);
      expect(id).not.toMatch(RAW_KEY);
      const english = await render(Page, url, { signedIn, locale: 'en' });
      expect(english).toContain(titleEn);
      expect(english).not.toMatch(RAW_KEY);
    });
  }

  it('the profile page shows the saved values, the avatar and the campus', async () => {
    const html = await render(EditProfilePage, '/user/edit-profile', { signedIn: true });
    for (const text of ['Dewi Lestari', 'Bandung', 'Analis data.', '2001-02-28', '/files/avatars/7/a.png', 'Universitas Gadjah Mada', 'Fakultas Teknik', 'Teknik Sipil', '21/123', '2021']) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('accept="image/*"');
  });

  it('the code inputs are numeric one-time-code fields', async () => {
    const html = await render(ResetPasswordPage, '/reset-password?email=dewi%40example.com');
    expect(html.toLowerCase()).toContain('inputmode="numeric"');
    expect(html.toLowerCase()).toContain('autocomplete="one-time-code"');
  });

  it('a signed-in visit to /signin goes straight to `from`', async () => {
    const html = await render(SignInPage, '/signin?from=%2Fuser%2Fedit-profile', { signedIn: true });
    expect(html).not.toContain('Masuk ke Belajar');
  });
});

describe('every translation key used by the account screens exists', () => {
  it('t("…") literals in features/auth and features/account are in en.json', () => {
    const files = ['../auth', '.'].flatMap((dir) => {
      const abs = path.resolve(__dirname, dir);
      return fs
        .readdirSync(abs)
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.tsx'))
        .map((f) => path.join(abs, f));
    });
    const has = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'|i18nKey="([\w.]+)"/g)) {
        const key = m[1] ?? m[2];
        if (!key.includes('.')) continue;
        checked += 1;
        if (!has(key)) missing.push(`${path.basename(file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});
