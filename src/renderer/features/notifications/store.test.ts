import { describe, expect, it } from 'vitest';
import { badgeText } from '../../../common/notifications';
import type { NotificationView } from '../../../common/contract/notifications';
import { ok } from '../../api/testAdapter';
import type { LiveEvents, LiveMessage } from '../../api/liveEvents';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import type { ForegroundPush } from '../../platform/webPush';
import { NotificationsStore, RecentIds, shouldNotifyNatively, windowAway, type NativeNotifier, type PushControls } from './store';
import { notificationsLoader } from './loaders';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const row = (id: number, over: Partial<NotificationView> = {}): NotificationView => ({
  id,
  type: 'payment_paid',
  title: `Payment ${id} received`,
  body: 'Your class is ready.',
  route: `/transaction/${id}`,
  read: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

/** A live stream the test drives: `emit` a row, `reopen` the stream. */
function fakeLive() {
  const handlers = new Set<(m: LiveMessage) => void>();
  const opens = new Set<() => void>();
  const live = {
    on(topic: string, h: (m: LiveMessage) => void, onOpen?: () => void) {
      expect(topic).toBe('notification');
      handlers.add(h);
      if (onOpen) opens.add(onOpen);
      return () => {
        handlers.delete(h);
        if (onOpen) opens.delete(onOpen);
      };
    },
  } as unknown as LiveEvents;
  return {
    live,
    emit: (v: NotificationView) => handlers.forEach((h) => h({ id: v.id, topic: 'notification', payload: v, at: v.createdAt })),
    reopen: () => opens.forEach((o) => o()),
    listeners: () => handlers.size,
  };
}

function fakePush(state: { token: string; permission: NotificationPermission }) {
  let listener: ((m: ForegroundPush) => void) | null = null;
  const push: PushControls = {
    available: async () => true,
    permission: () => state.permission,
    enable: async () => state.token,
    onForeground: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  return { push, foreground: (m: ForegroundPush) => listener?.(m) };
}

/** A store on a scripted server: the unread count is `server.unread`; list pages come from `server.rows`. */
function setup(opts: { push?: PushControls; signed?: boolean; native?: NativeNotifier; policy?: Record<string, unknown> } = {}) {
  const server = { unread: 0, rows: [] as NotificationView[], policy: opts.policy ?? {} };
  const { store: root, calls } = testRoot(
    (c) => {
      if (c.url.endsWith('/unread-count')) return ok({ unread: server.unread });
      if (c.url.endsWith('/mark-read')) return ok({ unread: (server.unread = 0) });
      if (c.url.endsWith('/policy')) return ok(server.policy);
      const page = (c.params as { page: number }).page;
      const items = server.rows.slice((page - 1) * 12, page * 12);
      return ok({ items, page, pageSize: 12, totalItems: server.rows.length, totalPages: Math.ceil(server.rows.length / 12), unread: server.unread });
    },
    opts.signed === false ? memoryPlatform(null) : signedIn(),
  );
  const live = fakeLive();
  const opened: string[] = [];
  const store = new NotificationsStore({ client: root.client, session: root.session, live: live.live, ui: root.ui, locale: () => 'en', push: () => opts.push, native: opts.native });
  return { root, store, calls, live, server, opened, watch: () => store.watch((r) => opened.push(r)) };
}

describe('notifications: the bell', () => {
  it('reads the count when the stream opens, counts each live row once, and reads again on reconnection', async () => {
    const { root, store, live, server, watch } = setup();
    await root.boot();
    server.unread = 2;
    watch();
    expect(live.listeners()).toBe(1);
    live.reopen();
    await new Promise((r) => setTimeout(r));
    expect(store.unread).toBe(2);
    live.emit(row(7));
    live.emit(row(7)); // the same row again (a resumed stream): not counted twice
    expect(store.unread).toBe(3);
    expect(badgeText(store.unread!)).toBe('3');
    // While disconnected rows were made: the reconnection's re-read is the truth.
    server.unread = 120;
    live.reopen();
    await new Promise((r) => setTimeout(r));
    expect(badgeText(store.unread!)).toBe('99+');
  });

  it('marks read with the answered count; signing out clears it all and stops listening', async () => {
    const { root, store, live, server, watch, calls } = setup();
    await root.boot();
    server.rows = [row(2), row(1)];
    server.unread = 2;
    const stop = watch();
    await store.load();
    expect(store.items.map((n) => n.id)).toEqual([2, 1]);
    await store.markRead([2]);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/web/v2/notifications/mark-read', data: { ids: [2] } });
    expect(store.unread).toBe(0);
    expect(store.items.find((n) => n.id === 2)?.read).toBe(true);
    root.session.clear();
    expect(store.unread).toBeNull();
    expect(store.items).toEqual([]);
    expect(live.listeners()).toBe(0);
    stop();
  });
});

describe('notifications: the list', () => {
  it('puts a live row first in a loaded list of its kind, not in another kind’s', async () => {
    const { root, store, live, server, watch } = setup();
    await root.boot();
    server.rows = [row(1, { read: true })];
    watch();
    await store.load();
    live.emit(row(2));
    expect(store.items.map((n) => n.id)).toEqual([2, 1]);
    await store.load('points_earned');
    live.emit(row(3));
    expect(store.items.map((n) => n.id)).not.toContain(3);
  });

  it('load more skips rows already listed (live rows shift the pages)', async () => {
    const { root, store, server, live, watch } = setup();
    await root.boot();
    server.rows = Array.from({ length: 23 }, (_, i) => row(23 - i));
    watch();
    await store.load();
    live.emit(row(24));
    server.rows = [row(24), ...server.rows];
    await store.loadMore();
    const ids = store.items.map((n) => n.id);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    expect(store.hasMore).toBe(false);
  });

  it('the loader asks for the page with the type of the query, and nothing for a guest', async () => {
    const { root, calls } = setup();
    await root.boot();
    await notificationsLoader(root, loaderArgs({}, 'type=certificate_issued'));
    expect(calls.map((c) => [c.url, c.params ?? null])).toEqual([
      ['/web/v2/notifications', { page: 1, pageSize: 12, type: 'certificate_issued' }],
      ['/web/v2/notifications/policy', null],
    ]);
    const guest = setup({ signed: false });
    await guest.root.boot();
    await notificationsLoader(guest.root, loaderArgs());
    expect(guest.calls).toHaveLength(0);
  });
});

describe('notifications: the foreground toast', () => {
  it('a push and the live row of one notification are one toast; another id is another toast', async () => {
    const fp = fakePush({ token: 't', permission: 'granted' });
    const { root, live, watch, opened } = setup({ push: fp.push });
    await root.boot();
    watch();
    fp.foreground({ notificationId: 9, title: 'Paid', body: 'Order 9 is paid', route: '/transaction/9' });
    live.emit(row(9));
    live.emit(row(10));
    const toasts = root.ui.takeToasts();
    expect(toasts.map((t) => [t.variant, t.title, t.withLogo, t.timeoutMs])).toEqual([
      ['info', 'Paid', true, 3000],
      ['info', 'Payment 10 received', true, 3000],
    ]);
    toasts[0]!.onClick!();
    expect(opened).toEqual(['/transaction/9']);
  });

  it('remembers a bounded number of ids', () => {
    const recent = new RecentIds(2);
    expect([recent.add(1), recent.add(1), recent.add(2), recent.add(3), recent.add(1)]).toEqual([true, false, true, true, true]);
  });
});

/** The desktop's native side: `away` is the window's state; shown and counts are recorded. */
function fakeNative(away = false) {
  const state = { away, shown: [] as string[], counts: [] as number[] };
  const native: NativeNotifier = {
    away: () => state.away,
    notify: async (title, _body, route) => (state.shown.push(`${title} -> ${route ?? ''}`), true),
    setUnread: (count) => void state.counts.push(count),
  };
  return { native, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fullPolicy = (off: string[] = []) => Object.fromEntries(['payment_paid', 'points_earned', 'comment_reply'].map((t) => [t, { push: !off.includes(t), email: true }]));

describe('notifications: native notifications on the desktop', () => {
  it('the rule: only away, only the first time, only a kind allowed to push', () => {
    expect(shouldNotifyNatively({ away: true, firstTime: true, pushAllowed: true })).toBe(true);
    expect(shouldNotifyNatively({ away: false, firstTime: true, pushAllowed: true })).toBe(false);
    expect(shouldNotifyNatively({ away: true, firstTime: false, pushAllowed: true })).toBe(false);
    expect(shouldNotifyNatively({ away: true, firstTime: true, pushAllowed: false })).toBe(false);
    expect(windowAway({ visibilityState: 'hidden', hasFocus: () => true })).toBe(true);
    expect(windowAway({ visibilityState: 'visible', hasFocus: () => false })).toBe(true);
    expect(windowAway({ visibilityState: 'visible', hasFocus: () => true })).toBe(false);
  });

  it('window focused: a live row is a toast only, and stays so when the stream delivers it again later while hidden', async () => {
    const n = fakeNative(false);
    const { root, live, watch } = setup({ native: n.native, policy: fullPolicy() });
    await root.boot();
    watch();
    live.emit(row(21));
    await settle();
    expect(root.ui.takeToasts()).toHaveLength(1);
    n.state.away = true;
    live.emit(row(21)); // the stream reconnected and resent it
    await settle();
    expect(n.state.shown).toEqual([]);
  });

  it('window hidden: a live row shows natively once with its route, however often it arrives', async () => {
    const n = fakeNative(true);
    const { root, live, watch } = setup({ native: n.native, policy: fullPolicy() });
    await root.boot();
    watch();
    live.emit(row(31));
    live.emit(row(31));
    await settle();
    live.emit(row(31));
    await settle();
    expect(n.state.shown).toEqual(['Payment 31 received -> /transaction/31']);
  });

  it('a kind the student switched off for push is not shown natively (the toast still is)', async () => {
    const n = fakeNative(true);
    const { root, live, watch } = setup({ native: n.native, policy: fullPolicy(['points_earned']) });
    await root.boot();
    watch();
    live.emit(row(41, { type: 'points_earned', route: '/user/point' }));
    live.emit(row(42));
    await settle();
    await settle();
    expect(n.state.shown).toEqual(['Payment 42 received -> /transaction/42']);
    expect(root.ui.takeToasts()).toHaveLength(2);
  });

  it('the tray follows the unread count; the website has no native side', async () => {
    const n = fakeNative(true);
    const { root, live, watch, server, store } = setup({ native: n.native, policy: fullPolicy() });
    server.unread = 3;
    await root.boot();
    watch();
    await store.loadUnread();
    live.emit(row(51));
    expect(n.state.counts).toEqual([0, 3, 4]);
    const web = setup({ policy: fullPolicy() });
    await web.root.boot();
    expect(await web.store.notifyNatively(row(52))).toBe(false);
  });
});

describe('notifications: browser notifications button', () => {
  it('never asks on load; a token is success, "" with a denial is "denied", "" otherwise a failure', async () => {
    const state = { token: '', permission: 'default' as NotificationPermission };
    const fp = fakePush(state);
    const { store } = setup({ push: fp.push });
    let asked = 0;
    const enable = fp.push.enable;
    fp.push.enable = () => (asked++, enable());
    expect(await store.checkPush()).toBe('default');
    expect(asked).toBe(0);
    expect(await store.enablePush()).toBe('failed'); // dismissed or the token failed
    state.permission = 'denied';
    expect(await store.enablePush()).toBe('denied');
    state.permission = 'granted';
    state.token = 'tok';
    expect(await store.enablePush()).toBe('enabled');
    expect(store.pushState).toBe('granted');
    expect(asked).toBe(3);
  });

  it('no push built in: the button is not offered', async () => {
    const { store } = setup();
    expect(await store.checkPush()).toBe('unavailable');
    expect(await store.enablePush()).toBeNull();
  });
});
