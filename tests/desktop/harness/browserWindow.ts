/**
 * electron.BrowserWindow backed by a playwright Page. The constructor is synchronous (as Electron's
 * is), so the page opens in the background and loadURL waits for it. Each page gets the preload's
 * init script built from the window's own webPreferences.additionalArguments. webContents.send
 * delivers into the page's ipcRenderer listeners with page.evaluate; visibility and focus are
 * tracked (show/hide/focus/blur) so tests can "hide" the window before a notification arrives.
 */
import { EventEmitter } from 'node:events';
import type { BrowserContext, Page } from 'playwright-core';
import { APP_ORIGIN } from '../../../src/main/config';
import { DELIVER, preloadInitScript } from './preload';

interface WindowOptions {
  show?: boolean;
  webPreferences?: { additionalArguments?: string[] } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface WindowHost {
  context: BrowserContext;
  /** The loopback origin the app:// handler is served on (app://belajar/x → <origin>/x). */
  appUrlOrigin: () => string;
  /** Called when a window is created, as 'web-contents-created' would be by Electron. */
  created: (win: HarnessWindow) => void;
}

let nextId = 1;

/**
 * What the page sees of its window: document.visibilityState/hidden and document.hasFocus()
 * follow the double's show/hide/focus/blur (the page of a hidden Electron window is 'hidden'; an
 * unfocused one answers hasFocus() false), with the same events Chromium fires.
 */
const WINDOW_STATE_SCRIPT = `(function () {
  var state = { visible: true, focused: true };
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: function () { return state.visible ? 'visible' : 'hidden'; } });
  Object.defineProperty(document, 'hidden', { configurable: true, get: function () { return !state.visible; } });
  Document.prototype.hasFocus = function () { return state.visible && state.focused; };
  Object.defineProperty(window, '__lmWindowState', {
    value: function (visible, focused) {
      var was = { visible: state.visible, focused: state.focused && state.visible };
      state.visible = visible;
      state.focused = focused;
      if (was.visible !== visible) document.dispatchEvent(new Event('visibilitychange'));
      var now = focused && visible;
      if (was.focused !== now) window.dispatchEvent(new Event(now ? 'focus' : 'blur'));
    },
  });
})();`;

/** webContents: the policy hooks the wiring installs are recorded; send() reaches the page. */
export class HarnessWebContents extends EventEmitter {
  readonly id = nextId++;
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;
  /** Every main → renderer message, in order: [channel, ...args]. */
  readonly sent: unknown[][] = [];
  private readonly pending = new Set<Promise<unknown>>();
  constructor(private readonly win: HarnessWindow) {
    super();
  }
  setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
    this.windowOpenHandler = handler;
  }
  /** What the window-open policy answers for `url` (as if the page called window.open). */
  open(url: string) {
    return this.windowOpenHandler?.({ url });
  }
  /** Fires 'will-navigate' like Electron; true when a listener prevented it. */
  willNavigate(url: string): boolean {
    let prevented = false;
    this.emit('will-navigate', { preventDefault: () => (prevented = true), url, isMainFrame: true }, url);
    return prevented;
  }
  send(channel: string, ...args: unknown[]) {
    this.sent.push([channel, ...args]);
    const delivery = this.win
      .page()
      .then((page) => page.evaluate(([fn, c, a]) => (window as unknown as Record<string, (c: string, a: unknown[]) => number>)[fn]?.(c, a) ?? 0, [DELIVER, channel, args] as const))
      .catch(() => 0);
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }
  /** Waits until every send so far reached the page. */
  async flush() {
    await Promise.all([...this.pending]);
  }
  getURL() {
    return this.win.currentPage?.url() ?? '';
  }
  isDestroyed() {
    return this.win.isDestroyed();
  }
  focus() {
    this.win.focus();
  }
}

export type HarnessWindowClass = (new (options: WindowOptions) => HarnessWindow) & {
  getAllWindows(): HarnessWindow[];
  getFocusedWindow(): HarnessWindow | null;
};

export class HarnessWindow extends EventEmitter {
  readonly webContents: HarnessWebContents;
  readonly options: WindowOptions;
  currentPage: Page | null = null;
  /** Every URL loadURL was given, as given. */
  readonly loaded: string[] = [];
  readonly progress: number[] = [];
  flashes = 0;
  private readonly pagePromise: Promise<Page>;
  private visible = false;
  private focused = false;
  private minimized = false;
  private destroyed = false;
  private readyShown = false;
  private lastLoad: Promise<void> | null = null;

  constructor(
    options: WindowOptions,
    private readonly host: WindowHost,
  ) {
    super();
    this.options = options;
    this.webContents = new HarnessWebContents(this);
    const argv = options.webPreferences?.additionalArguments ?? [];
    this.pagePromise = (async () => {
      const page = await host.context.newPage();
      await page.addInitScript(await preloadInitScript(argv));
      await page.addInitScript(WINDOW_STATE_SCRIPT);
      page.on('close', () => this.markClosed());
      this.currentPage = page;
      return page;
    })();
    // A page that failed to open shows up at loadURL() and page(); no unhandled rejection here.
    this.pagePromise.catch(() => undefined);
    host.created(this);
  }

  page(): Promise<Page> {
    return this.pagePromise;
  }

  /** app://belajar/x → the loopback server; http(s) URLs as they are. */
  mapUrl(url: string): string {
    if (url.toLowerCase().startsWith(`${APP_ORIGIN}/`) || url.toLowerCase() === APP_ORIGIN) {
      const rest = url.slice(APP_ORIGIN.length) || '/';
      return `${this.host.appUrlOrigin()}${rest}`;
    }
    return url;
  }

  /** Resolves once a loadURL call finished (waits for the first call to come). */
  async whenLoaded(timeoutMs = 30_000): Promise<Page> {
    const deadline = Date.now() + timeoutMs;
    while (!this.lastLoad) {
      if (Date.now() > deadline) throw new Error('loadURL was never called');
      await new Promise((r) => setTimeout(r, 20));
    }
    await this.lastLoad;
    return this.pagePromise;
  }

  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    const load = this.load(url);
    this.lastLoad = load.catch(() => undefined);
    return load;
  }

  private async load(url: string): Promise<void> {
    const page = await this.pagePromise;
    await page.goto(this.mapUrl(url), { waitUntil: 'domcontentloaded' });
    this.syncPage();
    this.webContents.emit('did-finish-load');
    if (!this.readyShown) {
      this.readyShown = true;
      this.emit('ready-to-show');
    }
  }

  show() {
    this.visible = true;
    this.focused = true;
    this.minimized = false;
    void this.pagePromise.then((p) => p.bringToFront()).catch(() => undefined);
    this.syncPage();
    this.emit('show');
    this.emit('focus');
  }
  hide() {
    this.visible = false;
    this.focused = false;
    this.syncPage();
    this.emit('hide');
    this.emit('blur');
  }
  focus() {
    this.visible = true;
    this.focused = true;
    this.minimized = false;
    this.syncPage();
    this.emit('focus');
  }
  /** Another application took the focus: the window stays visible. */
  blur() {
    this.focused = false;
    this.syncPage();
    this.emit('blur');
  }
  minimize() {
    this.minimized = true;
    this.focused = false;
    this.syncPage();
    this.emit('minimize');
  }
  restore() {
    this.minimized = false;
    this.syncPage();
    this.emit('restore');
  }
  /** Waits until the page saw every show/hide/focus/blur so far. */
  async settled() {
    await this.pageState;
  }
  private pageState: Promise<unknown> = Promise.resolve();
  /** Tells the page what its window is now (a minimised window's page is hidden too). */
  private syncPage() {
    const visible = this.visible && !this.minimized;
    const focused = this.focused;
    this.pageState = this.pageState
      .then(() => this.pagePromise)
      .then((page) => page.evaluate(([v, f]) => (window as unknown as { __lmWindowState?: (v: boolean, f: boolean) => void }).__lmWindowState?.(v, f), [visible, focused] as const))
      .catch(() => undefined);
  }
  isVisible() {
    return this.visible && !this.destroyed;
  }
  isFocused() {
    return this.focused && !this.destroyed;
  }
  isMinimized() {
    return this.minimized;
  }
  isDestroyed() {
    return this.destroyed;
  }
  setProgressBar(value: number) {
    this.progress.push(value);
  }
  flashFrame(flag: boolean) {
    if (flag) this.flashes += 1;
  }
  async close() {
    if (this.destroyed) return;
    const page = await this.pagePromise.catch(() => null);
    await page?.close().catch(() => undefined);
    this.markClosed();
  }
  destroy() {
    void this.close();
  }
  private markClosed() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.visible = false;
    this.focused = false;
    this.emit('closed');
  }
}

/** A BrowserWindow class for one harness run (its windows, its browser context). */
export function harnessBrowserWindow(host: Omit<WindowHost, 'created'>, onCreated: (win: HarnessWindow) => void): { BrowserWindow: HarnessWindowClass; windows: HarnessWindow[] } {
  const windows: HarnessWindow[] = [];
  class BrowserWindow extends HarnessWindow {
    static getAllWindows() {
      return windows.filter((w) => !w.isDestroyed());
    }
    static getFocusedWindow() {
      return windows.find((w) => w.isFocused()) ?? null;
    }
    constructor(options: WindowOptions) {
      super(options, {
        ...host,
        created: (win) => {
          windows.push(win);
          onCreated(win);
        },
      });
    }
  }
  return { BrowserWindow, windows };
}
