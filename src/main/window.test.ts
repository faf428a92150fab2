import { describe, expect, it, vi } from 'vitest';
import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_ENTRY_URL, APP_ORIGIN } from './config';
import { buildCsp, type HeadersReceivedDetails, type HeadersReceivedResponse } from './csp';
import { createMainWindow, guardNavigation, handleWindowOpen, windowOptions, type WindowDeps } from './window';
import { must } from '../common/must';

type Listener = (...args: any[]) => void;

class FakeWebContents {
  windowOpenHandler?: (details: { url: string }) => { action: string };
  listeners = new Map<string, Listener[]>();
  sent: unknown[][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  send(...args: unknown[]) {
    this.sent.push(args);
  }
}

function setup(overrides: Partial<WindowDeps> = {}) {
  const created: { options: BrowserWindowConstructorOptions; win: FakeWindow }[] = [];
  class FakeWindow {
    webContents = new FakeWebContents();
    loaded: string[] = [];
    shown = 0;
    onceListeners = new Map<string, Listener>();
    constructor(options: BrowserWindowConstructorOptions) {
      created.push({ options, win: this });
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
    once(event: string, listener: Listener) {
      this.onceListeners.set(event, listener);
    }
    show() {
      this.shown++;
    }
    focus() {}
    restore() {}
    isMinimized() {
      return false;
    }
    isDestroyed() {
      return false;
    }
  }
  let headersListener: ((d: HeadersReceivedDetails, cb: (r: HeadersReceivedResponse) => void) => void) | undefined;
  let permissionHandler: any;
  let permissionCheck: any;
  const openExternal = vi.fn(async (_url: string) => undefined);
  const deps: WindowDeps = {
    BrowserWindow: FakeWindow as unknown as WindowDeps['BrowserWindow'],
    shell: { openExternal },
    session: {
      webRequest: { onHeadersReceived: (l) => (headersListener = l) },
      setPermissionRequestHandler: (h) => (permissionHandler = h),
      setPermissionCheckHandler: (h) => (permissionCheck = h),
    },
    preloadPath: '/app/out/preload/index.cjs',
    appEntryUrl: APP_ENTRY_URL,
    appOrigin: APP_ORIGIN,
    apiBase: 'http://localhost:3000',
    apiOrigin: 'http://localhost:3000',
    appVersion: '1.2.3',
    ...overrides,
  };
  const win = createMainWindow(deps) as unknown as FakeWindow;
  const headers = (url: string, responseHeaders?: Record<string, string[]>) => {
    let result: HeadersReceivedResponse | undefined;
    headersListener!({ url, responseHeaders }, (r) => (result = r));
    return result!;
  };
  return { created, win, openExternal, headers, permissionHandler: () => permissionHandler, permissionCheck: () => permissionCheck };
}

describe('window options', () => {
  it('isolates and sandboxes the renderer', () => {
    const { created } = setup();
    expect(created).toHaveLength(1);
    const prefs = must(created[0], 'the window').options.webPreferences!;
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(prefs.additionalArguments).toEqual(['--lm-app-version=1.2.3']);
  });

  it('is created hidden and shown when ready', () => {
    const { created, win } = setup();
    expect(created[0]?.options.show).toBe(false);
    win.onceListeners.get('ready-to-show')!();
    expect(win.shown).toBe(1);
  });

  it('turns on no experimental or Blink features and exposes nothing but the preload (checklist 9, 10)', () => {
    const prefs = windowOptions({ preloadPath: '/p.cjs', appVersion: '0.1.0' }).webPreferences!;
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
  });

  it('windowOptions never enables node integration whatever is passed', () => {
    const opts = windowOptions({ preloadPath: '/p.cjs', appVersion: '0.1.0' });
    expect(opts.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
  });
});

describe('loading the renderer', () => {
  it('loads app://belajar/ with the API base in ?api= when built', () => {
    const { win } = setup();
    expect(win.loaded).toEqual(['app://belajar/?api=http%3A%2F%2Flocalhost%3A3000']);
  });

  it('loads the dev server URL in development', () => {
    const { win } = setup({ devServerUrl: 'http://localhost:5173', appOrigin: 'http://localhost:5173', apiBase: 'https://api.example.com/lm' });
    expect(win.loaded).toEqual(['http://localhost:5173/?api=https%3A%2F%2Fapi.example.com%2Flm']);
    expect(new URL(must(win.loaded[0], 'a loaded URL')).searchParams.get('api')).toBe('https://api.example.com/lm');
  });
});

describe('navigation policy', () => {
  it('allows navigation inside the app origin', () => {
    const { win, openExternal } = setup();
    const event = { preventDefault: vi.fn() };
    win.webContents.emit('will-navigate', event, 'app://belajar/courses/abc');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation away and opens http(s) targets in the browser', () => {
    const { win, openExternal } = setup();
    const event = { preventDefault: vi.fn() };
    win.webContents.emit('will-navigate', event, 'https://evil.example/phish');
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/phish');
  });

  it('blocks file:, javascript: and other schemes without opening them', () => {
    const { win, openExternal } = setup();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'app://other/x', 'data:text/html,hi']) {
      const event = { preventDefault: vi.fn() };
      win.webContents.emit('will-navigate', event, url);
      expect(event.preventDefault, url).toHaveBeenCalledOnce();
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('reads the URL from the event object (newer Electron signature)', () => {
    const { win } = setup();
    const event = { preventDefault: vi.fn(), url: 'https://elsewhere.example/' };
    win.webContents.emit('will-navigate', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('checks main-frame redirects too', () => {
    const { win } = setup();
    const event = { preventDefault: vi.fn(), url: 'https://elsewhere.example/', isMainFrame: true };
    win.webContents.emit('will-redirect', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('the dev server origin is the app origin in development; app:// is then foreign', () => {
    const { win } = setup({ devServerUrl: 'http://localhost:5173', appOrigin: 'http://localhost:5173' });
    const inside = { preventDefault: vi.fn() };
    win.webContents.emit('will-navigate', inside, 'http://localhost:5173/cart');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    const otherPort = { preventDefault: vi.fn() };
    win.webContents.emit('will-navigate', otherPort, 'http://localhost:3000/');
    expect(otherPort.preventDefault).toHaveBeenCalledOnce();
  });

  it('refuses <webview>', () => {
    const { win } = setup();
    const event = { preventDefault: vi.fn() };
    win.webContents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('guardNavigation reports whether it blocked', () => {
    const open = vi.fn(async () => undefined);
    expect(guardNavigation({ preventDefault() {} }, 'app://belajar/x', APP_ORIGIN, open)).toBe(false);
    expect(guardNavigation({ preventDefault() {} }, 'https://x.example/', APP_ORIGIN, open)).toBe(true);
  });
});

describe('window.open policy', () => {
  it('denies every new window and opens http(s) links externally', () => {
    const { win, openExternal } = setup();
    expect(win.webContents.windowOpenHandler!({ url: 'https://zoom.us/j/123' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://zoom.us/j/123');
    expect(win.webContents.windowOpenHandler!({ url: 'http://example.com/' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(2);
  });

  it('does not open non-http(s) URLs or the app itself', () => {
    const open = vi.fn(async () => undefined);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'app://belajar/cart', 'mailto:a@b.c']) {
      expect(handleWindowOpen(url, APP_ORIGIN, open)).toEqual({ action: 'deny' });
    }
    expect(open).not.toHaveBeenCalled();
  });
});

describe('Content-Security-Policy', () => {
  it('has the production directives', () => {
    const csp = buildCsp({ apiOrigin: 'http://localhost:3000' });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['default-src']).toBe("default-src 'self'");
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(directives['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives['connect-src']).toBe("connect-src 'self' http://localhost:3000 ws://localhost:3000");
    expect(directives['img-src']).toContain("'self'");
    expect(directives['img-src']).toContain('data:');
    expect(directives['img-src']).toContain('https:');
    expect(directives['img-src']).toContain('http://localhost:3000');
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('relaxes only what the Vite dev server needs in development', () => {
    const csp = buildCsp({ apiOrigin: 'http://localhost:3000', devServerOrigin: 'http://localhost:5173' });
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' http://localhost:3000 ws://localhost:3000 ws://localhost:5173");
    expect(buildCsp({ apiOrigin: 'https://api.example.com' })).toContain("connect-src 'self' https://api.example.com wss://api.example.com;");
  });

  it('is set on responses of the app origin through session.webRequest', () => {
    const { headers } = setup({ devServerUrl: 'http://localhost:5173', appOrigin: 'http://localhost:5173' });
    const result = headers('http://localhost:5173/index.html', {
      'content-type': ['text/html'],
      'content-security-policy': ['default-src *'],
    });
    expect(result.responseHeaders!['content-type']).toEqual(['text/html']);
    expect(result.responseHeaders!['content-security-policy']).toBeUndefined();
    const [csp] = result.responseHeaders!['Content-Security-Policy'] as string[];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' http://localhost:3000");
  });

  it('leaves responses of other origins alone', () => {
    const { headers } = setup();
    expect(headers('http://localhost:3000/web/v2/home/sections', { a: ['b'] })).toEqual({});
    expect(headers('https://www.youtube.com/embed/x')).toEqual({});
  });
});

describe('permissions', () => {
  it('grants only fullscreen and clipboard writes, only to the app', () => {
    const { permissionHandler, permissionCheck } = setup();
    const ask = (permission: string, requestingUrl: string) => {
      let granted: boolean | undefined;
      permissionHandler()(null, permission, (g: boolean) => (granted = g), { requestingUrl });
      return granted;
    };
    expect(ask('fullscreen', 'app://belajar/lecture/1')).toBe(true);
    expect(ask('clipboard-sanitized-write', 'app://belajar/')).toBe(true);
    expect(ask('media', 'app://belajar/')).toBe(false);
    expect(ask('geolocation', 'app://belajar/')).toBe(false);
    expect(ask('fullscreen', 'https://www.youtube.com/embed/x')).toBe(false);
    expect(permissionCheck()(null, 'fullscreen', 'app://belajar')).toBe(true);
    expect(permissionCheck()(null, 'notifications', 'app://belajar')).toBe(false);
  });
});

describe('hardenWebContents', () => {
  it('applies its listeners once even when called twice (web-contents-created + createMainWindow)', async () => {
    const { hardenWebContents } = await import('./window');
    const contents = new FakeWebContents();
    const open = vi.fn(async () => undefined);
    hardenWebContents(contents, APP_ORIGIN, open);
    hardenWebContents(contents, APP_ORIGIN, open);
    expect(contents.listeners.get('will-navigate')).toHaveLength(1);
    const event = { preventDefault: vi.fn() };
    contents.emit('will-navigate', event, 'https://x.example/');
    expect(open).toHaveBeenCalledOnce();
  });
});
