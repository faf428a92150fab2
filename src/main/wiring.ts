/**
 * The main process's wiring, apart from the electron module: what index.ts did, as a function of
 * the APIs it uses. index.ts passes electron's; the desktop harness (issue 22) and the unit test
 * pass Node doubles, so the same wiring runs where Electron cannot be downloaded.
 */
import { IPC, IPC_EVENTS } from '../common/bridge';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol';
import { APP_ENTRY_URL, APP_SCHEME, isLoopbackOrigin, originOf, resolveApiConfig, resolveAppOrigin, resolveDevServerUrl, resolveFilesOrigins } from './config';
import { buildCsp } from './csp';
import { createDeepLinks, registerProtocolClient, type DeepLinks } from './deepLink';
import { createDownloads, registerDownloadHandlers, type Downloads } from './downloads';
import { createLibrary, type Library } from './library';
import { createIpcRegistrar, registerIpcHandlers, type IpcMainLike, type IpcRegistrar } from './ipc';
import { createNotifications, focusWindow, type NotificationConstructorLike, type Notifications } from './notifications';
import type { KeyValueStore, TokenVault } from './tokenVault';
import { createTray, parseUnreadCount, type AppTray, type TrayConstructorLike } from './tray';
import path from 'node:path';
import { registerOfflineHandlers } from './offline/ipc';
import { loadMediaKey, type MediaKeyDeps } from './offline/mediaKey';
import { createOfflineMediaHandler } from './offline/serve';
import { createOffline, type Offline } from './offline/service';
import { createMainWindow, hardenWebContents, type BrowserWindowLike, type SessionLike, type WebContentsLike, type WindowDeps } from './window';

/** The parts of electron's `app` the wiring uses. */
export interface AppLike {
  isPackaged: boolean;
  getVersion(): string;
  getPath(name: 'downloads' | 'userData'): string;
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<unknown>;
  quit(): void;
  exit(code: number): void;
  setAppUserModelId?(id: string): void;
  on(event: 'second-instance' | 'window-all-closed' | 'activate', listener: () => void): unknown;
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
  /** The dock/taskbar badge (macOS, Unity); answers false where unsupported. */
  setBadgeCount?(count?: number): boolean;
  /** Makes the app the handler of belajar:// links. */
  setAsDefaultProtocolClient?(protocol: string, path?: string, args?: string[]): boolean;
  /** A second launch's argv carries a belajar:// link on Windows and Linux. */
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  /** macOS hands belajar:// links to the running app by 'open-url'. */
  on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
}

export interface ProtocolLike {
  registerSchemesAsPrivileged(schemes: (typeof APP_SCHEME_PRIVILEGES)[]): void;
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
}

/** A window the wiring opens, focuses and knows when closed. */
export type MainWindowLike = BrowserWindowLike & { on(event: 'closed', listener: () => void): unknown; isDestroyed(): boolean; isMinimized(): boolean; restore(): void };

/** What the downloads folder dialog asks electron's dialog.showOpenDialog. */
export interface OpenDialogOptionsLike {
  title?: string;
  buttonLabel?: string;
  properties: ('openDirectory' | 'createDirectory')[];
}
export interface OpenDialogResultLike {
  canceled: boolean;
  filePaths: string[];
}

/** Electron's APIs as the wiring uses them; W is the window class (electron's BrowserWindow, or a double). */
export interface ElectronLike<W extends MainWindowLike = MainWindowLike> {
  app: AppLike;
  BrowserWindow: (new (options: ConstructorParameters<WindowDeps['BrowserWindow']>[0]) => W) & { getAllWindows(): unknown[] };
  dialog: {
    showOpenDialog(window: W, options: OpenDialogOptionsLike): Promise<OpenDialogResultLike>;
    showOpenDialog(options: OpenDialogOptionsLike): Promise<OpenDialogResultLike>;
  };
  ipcMain: IpcMainLike;
  Notification: NotificationConstructorLike;
  protocol: ProtocolLike;
  session: { defaultSession: SessionLike };
  shell: { openExternal(url: string): Promise<void>; openPath(file: string): Promise<string>; showItemInFolder(file: string): void };
  /** The tray icon's class (electron's Tray); without it there is no tray icon. */
  Tray?: TrayConstructorLike;
}

export interface DesktopDeps<W extends MainWindowLike = MainWindowLike> {
  electron: ElectronLike<W>;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** The built preload (out/preload/index.cjs) and renderer folder, and the window icon when found. */
  paths: { preloadPath: string; rendererDir: string; icon?: string };
  vault: Pick<TokenVault, 'get' | 'set' | 'clear' | 'backend'>;
  /** Non-secret settings that survive restarts (the downloads folder): electron-store, or conf in the harness. */
  store: KeyValueStore;
  log?: (message: string) => void;
  /** The process's argv (a belajar:// link may be on it) and executable, for the protocol client. */
  argv?: readonly string[];
  execPath?: string;
  /**
   * The desktop harness only (index.ts never sets it): the URL the window loads instead of
   * app://belajar/, whose origin alone the IPC handlers, navigation and permission policies then
   * trust. The harness serves the captured app:// handler's responses on this loopback port.
   * Must be a plain http URL on a loopback host; anything else throws.
   */
  appEntryUrl?: string;
  /** Offline lessons: where the media key is kept (keychain, then safeStorage in the store); without it, memory only. */
  offlineKey?: MediaKeyDeps;
  /** Offline lessons' folder; default userData/offline. */
  offlineDir?: string;
}

export interface Desktop<W extends MainWindowLike = MainWindowLike> {
  /** The origin whose frames the IPC handlers trust (app://belajar, or the dev server's). */
  readonly appOrigin: string;
  mainWindow(): W | null;
  downloads: Downloads | null;
  /** The offline library's index (set on 'ready'). */
  library: Library | null;
  notifications: Notifications | null;
  /** The sender-checked IPC registrar every domain's handlers go through (set on 'ready'). */
  ipc: IpcRegistrar | null;
  /** The tray icon and badge with the unread count (set on 'ready'). */
  tray: AppTray | null;
  /** belajar:// links (set once the single-instance lock is held). */
  deepLinks: DeepLinks | null;
  /** Offline lessons (set on 'ready'). */
  offline: Offline | null;
}

/**
 * Registers the app:// scheme (must run before 'ready'), takes the single-instance lock (a
 * second instance quits), hardens every WebContents, and on 'ready' installs the protocol
 * handler, downloads, notifications and the IPC handlers, then opens the window.
 */
export function startDesktop<W extends MainWindowLike>(deps: DesktopDeps<W>): Desktop<W> {
  const { app, BrowserWindow, dialog, ipcMain, Notification, protocol, session, shell } = deps.electron;
  const log = deps.log ?? ((message: string) => console.warn(message));
  const api = resolveApiConfig(deps.env);
  const entryOverride = deps.appEntryUrl === undefined ? undefined : loopbackEntryUrl(deps.appEntryUrl);
  const devServerUrl = entryOverride ? undefined : resolveDevServerUrl(deps.env, app.isPackaged);
  const appOrigin = entryOverride ? originOf(entryOverride)! : resolveAppOrigin(devServerUrl);
  const openExternal = (url: string) => shell.openExternal(url);

  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  if (deps.platform === 'win32') app.setAppUserModelId?.('id.belajar.desktop');

  let mainWindow: W | null = null;
  const desktop: Desktop<W> = { appOrigin, mainWindow: () => mainWindow, downloads: null, library: null, notifications: null, ipc: null, tray: null, deepLinks: null, offline: null };

  const openMainWindow = () => {
    const win = createMainWindow({
      BrowserWindow,
      shell,
      session: session.defaultSession,
      preloadPath: deps.paths.preloadPath,
      devServerUrl,
      appEntryUrl: entryOverride ?? APP_ENTRY_URL,
      appOrigin,
      apiBase: api.apiBase,
      apiOrigin: api.apiOrigin,
      appVersion: app.getVersion(),
      icon: deps.paths.icon,
    }) as W; // createMainWindow constructs it with deps.BrowserWindow
    mainWindow = win;
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    // Deep links wait until the renderer (which listens for them) has loaded.
    win.webContents.on('did-finish-load', () => desktop.deepLinks?.windowLoaded());
    win.on('closed', () => desktop.deepLinks?.windowUnloaded());
  };

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return desktop;
  }
  app.on('second-instance', () => {
    if (mainWindow && !mainWindow.isDestroyed()) focusWindow(mainWindow);
  });
  // belajar:// links: on this process's argv, a second launch's argv, or macOS's open-url.
  const deepLinks = createDeepLinks({ getWindow: () => mainWindow, log });
  desktop.deepLinks = deepLinks;
  registerProtocolClient(app, deps.argv ?? [], deps.execPath ?? '');
  app.on('second-instance', (_event, argv) => void deepLinks.openFromArgv(argv));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.open(url);
  });
  deepLinks.openFromArgv(deps.argv ?? []);
  // Every WebContents (including any a bug might create) gets the same navigation policy.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, appOrigin, openExternal));
  app.on('window-all-closed', () => {
    if (deps.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(() => {
      if (!isLoopbackOrigin(api.apiOrigin) && api.apiOrigin.startsWith('http:')) {
        log(
          `[desktop] LM_API_URL ${api.apiOrigin} is plain http on a non-local host; the app page is a secure ` +
            'context, so Chromium blocks those requests as mixed content. Use https or a localhost URL.',
        );
      }
      const offline = createOffline({
        rootDir: deps.offlineDir ?? path.join(app.getPath('userData'), 'offline'),
        apiBase: api.apiBase,
        loadKey: () => loadMediaKey({ ...deps.offlineKey, log }),
        send: (channel, payload) => {
          if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(channel, payload);
        },
        log,
      });
      desktop.offline = offline;
      protocol.handle(
        APP_SCHEME,
        createAppProtocolHandler({
          rootDir: deps.paths.rendererDir,
          csp: buildCsp({ apiOrigin: api.apiOrigin }),
          offline: createOfflineMediaHandler(offline),
          apiPublic: { origin: api.apiOrigin },
        }),
      );
      desktop.notifications = createNotifications({ Notification, getWindow: () => mainWindow, icon: deps.paths.icon });
      // Every domain's channels register on one registrar: sender checked, then the argument count.
      const ipc = createIpcRegistrar(ipcMain, [appOrigin]);
      desktop.ipc = ipc;
      registerIpcHandlers(ipc, { vault: deps.vault, notifications: desktop.notifications });
      const tray = createTray({ Tray: deps.electron.Tray, icon: deps.paths.icon, app, getWindow: () => mainWindow });
      desktop.tray = tray;
      ipc.handle(IPC.notificationUnread, 1, (args) => {
        tray.setUnread(parseUnreadCount(args[0]));
      });
      registerOfflineHandlers(ipc, offline);
      // Downloads into the folder the student picks once, and the offline library (helper B).
      const library = createLibrary({ dir: app.getPath('userData'), shell, log });
      const folderDialog: OpenDialogOptionsLike = { properties: ['openDirectory', 'createDirectory'] };
      desktop.library = library;
      desktop.downloads = createDownloads({
        apiOrigin: api.apiOrigin,
        filesOrigins: resolveFilesOrigins(deps.env, log),
        store: deps.store,
        library,
        pickFolder: async () => {
          const choice = await (mainWindow && !mainWindow.isDestroyed() ? dialog.showOpenDialog(mainWindow, folderDialog) : dialog.showOpenDialog(folderDialog));
          return choice.canceled ? null : (choice.filePaths[0] ?? null);
        },
        onProgress: (progress) => {
          if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(IPC_EVENTS.downloadProgress, progress);
        },
      });
      registerDownloadHandlers(ipc, desktop.downloads, library);
      openMainWindow();
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
      });
    })
    .catch((error: unknown) => {
      console.error('[desktop] failed to start:', error);
      app.exit(1);
    });
  return desktop;
}

/** The harness's entry URL (DesktopDeps.appEntryUrl): an http URL on a loopback host, or an Error. */
export function loopbackEntryUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`appEntryUrl is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' || !isLoopbackOrigin(parsed.origin) || parsed.username || parsed.password) {
    throw new Error(`appEntryUrl must be an http URL on a loopback host: ${url}`);
  }
  return parsed.toString();
}
