import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_MAX_AGE_MS } from '../../common/constants';
import type { PushConfig } from '../../common/contract/notifications';
import { createWebPush, foregroundPush, type MessagePayloadLike, type WebPushDeps } from './webPush';
import type { CookieStore } from './types';

/** The spec's push-token rules (5, 8, 9) with a fake messaging module: no push service is reachable here. */
const FIREBASE = { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'BVapid' };
const DAY = 24 * 3600_000;

function setup(options: { permission?: NotificationPermission; answer?: NotificationPermission; enabled?: boolean; kind?: 'web' | 'desktop'; getToken?: () => Promise<string> } = {}) {
  const calls: string[] = [];
  const logs: string[] = [];
  const jar = new Map<string, string>();
  const cookies: CookieStore = {
    get: (n) => jar.get(n) ?? null,
    set: (n, v) => void jar.set(n, v),
    remove: (n) => void jar.delete(n),
  };
  let now = new Date('2026-11-27T08:00:00Z');
  let permission: NotificationPermission = options.permission ?? 'default';
  let onMessage: ((p: MessagePayloadLike) => void) | null = null;
  let issued = 0;
  const config: PushConfig = options.enabled === false ? { enabled: false, firebase: null } : { enabled: true, firebase: FIREBASE };
  const deps: WebPushDeps = {
    kind: options.kind ?? 'web',
    pushConfig: async () => (calls.push('pushConfig'), config),
    register: async (token) => void calls.push(`register:${token}`),
    remove: async (token) => void calls.push(`remove:${token}`),
    cookies,
    loadMessaging: async (c) => {
      calls.push(`load:${c.projectId}`);
      return {
        getToken: async (o) => {
          calls.push(`getToken:${o.vapidKey}`);
          return options.getToken ? options.getToken() : `fcm-${++issued}`;
        },
        deleteToken: async () => (calls.push('deleteToken'), true),
        onMessage: (l) => {
          onMessage = l;
          return () => (onMessage = null);
        },
      };
    },
    browser: {
      serviceWorker: { register: async (url) => (calls.push(`sw:${String(url)}`), {} as ServiceWorkerRegistration) },
      hasPushManager: true,
      notification: {
        get permission() {
          return permission;
        },
        requestPermission: async () => {
          calls.push('prompt');
          permission = options.answer ?? 'granted';
          return permission;
        },
      },
    },
    now: () => now,
    log: (m) => void logs.push(m),
  };
  return {
    push: createWebPush(deps),
    calls,
    logs,
    jar,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    emit: (p: MessagePayloadLike) => onMessage?.(p),
    hasListener: () => onMessage !== null,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web push on the client', () => {
  it('asks for the token only after permission is granted, sends it and keeps it in the fcmToken cookie with its time', async () => {
    const t = setup();
    expect(t.push.permission()).toBe('default');
    expect(await t.push.enable()).toBe('fcm-1');
    expect(t.calls).toEqual(['pushConfig', 'prompt', 'load:p', 'sw:/firebase-messaging-sw.js', 'getToken:BVapid', 'register:fcm-1']);
    expect(JSON.parse(t.jar.get('fcmToken')!)).toEqual({ token: 'fcm-1', at: new Date('2026-11-27T08:00:00Z').getTime() });
    expect(t.push.permission()).toBe('granted');
  });

  it('returns an empty string and logs when permission is denied or dismissed, without asking FCM', async () => {
    for (const answer of ['denied', 'default'] as const) {
      const t = setup({ answer });
      expect(await t.push.enable()).toBe('');
      expect(t.calls).toEqual(['pushConfig', 'prompt']);
      expect(t.logs).toEqual([answer === 'denied' ? '[push] notification permission denied' : '[push] notification permission dismissed']);
      expect(t.jar.has('fcmToken')).toBe(false);
    }
    // Already denied: no prompt at all.
    const blocked = setup({ permission: 'denied' });
    expect(await blocked.push.enable()).toBe('');
    expect(blocked.calls).not.toContain('prompt');
  });

  it('returns an empty string and logs when getToken fails', async () => {
    const t = setup({ permission: 'granted', getToken: () => Promise.reject(new Error('messaging/token-subscribe-failed')) });
    expect(await t.push.enable()).toBe('');
    expect(t.logs).toEqual(['[push] the push token could not be obtained']);
    expect(t.calls.some((c) => c.startsWith('register:'))).toBe(false);
  });

  it('refreshes the token after 7 days only, never asking for permission', async () => {
    const t = setup({ permission: 'granted' });
    await t.push.enable();
    t.calls.length = 0;
    t.advance(6 * DAY);
    expect(await t.push.refreshIfDue()).toBe('fcm-1');
    expect(t.calls).toEqual([]);
    t.advance(2 * DAY);
    expect(await t.push.refreshIfDue()).toBe('fcm-2');
    expect(t.calls).toEqual(['sw:/firebase-messaging-sw.js', 'getToken:BVapid', 'register:fcm-2']);
    expect(JSON.parse(t.jar.get('fcmToken')!).at).toBe(new Date('2026-11-27T08:00:00Z').getTime() + 8 * DAY);
    expect(8 * DAY).toBeGreaterThan(PUSH_TOKEN_MAX_AGE_MS);

    // Permission not granted: nothing at all, not even the prompt.
    const fresh = setup();
    expect(await fresh.push.refreshIfDue()).toBe('');
    expect(fresh.calls).toEqual([]);
  });

  it('fetches a token at start when permission is granted but none is stored', async () => {
    const t = setup({ permission: 'granted' });
    expect(await t.push.refreshIfDue()).toBe('fcm-1');
    expect(t.calls).toContain('register:fcm-1');
  });

  it('removes the server token, the cookie and the FCM token at sign-out', async () => {
    const t = setup({ permission: 'granted' });
    await t.push.enable();
    await t.push.disable();
    expect(t.calls.slice(-2)).toEqual(['remove:fcm-1', 'deleteToken']);
    expect(t.jar.has('fcmToken')).toBe(false);
  });

  it('is unavailable on the desktop app and when the server has push off', async () => {
    const desktop = setup({ kind: 'desktop', permission: 'granted' });
    expect(await desktop.push.available()).toBe(false);
    expect(desktop.push.permission()).toBe('unsupported');
    expect(await desktop.push.enable()).toBe('');
    const off = setup({ enabled: false });
    expect(await off.push.available()).toBe(false);
    expect(await off.push.enable()).toBe('');
    expect(off.calls).toEqual(['pushConfig']);
  });

  it('maps foreground messages to the toast’s shape, and stops on unsubscribe', async () => {
    const t = setup({ permission: 'granted' });
    const seen: unknown[] = [];
    const stop = t.push.onForeground((m) => seen.push(m));
    await flush();
    await flush();
    t.emit({ notification: { title: 'Pembayaran berhasil', body: 'INV/1' }, data: { notificationId: '42', type: 'payment_paid', route: '/payment/12' } });
    t.emit({ notification: { title: 'not ours' }, data: {} });
    expect(seen).toEqual([{ notificationId: 42, title: 'Pembayaran berhasil', body: 'INV/1', route: '/payment/12' }]);
    stop();
    expect(t.hasListener()).toBe(false);
    expect(foregroundPush({ data: { notificationId: '7', route: '' } })).toEqual({ notificationId: 7, title: '', body: '', route: null });
  });
});
