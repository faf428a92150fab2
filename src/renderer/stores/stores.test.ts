import { describe, expect, it } from 'vitest';
import { RootStore } from './RootStore';
import { UiStore } from './UiStore';
import { normaliseMenus } from './menu';
import { memoryPlatform } from './testPlatform';
import { scriptedAdapter, ok, fail, type Scripted, type RecordedCall } from '../api/testAdapter';
import type { SessionTokens } from '../../common/bridge';
import { must } from '../../common/must';

const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;

function root(handler: (c: RecordedCall, i: number) => Scripted, tokens: SessionTokens | null = null) {
  const mem = memoryPlatform(tokens);
  const { adapter, calls } = scriptedAdapter(handler);
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const store = new RootStore({
    platform: mem.platform,
    adapter,
    baseURL: () => '',
    userAgent: () => 'test',
    reload: () => undefined,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
  });
  return { store, calls, timers, mem };
}

describe('UiStore', () => {
  it('queues toasts with the shell timeout and drains them', () => {
    const ui = new UiStore();
    ui.success('Saved');
    ui.error('Oops');
    ui.warning('Careful');
    ui.info('Push', { withLogo: true, title: 'Belajar' });
    const taken = ui.takeToasts();
    expect(taken.map((t) => [t.variant, t.message, t.timeoutMs])).toEqual([
      ['success', 'Saved', 3000],
      ['error', 'Oops', 3000],
      ['warning', 'Careful', 3000],
      ['info', 'Push', 3000],
    ]);
    expect(must(taken[3], 'the fourth toast').withLogo).toBe(true);
    expect(ui.toasts).toEqual([]);
  });

  it('counts progress tasks; ending twice is harmless', () => {
    const ui = new UiStore();
    const end1 = ui.beginProgress();
    const end2 = ui.beginProgress();
    expect(ui.showProgress).toBe(true);
    end1();
    end1();
    expect(ui.showProgress).toBe(true);
    end2();
    expect(ui.showProgress).toBe(false);
  });
});

describe('RootStore', () => {
  it('maintenance on → flag set and re-check scheduled every 15000 ms until off', async () => {
    let on = true;
    const { store, calls, timers } = root(() => ok({ isMaintenance: on }));
    expect(await store.checkMaintenance()).toBe(true);
    expect(store.ui.maintenance).toBe(true);
    const check = must(calls[0], 'the maintenance call');
    expect(check.url).toBe('/web/v2/settings/maintenance');
    expect(check.headers.authorization).toBe(BASIC);
    expect(timers).toHaveLength(1);
    const recheck = must(timers[0], 'the re-check timer');
    expect(recheck.ms).toBe(15000);
    on = false;
    recheck.fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.ui.maintenance).toBe(false);
    expect(timers).toHaveLength(1);
  });

  it('a failed maintenance check counts as off', async () => {
    const { store, timers } = root(() => ({ fail: 'network' }));
    expect(await store.checkMaintenance()).toBe(false);
    expect(store.ui.maintenance).toBe(false);
    expect(store.ui.maintenanceChecked).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it('menus: v1/v2 from master/menus, header menu from the student API', async () => {
    const { store, calls } = root((c) => (c.url.includes('student-api') ? ok([{ name: 'Prakerja', url: '/prakerja' }]) : ok([{ title: 'Webinar', url: 'webinars' }])));
    await store.menu.loadV1();
    await store.menu.loadV2();
    await store.menu.loadHeaderMenu();
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/web/v2/master/menus', { version: 1 }],
      ['/web/v2/master/menus', { version: 2 }],
      ['/student-api/v1/Master/headerMenu', undefined],
    ]);
    expect(store.menu.v2.data?.[0]).toMatchObject({ label: 'Webinar', href: '/webinars', external: false });
    expect(store.menu.headerMenu.data?.[0]).toMatchObject({ label: 'Prakerja', href: '/prakerja' });
  });

  it('a language change reloads loaded menus with the new language header', async () => {
    const { store, calls } = root(() => ok([]));
    await store.menu.loadV2();
    store.settings.setLocale('en');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.headers.language)).toEqual(['id', 'en']);
    expect(store.platform.locale.get()).toBe('en');
  });

  it('signOut posts auth/logout with the bearer, then clears session and cdpLogo', async () => {
    const { store, calls, mem } = root(() => ok(null), { accessToken: 'AT', refreshToken: 'RT' });
    mem.cookies.set('cdpLogo', 'x');
    await store.boot();
    expect(store.session.isSignedIn).toBe(true);
    await store.signOut();
    expect(calls[0]).toMatchObject({ url: '/web/v2/auth/logout', method: 'POST' });
    expect(must(calls[0], 'the logout call').headers.authorization).toBe('Bearer AT');
    expect(store.session.isSignedIn).toBe(false);
    expect(mem.cookies.has('cdpLogo')).toBe(false);
  });

  it('the API refresh flow updates the session store and persists it', async () => {
    const { store, mem } = root(
      (c) => {
        if (c.url.endsWith('auth/refresh-token')) return ok({ accessToken: { token: 'NEW' }, refreshToken: 'R2' });
        return c.headers.authorization === 'Bearer NEW' ? ok({ id: 1 }) : fail(401, 'expired');
      },
      { accessToken: 'OLD', refreshToken: 'R1' },
    );
    await store.boot();
    expect(await store.api.get('/web/v2/students/my-profile', { credential: 'authenticated' })).toEqual({ id: 1 });
    await store.session.flush();
    expect(mem.stored()).toEqual({ accessToken: 'NEW', refreshToken: 'R2' });
  });
});

describe('normaliseMenus', () => {
  it('accepts common field variants and nests children', () => {
    const menus = normaliseMenus({
      menus: [{ id: 1, title: 'Kategori', subMenus: [{ id: 2, name: 'Bisnis', link: '/bisnis-keuangan' }] }, { id: 3, label: 'Blog', href: 'https://blog.example.test' }, { id: 4 }, null],
    });
    expect(menus).toEqual([
      {
        id: 'm.1',
        label: 'Kategori',
        href: '',
        external: false,
        children: [{ id: 'm.1.2', label: 'Bisnis', href: '/bisnis-keuangan', external: false, children: [] }],
      },
      { id: 'm.3', label: 'Blog', href: 'https://blog.example.test', external: true, children: [] },
    ]);
    expect(normaliseMenus(null)).toEqual([]);
  });
});
