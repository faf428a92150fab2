/**
 * The main window: hardened webPreferences, navigation and window.open policy, CSP, permissions.
 * Receives the Electron pieces as arguments so vitest can drive it with fakes.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { ARG_APP_VERSION, isHttpUrl, originOf, rendererStartUrl } from './config';
import { buildCsp, installCsp, type WebRequestLike } from './csp';

export interface WindowOpenDetails {
  url: string;
}

/** The parts of a navigation event the policy reads (url and isMainFrame: Electron 25 and later). */
export interface NavigationEventLike {
  preventDefault(): void;
  url?: string;
  isMainFrame?: boolean;
}

/** The parts of Electron's WebContents the window policy uses. */
export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: WindowOpenDetails) => { action: 'deny' } | { action: 'allow' }): void;
  on(event: 'will-navigate', listener: (event: NavigationEventLike, url?: string) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEventLike, url?: string, isInPlace?: boolean, isMainFrame?: boolean) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  /** The page has loaded (its listeners exist): queued deep links are sent then. */
  on(event: 'did-finish-load', listener: () => void): unknown;
  send(channel: string, ...args: unknown[]): void;
}

export interface BrowserWindowLike {
  webContents: WebContentsLike;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
}

/** The parts of a permission request the policy reads: Electron passes more. */
export type PermissionWebContentsLike = { getURL?(): string } | null;
export type PermissionDetailsLike = { requestingUrl?: string } | undefined;

export interface PermissionSessionLike {
  setPermissionRequestHandler(
    handler: ((webContents: PermissionWebContentsLike, permission: string, callback: (granted: boolean) => void, details: PermissionDetailsLike) => void) | null,
  ): void;
  setPermissionCheckHandler?(handler: ((webContents: PermissionWebContentsLike, permission: string, requestingOrigin: string, details: unknown) => boolean) | null): void;
}

export interface SessionLike extends PermissionSessionLike {
  webRequest: WebRequestLike;
}

export interface WindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindowLike;
  shell: { openExternal(url: string): Promise<void> };
  session: SessionLike;
  /** Absolute path of the built preload (out/preload/index.cjs). */
  preloadPath: string;
  /** Dev server URL (ELECTRON_RENDERER_URL) in development; undefined in a built app. */
  devServerUrl?: string;
  /** URL of the built renderer, app://belajar/ (served by the app protocol handler). */
  appEntryUrl: string;
  /** Origin the renderer is loaded from: the dev server's or app://belajar. */
  appOrigin: string;
  apiBase: string;
  apiOrigin: string;
  appVersion: string;
  icon?: string;
  title?: string;
}

/** Permissions the renderer may get (video fullscreen, copy to clipboard). Everything else is denied. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen', 'clipboard-sanitized-write']);

export function windowOptions(deps: Pick<WindowDeps, 'preloadPath' | 'appVersion' | 'icon' | 'title'>): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 840,
    minWidth: 360,
    minHeight: 480,
    show: false,
    title: deps.title ?? 'Belajar',
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    ...(deps.icon ? { icon: deps.icon } : {}),
    webPreferences: {
      preload: deps.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // Checklist items 9 and 10: no experimental Chromium features, no enableBlinkFeatures.
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // The preload reads this from process.argv and exposes it as window.desktop.appVersion.
      additionalArguments: [`${ARG_APP_VERSION}${deps.appVersion}`],
    },
  };
}

/** True when `url` belongs to the app itself (same origin as the loaded renderer). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === appOrigin.toLowerCase();
}

/**
 * window.open / target=_blank: never opens an Electron window. http(s) links to other sites open in
 * the system browser; anything else (file:, javascript:, custom schemes, the app's own pages) is denied.
 */
export function handleWindowOpen(url: string, appOrigin: string, openExternal: (url: string) => Promise<void>): { action: 'deny' } {
  if (isHttpUrl(url) && !isAppUrl(url, appOrigin)) {
    openExternal(url).catch(() => undefined);
  }
  return { action: 'deny' };
}

/**
 * Navigation of the main frame: staying inside the app origin is allowed; everything else is
 * prevented, and http(s) targets are opened in the system browser instead.
 * Returns true when the navigation was blocked.
 */
export function guardNavigation(event: { preventDefault(): void }, url: string, appOrigin: string, openExternal: (url: string) => Promise<void>): boolean {
  if (isAppUrl(url, appOrigin)) return false;
  event.preventDefault();
  if (isHttpUrl(url)) openExternal(url).catch(() => undefined);
  return true;
}

const hardened = new WeakSet<object>();

/** Applies the window.open and navigation policy to a WebContents (once; later calls are no-ops). */
export function hardenWebContents(contents: WebContentsLike, appOrigin: string, openExternal: (url: string) => Promise<void>): void {
  if (hardened.has(contents)) return;
  hardened.add(contents);
  contents.setWindowOpenHandler(({ url }) => handleWindowOpen(url, appOrigin, openExternal));
  const navigationListener = (event: NavigationEventLike, url?: string) => {
    guardNavigation(event, (url ?? event.url ?? '') as string, appOrigin, openExternal);
  };
  contents.on('will-navigate', navigationListener);
  // A server-side redirect of a main-frame navigation is checked like the navigation itself.
  contents.on('will-redirect', (event, url, _inPlace, isMainFrame) => {
    const mainFrame = event.isMainFrame ?? isMainFrame ?? true;
    if (mainFrame) navigationListener(event, url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function installPermissionPolicy(session: PermissionSessionLike, appOrigin: string): void {
  session.setPermissionRequestHandler((webContents, permission, callback, details) => {
    const requestingUrl: string = details?.requestingUrl ?? webContents?.getURL?.() ?? '';
    callback(ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, appOrigin));
  });
  session.setPermissionCheckHandler?.((_webContents, permission, requestingOrigin) => ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingOrigin, appOrigin));
}

export function createMainWindow(deps: WindowDeps): BrowserWindowLike {
  const devServerOrigin = deps.devServerUrl ? (originOf(deps.devServerUrl) ?? undefined) : undefined;
  const csp = buildCsp({ apiOrigin: deps.apiOrigin, devServerOrigin });
  installCsp(deps.session.webRequest, [deps.appOrigin], csp);
  installPermissionPolicy(deps.session, deps.appOrigin);

  const win = new deps.BrowserWindow(windowOptions(deps));
  const openExternal = (url: string) => deps.shell.openExternal(url);
  hardenWebContents(win.webContents, deps.appOrigin, openExternal);
  win.once('ready-to-show', () => win.show());

  // The renderer learns the API base from ?api= (src/renderer/api/config.ts).
  const url = rendererStartUrl(deps.devServerUrl ?? deps.appEntryUrl, deps.apiBase);
  win.loadURL(url).catch((error: unknown) => {
    // The window stays open; a reload (Ctrl+R) retries once the dev server or protocol is up.
    console.error(`[desktop] could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  return win;
}
