import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { StoreProvider } from '../../stores/context';
import type { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import HeaderBell from './HeaderBell';
import { notificationsOf } from './store';

async function render(store: RootStore, lang: 'en' | 'id') {
  const i18n = await initI18n(lang);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HeaderBell />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

const labelOf = (html: string) => /<a[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
const badgeOf = (html: string) => /data-testid="header-bell-count"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
const row = (id: number) => ({ id, type: 'points_earned', title: 't', body: 'b', route: null, read: false, createdAt: '2026-11-27T00:00:00.000Z' });

describe('the header bell', () => {
  it('shows the unread count with its accessible name in both languages, follows a live row, caps at 99+', async () => {
    let unread = 3;
    const { store } = testRoot(() => ok({ unread }), memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }));
    await store.boot();
    let html = await render(store, 'en');
    expect([labelOf(html), badgeOf(html)]).toEqual(['Notifications', null]);
    await notificationsOf(store).loadUnread();
    html = await render(store, 'en');
    expect([labelOf(html), badgeOf(html)]).toEqual(['Notifications, 3 unread', '3']);
    html = await render(store, 'id');
    expect([labelOf(html), badgeOf(html)]).toEqual(['Notifikasi, 3 belum dibaca', '3']);
    notificationsOf(store).arrived({ payload: row(11) });
    expect(badgeOf(await render(store, 'en'))).toBe('4');
    unread = 100;
    await notificationsOf(store).loadUnread();
    html = await render(store, 'en');
    expect([labelOf(html), badgeOf(html)]).toEqual(['Notifications, 100 unread', '99+']);
    store.session.clear();
    expect(badgeOf(await render(store, 'en'))).toBeNull();
    store.dispose();
  });
});
