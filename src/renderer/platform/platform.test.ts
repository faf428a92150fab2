import { describe, expect, it, vi } from 'vitest';
import { createWebPlatform, readSessionCookie } from './web';
import { createDesktopPlatform } from './desktop';
import { parseCookies, serializeCookie, type CookieJar } from './cookies';
import type { DesktopBridge, SessionTokens } from '../../common/bridge';
import { must } from '../../common/must';

/** A browser-like cookie jar: honours Max-Age=0 deletion, records raw writes. */
function fakeJar() {
  const values = new Map<string, string>();
  const writes: string[] = [];
  const jar: CookieJar = {
    read: () => [...values].map(([k, v]) => `${k}=${v}`).join('; '),
    write: (cookie) => {
      writes.push(cookie);
      const [pair = '', ...attrs] = cookie.split('; '); // split always gives at least one part
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      if (attrs.some((a) => a === 'Max-Age=0')) values.delete(name);
      else values.set(name, pair.slice(i + 1));
    },
  };
  return { jar, writes, values };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('web platform', () => {
  it('stores the session in the auth cookie with the spec attributes', async () => {
    const { jar, writes } = fakeJar();
    const web = createWebPlatform({ cookieJar: jar, isSecure: () => false, storage: memoryStorage() });
    await web.session.set({ accessToken: 'A.B.C', refreshToken: 'R' });
    expect(writes[0]).toBe(`auth=${encodeURIComponent(JSON.stringify({ accessToken: { token: 'A.B.C' }, refreshToken: 'R' }))}; Max-Age=345600; Path=/; SameSite=Lax`);
    expect(await web.session.get()).toEqual({ accessToken: 'A.B.C', refreshToken: 'R' });
    await web.session.clear();
    expect(await web.session.get()).toBeNull();
    expect(writes[1]).toBe('auth=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('marks cookies Secure on https', async () => {
    const { jar, writes } = fakeJar();
    const web = createWebPlatform({ cookieJar: jar, isSecure: () => true, storage: null });
    await web.session.set({ accessToken: 'A', refreshToken: 'R' });
    expect(must(writes[0], 'the cookie write').split('; ')).toEqual(expect.arrayContaining(['Secure', 'SameSite=Lax']));
  });

  it('reads a malformed auth cookie as no session', () => {
    expect(readSessionCookie('not json')).toBeNull();
    expect(readSessionCookie(JSON.stringify({ accessToken: {} }))).toBeNull();
    expect(readSessionCookie(JSON.stringify({ accessToken: 'A', refreshToken: 'R' }))).toEqual({ accessToken: 'A', refreshToken: 'R' });
  });

  it('has cookie helpers (fcmToken, cdpLogo) and a stored locale', () => {
    const { jar } = fakeJar();
    const storage = memoryStorage();
    const web = createWebPlatform({ cookieJar: jar, isSecure: () => false, storage });
    web.cookies.set('fcmToken', 'tok en;=');
    web.cookies.set('cdpLogo', '/files/logo.png');
    expect(web.cookies.get('fcmToken')).toBe('tok en;=');
    web.cookies.remove('cdpLogo');
    expect(web.cookies.get('cdpLogo')).toBeNull();
    expect(web.locale.get()).toBe('id');
    web.locale.set('en');
    expect(storage.map.get('locale')).toBe('en');
    expect(web.locale.get()).toBe('en');
  });

  it('notifies only with permission, and reports clicks with the route', async () => {
    const created: Array<{ title: string; onclick?: () => void; close: () => void }> = [];
    class FakeNotification {
      static permission: NotificationPermission = 'denied';
      onclick?: () => void;
      close = vi.fn();
      constructor(public title: string) {
        created.push(this);
      }
    }
    const { jar } = fakeJar();
    const web = createWebPlatform({
      cookieJar: jar,
      isSecure: () => false,
      storage: null,
      notification: FakeNotification as unknown as typeof Notification,
    });
    expect(await web.notify('Hi', 'there', '/notification')).toBe(false);
    FakeNotification.permission = 'granted';
    const clicks: string[] = [];
    web.onNotificationClick((r) => clicks.push(r));
    expect(await web.notify('Hi', 'there', '/notification')).toBe(true);
    must(created[0], 'the notification').onclick?.();
    expect(clicks).toEqual(['/notification']);
  });

  it("download saves the blob under the server's file name (Content-Disposition), sending the bearer token", async () => {
    const { jar } = fakeJar();
    const clicked: { download: string; href: string }[] = [];
    const anchor = {
      href: '',
      download: '',
      rel: '',
      style: {} as Record<string, string>,
      click: () => clicked.push({ download: anchor.download, href: anchor.href }),
      remove: () => undefined,
    };
    const doc = { createElement: () => anchor, body: { appendChild: () => undefined } } as unknown as Document;
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('%PDF-', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-INV-1.pdf"' } }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const web = createWebPlatform({ cookieJar: jar, isSecure: () => false, storage: null, fetch: fetch as unknown as typeof globalThis.fetch, document: doc });
    expect(await web.download('/web/v2/orders/invoices/download?invoiceId=1', 'invoice-1.pdf', { accessToken: 'AT' })).toEqual({ ok: true });
    expect((must(fetch.mock.calls[0], 'a fetch')[1]?.headers as Record<string, string>).Authorization).toBe('Bearer AT');
    expect(clicked).toEqual([{ download: 'invoice-INV-1.pdf', href: 'blob:x' }]);
    createObjectURL.mockRestore();
  });

  it('download reports failure without fetch/document', async () => {
    const { jar } = fakeJar();
    const web = createWebPlatform({ cookieJar: jar, isSecure: () => false, storage: null });
    expect(await web.download('/x.pdf', 'x.pdf')).toEqual({ ok: false, error: 'unsupported' });
  });
});

describe('desktop platform', () => {
  function fakeBridge() {
    let tokens: SessionTokens | null = null;
    const saved: unknown[] = [];
    const shown: unknown[] = [];
    const bridge: DesktopBridge = {
      platform: 'desktop',
      appVersion: '0.1.0',
      session: {
        get: async () => tokens,
        set: async (t) => void (tokens = t),
        clear: async () => void (tokens = null),
        backend: async () => 'memory',
      },
      downloads: {
        save: async (r) => (saved.push(r), { ok: true, path: `/tmp/${r.fileName}` }),
        folder: async () => null,
        chooseFolder: async () => null,
        library: async () => [],
        open: async () => false,
        showInFolder: async () => false,
        onProgress: () => () => undefined,
      },
      offline: {
        download: async () => ({ ok: false }),
        courses: async () => [],
        course: async () => null,
        remove: async () => undefined,
        record: async () => undefined,
        sync: async () => ({ sent: 0, revoked: [] }),
        onProgress: () => () => undefined,
      },
      notifications: { show: async (n) => (shown.push(n), true), onClick: () => () => undefined, setUnread: async () => undefined },
      links: { onOpen: () => () => undefined },
    };
    return { bridge, saved, shown, tokens: () => tokens };
  }

  it('keeps tokens in the bridge, never in storage or cookies', async () => {
    const f = fakeBridge();
    const storage = memoryStorage();
    const desktop = createDesktopPlatform(f.bridge, storage);
    await desktop.session.set({ accessToken: 'A', refreshToken: 'R' });
    expect(f.tokens()).toEqual({ accessToken: 'A', refreshToken: 'R' });
    expect([...storage.map.values()].join('')).not.toContain('A');
    expect(await desktop.session.get()).toEqual({ accessToken: 'A', refreshToken: 'R' });
    expect(() => desktop.cookies.set('auth', 'x')).toThrow();
    await desktop.session.clear();
    expect(await desktop.session.get()).toBeNull();
    // The app can say where the tokens live (here the fake vault has only memory).
    expect(await desktop.session.where()).toBe('memory');
  });

  it('delegates downloads and notifications to the bridge', async () => {
    const f = fakeBridge();
    const desktop = createDesktopPlatform(f.bridge, memoryStorage());
    expect(await desktop.download('http://x/inv.pdf', 'inv.pdf', { accessToken: 'A' })).toEqual({ ok: true, path: '/tmp/inv.pdf' });
    expect(f.saved).toEqual([{ url: 'http://x/inv.pdf', fileName: 'inv.pdf', accessToken: 'A' }]);
    expect(await desktop.notify('T', 'B', '/notification')).toBe(true);
    expect(f.shown).toEqual([{ title: 'T', body: 'B', route: '/notification' }]);
  });

  it('files downloads in the offline library and maps the library to the bridge (desktop only)', async () => {
    const f = fakeBridge();
    const opened: string[] = [];
    f.bridge.downloads.open = async (id) => (opened.push(id), true);
    f.bridge.downloads.folder = async () => '/home/u/Belajar';
    const desktop = createDesktopPlatform(f.bridge, memoryStorage());
    const library = { kind: 'invoice' as const, ref: '7', title: 'Invoice INV-7' };
    await desktop.download('http://x/inv.pdf', 'inv.pdf', { accessToken: 'A', library });
    expect(f.saved).toEqual([{ url: 'http://x/inv.pdf', fileName: 'inv.pdf', accessToken: 'A', library }]);
    expect(await desktop.library?.folder()).toBe('/home/u/Belajar');
    expect(await desktop.library?.open('e1')).toBe(true);
    expect(opened).toEqual(['e1']);
    expect(createWebPlatform({ cookieJar: { read: () => '', write: () => undefined }, isSecure: () => false, storage: null }).library).toBeUndefined();
  });

  it('passes the unread count to the tray and belajar:// routes to the app (the web platform has neither)', async () => {
    const f = fakeBridge();
    const counts: number[] = [];
    let linkListener: ((route: string) => void) | null = null;
    f.bridge.notifications.setUnread = async (count) => void counts.push(count);
    f.bridge.links.onOpen = (listener) => ((linkListener = listener), () => (linkListener = null));
    const desktop = createDesktopPlatform(f.bridge, memoryStorage());
    desktop.setUnread?.(7);
    const opened: string[] = [];
    const stop = must(desktop.onOpenLink, 'onOpenLink')((route) => opened.push(route));
    linkListener!('/payment/12');
    stop();
    expect([counts, opened, linkListener]).toEqual([[7], ['/payment/12'], null]);
    // A failing IPC call (the window closing) is not an unhandled rejection.
    f.bridge.notifications.setUnread = () => Promise.reject(new Error('gone'));
    expect(() => desktop.setUnread?.(1)).not.toThrow();
    const web = createWebPlatform({ cookieJar: fakeJar().jar, isSecure: () => false, storage: memoryStorage() });
    expect([web.setUnread, web.onOpenLink]).toEqual([undefined, undefined]);
  });

  it('keeps non-secret cookies and the locale in storage', () => {
    const desktop = createDesktopPlatform(fakeBridge().bridge, memoryStorage());
    desktop.cookies.set('cdpLogo', 'x');
    expect(desktop.cookies.get('cdpLogo')).toBe('x');
    desktop.cookies.remove('cdpLogo');
    expect(desktop.cookies.get('cdpLogo')).toBeNull();
    desktop.locale.set('en');
    expect(desktop.locale.get()).toBe('en');
  });
});

describe('cookie helpers', () => {
  it('round-trips values', () => {
    expect(serializeCookie('a', 'b c', { maxAgeSeconds: 10, sameSite: 'strict', secure: true })).toBe('a=b%20c; Max-Age=10; Path=/; Secure; SameSite=Strict');
    expect(parseCookies('a=b%20c; x=1').get('a')).toBe('b c');
  });
});
