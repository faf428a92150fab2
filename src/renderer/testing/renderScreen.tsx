/** Unit-test helper: a screen rendered to static HTML inside the app's providers. */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/context';
import { memoryPlatform } from '../stores/testPlatform';
import { scriptedAdapter, ok } from '../api/testAdapter';
import { initI18n } from '../i18n';
import { profileOf } from '../features/account/store';

export const PROFILE = {
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

/** Renders a screen to HTML with a booted store (signed in: with PROFILE), in `locale`; `prepare` fills the store first. */
export async function renderScreen(
  Page: ComponentType,
  url: string,
  { signedIn = false, locale = 'id' as 'id' | 'en', prepare }: { signedIn?: boolean; locale?: 'id' | 'en'; prepare?: (store: RootStore) => void } = {},
) {
  const { adapter } = scriptedAdapter(() => ok(PROFILE));
  const mem = memoryPlatform(signedIn ? { accessToken: 'AT', refreshToken: 'RT' } : null);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  await store.boot();
  if (signedIn) await profileOf(store).load();
  prepare?.(store);
  const i18n = await initI18n(locale, 'all');
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
