import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../common/bridge';
import { APP_ENTRY_URL, APP_ORIGIN } from './config';
import type { IpcInvokeEventLike } from './ipc';
import type { NavigationEventLike, WindowOpenDetails } from './window';
import { startDesktop, type ElectronLike, type MainWindowLike } from './wiring';

type Listener = (...args: unknown[]) => void;

/** A stand-in for Electron: records what the wiring registers, lets the test fire app events. */
function fakeElectron({ lock = true } = {}) {
  const appListeners = new Map<string, Listener[]>();
  const handlers = new Map<string, (event: IpcInvokeEventLike, ...args: unknown[]) => unknown>();
  const protocols = new Map<string, (request: Request) => Promise<Response>>();
  const windows: FakeWindow[] = [];
  let ready: () => void = () => undefined;
  const contents = () => {
    const on = new Map<string, Listener>();
    let openHandler: ((d: WindowOpenDetails) => unknown) | null = null;
    return {
      on: (event: string, listener: Listener) => on.set(event, listener),
      setWindowOpenHandler: (h: (d: WindowOpenDetails) => unknown) => (openHandler = h),
      send: vi.fn(),
      navigate(url: string) {
        const event: NavigationEventLike = { preventDefault: vi.fn(), url, isMainFrame: true };
        on.get('will-navigate')?.(event, url);
        return event.preventDefault;
      },
      open: (url: string) => openHandler?.({ url }),
      emit: (event: string, ...args: unknown[]) => on.get(event)?.(...args),
    };
  };
  class FakeWindow {
    static getAllWindows = () => windows.filter((w) => !w.destroyed);
    readonly webContents = contents();
    loaded = '';
    destroyed = false;
    minimized = true;
    shown = 0;
    private closed: Listener[] = [];
    constructor(readonly options: { webPreferences?: Record<string, unknown> }) {
      windows.push(this);
    }
    loadURL = async (url: string) => void (this.loaded = url);
    once = () => this;
    on = (event: string, l: Listener) => void (event === 'closed' && this.closed.push(l));
    show = () => void (this.shown += 1);
    focus = () => undefined;
    restore = () => void (this.minimized = false);
    isMinimized = () => this.minimized;
    isDestroyed = () => this.destroyed;
    close() {
      this.destroyed = true;
      for (const l of this.closed) l();
    }
  }
  const app = {
    isPackaged: true,
    getVersion: () => '1.2.3',
    getPath: () => '/tmp/downloads',
    requestSingleInstanceLock: () => lock,
    whenReady: () => new Promise<void>((resolve) => (ready = resolve)),
    quit: vi.fn(),
    exit: vi.fn(),
    on: (event: string, listener: Listener) => appListeners.set(event, [...(appListeners.get(event) ?? []), listener]),
  };
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    dialog: { showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })) },
    ipcMain: { handle: (channel: string, h: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown) => handlers.set(channel, h), removeHandler: (c: string) => handlers.delete(c) },
    Notification: Object.assign(
      class {
        on() {}
        show() {}
      },
      { isSupported: () => true },
    ),
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: (scheme: string, h: (r: Request) => Promise<Response>) => protocols.set(scheme, h) },
    session: { defaultSession: { webRequest: { onHeadersReceived: vi.fn() }, setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
    shell: { openExternal: vi.fn(async () => undefined), openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() },
  };
  const fire = (event: string, ...args: unknown[]) => appListeners.get(event)?.forEach((l) => l(...args));
  return {
    electron: electron as unknown as ElectronLike<MainWindowLike>,
    app,
    handlers,
    protocols,
    windows,
    fire,
    contents,
    ready: async () => (ready(), await new Promise((r) => setTimeout(r, 0))),
  };
}

const vault = () => ({
  get: vi.fn(async () => ({ accessToken: 'a', refreshToken: 'r' })),
  set: vi.fn(async () => undefined),
  clear: vi.fn(async () => undefined),
  backend: vi.fn(async () => 'keychain' as const),
});
/** A KeyValueStore in memory, as conf or electron-store would keep it on disk. */
function memoryStore() {
  const values = new Map<string, unknown>();
  return { get: (key: string) => values.get(key), set: (key: string, value: unknown) => void values.set(key, value), delete: (key: string) => void values.delete(key) };
}
const paths = { preloadPath: '/app/out/preload/index.cjs', rendererDir: '/app/out/renderer' };

describe('startDesktop: the main process wiring', () => {
  it('on ready serves app://, registers every IPC channel and opens one hardened window on the built renderer', async () => {
    const fake = fakeElectron();
    const desktop = startDesktop({ electron: fake.electron, env: { LM_API_URL: 'http://localhost:3000' }, platform: 'linux', paths, vault: vault(), store: memoryStore() });
    expect(fake.handlers.size).toBe(0); // nothing before 'ready'
    await fake.ready();
    expect([...fake.protocols.keys()]).toEqual(['app']);
    // Every channel of the bridge has its handler.
    expect([...fake.handlers.keys()].sort()).toEqual([...Object.values(IPC)].sort());
    expect(fake.windows).toHaveLength(1);
    const [win] = fake.windows;
    expect(win!.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: paths.preloadPath });
    expect(win!.loaded.startsWith(APP_ENTRY_URL)).toBe(true);
    expect(desktop.appOrigin).toBe(APP_ORIGIN);
    expect(desktop.mainWindow()).toBe(win);
  });

  it('trusts IPC only from frames of the app origin', async () => {
    const fake = fakeElectron();
    const tokens = vault();
    startDesktop({ electron: fake.electron, env: {}, platform: 'linux', paths, vault: tokens, store: memoryStore() });
    await fake.ready();
    const get = fake.handlers.get(IPC.sessionGet)!;
    await expect(get({ senderFrame: { url: `${APP_ORIGIN}/courses` } })).resolves.toEqual({ accessToken: 'a', refreshToken: 'r' });
    for (const url of ['https://evil.example/', 'http://localhost:5173/', 'file:///etc/passwd']) {
      await expect(Promise.resolve().then(() => get({ senderFrame: { url } }))).rejects.toThrow(/not the app/);
    }
    expect(tokens.get).toHaveBeenCalledTimes(1);
  });

  it('hardens every WebContents: other origins open outside, never in the app', async () => {
    const fake = fakeElectron();
    startDesktop({ electron: fake.electron, env: {}, platform: 'linux', paths, vault: vault(), store: memoryStore() });
    const contents = fake.contents();
    fake.fire('web-contents-created', {}, contents);
    expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.navigate('https://evil.example/')).toHaveBeenCalled();
    expect(contents.navigate(`${APP_ORIGIN}/cart`)).not.toHaveBeenCalled();
  });

  it('a second instance quits at once; a second launch focuses the window', async () => {
    const second = fakeElectron({ lock: false });
    startDesktop({ electron: second.electron, env: {}, platform: 'linux', paths, vault: vault(), store: memoryStore() });
    expect(second.app.quit).toHaveBeenCalled();

    const first = fakeElectron();
    startDesktop({ electron: first.electron, env: {}, platform: 'linux', paths, vault: vault(), store: memoryStore() });
    await first.ready();
    const win = first.windows[0]!;
    first.fire('second-instance');
    expect(win.minimized).toBe(false);
    expect(win.shown).toBe(1);
  });

  it('closing the last window quits except on macOS, where activate opens a new one', async () => {
    const linux = fakeElectron();
    startDesktop({ electron: linux.electron, env: {}, platform: 'linux', paths, vault: vault(), store: memoryStore() });
    await linux.ready();
    linux.windows[0]!.close();
    linux.fire('window-all-closed');
    expect(linux.app.quit).toHaveBeenCalled();

    const mac = fakeElectron();
    const desktop = startDesktop({ electron: mac.electron, env: {}, platform: 'darwin', paths, vault: vault(), store: memoryStore() });
    await mac.ready();
    mac.windows[0]!.close();
    expect(desktop.mainWindow()).toBeNull();
    mac.fire('window-all-closed');
    expect(mac.app.quit).not.toHaveBeenCalled();
    mac.fire('activate');
    expect(mac.windows).toHaveLength(2);
    expect(desktop.mainWindow()).toBe(mac.windows[1]);
  });

  it('the tray count comes from the app only, bounded; a belajar:// link of a second launch opens its route once loaded', async () => {
    const fake = fakeElectron();
    const setBadgeCount = vi.fn(() => true);
    const setAsDefaultProtocolClient = vi.fn(() => true);
    Object.assign(fake.app, { setBadgeCount, setAsDefaultProtocolClient });
    const desktop = startDesktop({
      electron: fake.electron,
      env: {},
      platform: 'linux',
      paths,
      vault: vault(),
      store: memoryStore(),
      argv: ['/opt/Belajar/belajar', 'belajar://payment/finish?order_id=ORD-9-0a0b0c0d'],
    });
    expect(setAsDefaultProtocolClient).toHaveBeenCalledWith('belajar');
    await fake.ready();
    const unread = fake.handlers.get(IPC.notificationUnread)!;
    await unread({ senderFrame: { url: `${APP_ORIGIN}/` } }, 4);
    expect(desktop.tray?.unread).toBe(4);
    expect(setBadgeCount).toHaveBeenLastCalledWith(4);
    await expect(Promise.resolve().then(() => unread({ senderFrame: { url: 'https://evil.example/' } }, 1))).rejects.toThrow(/not the app/);
    await expect(Promise.resolve().then(() => unread({ senderFrame: { url: `${APP_ORIGIN}/` } }, 2e6))).rejects.toThrow(/whole number/);
    expect(desktop.tray?.unread).toBe(4);

    const win = fake.windows[0]!;
    expect(win.webContents.send).not.toHaveBeenCalled(); // the start's link waits for the page
    win.webContents.emit('did-finish-load');
    expect(win.webContents.send).toHaveBeenCalledWith('link:open', '/payment/9');
    fake.fire('second-instance', {}, ['/opt/Belajar/belajar', 'belajar://open?route=/user/notification'], '/home');
    expect(win.webContents.send).toHaveBeenLastCalledWith('link:open', '/user/notification');
    fake.fire('second-instance', {}, ['/opt/Belajar/belajar', 'belajar://open?route=//evil.example'], '/home');
    const preventDefault = vi.fn();
    fake.fire('open-url', { preventDefault }, 'belajar://open?route=/history');
    expect(preventDefault).toHaveBeenCalled();
    expect(vi.mocked(win.webContents.send).mock.calls.map((c) => c[1])).toEqual(['/payment/9', '/user/notification', '/history']);
  });

  it("the harness's entry URL: loaded instead of app://, its origin the only one trusted; only loopback http", async () => {
    const fake = fakeElectron();
    const entry = 'http://127.0.0.1:45678/';
    const desktop = startDesktop({
      electron: fake.electron,
      env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' },
      platform: 'linux',
      paths,
      vault: vault(),
      store: memoryStore(),
      appEntryUrl: entry,
    });
    await fake.ready();
    expect(desktop.appOrigin).toBe('http://127.0.0.1:45678');
    expect(fake.windows[0]!.loaded.startsWith(entry)).toBe(true);
    const get = fake.handlers.get(IPC.sessionGet)!;
    await expect(get({ senderFrame: { url: `${entry}courses` } })).resolves.toEqual({ accessToken: 'a', refreshToken: 'r' });
    for (const url of [`${APP_ORIGIN}/`, 'http://localhost:5173/', 'http://127.0.0.1:45679/']) {
      await expect(Promise.resolve().then(() => get({ senderFrame: { url } }))).rejects.toThrow(/not the app/);
    }
    for (const bad of ['https://127.0.0.1:1/', 'http://example.com/', 'app://belajar/', 'http://user:pw@127.0.0.1:1/', 'not a url']) {
      expect(() => startDesktop({ electron: fakeElectron().electron, env: {}, platform: 'linux', paths, vault: vault(), store: memoryStore(), appEntryUrl: bad })).toThrow(/appEntryUrl/);
    }
  });
});

describe('startDesktop: downloads and the library (helper B)', () => {
  it('asks for the downloads folder with the native folder dialog on the window and remembers it', async () => {
    const fake = fakeElectron();
    const store = memoryStore();
    const dialog = fake.electron.dialog as unknown as { showOpenDialog: ReturnType<typeof vi.fn> };
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: ['/tmp'] });
    startDesktop({ electron: fake.electron, env: {}, platform: 'linux', paths, vault: vault(), store });
    await fake.ready();
    const own = { senderFrame: { url: `${APP_ORIGIN}/user/library` } };
    await expect(fake.handlers.get(IPC.downloadChooseFolder)!(own)).resolves.toBe('/tmp');
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(fake.windows[0], { properties: ['openDirectory', 'createDirectory'] });
    expect(store.get('downloads.folder')).toBe('/tmp');
    await expect(fake.handlers.get(IPC.downloadFolder)!(own)).resolves.toBe('/tmp');
    // A cancelled dialog keeps the folder.
    await expect(fake.handlers.get(IPC.downloadChooseFolder)!(own)).resolves.toBeNull();
    expect(store.get('downloads.folder')).toBe('/tmp');
  });
});
