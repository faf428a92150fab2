/**
 * The desktop harness (issue 22): the REAL main-process wiring (startDesktop, src/main/wiring.ts)
 * in Node with stand-ins for Electron's APIs (electron.ts), the REAL preload bridge bundled as it
 * ships (preload.ts), and the BUILT renderer (out/renderer, `npx electron-vite build`) in Chromium
 * through playwright-core, served by the wiring's own app:// protocol handler behind a loopback
 * port (loopback.ts). Tokens go to the real keytar against the session's gnome-keyring (run inside
 * `npm run test:desktop`); settings go to `conf`, electron-store's own base, in a temp folder.
 *
 *   const api = await startHarnessApi(...)     // or launchDesktop({ api: true }) for one of its own
 *   const desktop = await launchDesktop({ apiUrl: api.url });
 *   const page = await desktop.page();          // the main window, loaded
 *   await desktop.close();
 *
 * What this cannot prove (contextBridge, the sandbox, scheme privileges, Electron's ABI …) is
 * listed in docs/desktop.md, with how each is checked where Electron runs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { APP_SCHEME } from '../../../src/main/config';
import { TokenVault, VAULT_ACCOUNT, type KeyValueStore, type KeytarLike } from '../../../src/main/tokenVault';
import { MEDIA_KEY_ACCOUNT } from '../../../src/main/offline/mediaKey';
import { startDesktop, type Desktop, type DesktopDeps, type ElectronLike, type MainWindowLike } from '../../../src/main/wiring';
import { findBrowser } from '../../e2e/find-browser';
import { startHarnessApi, type HarnessApi } from './api';
import { harnessBrowserWindow, type HarnessWindow } from './browserWindow';
import {
  HarnessApp,
  HarnessDialog,
  HarnessIpcMain,
  HarnessProtocol,
  HarnessSession,
  HarnessShell,
  harnessNotification,
  harnessTray,
  unavailableSafeStorage,
  type ShownNotification,
  type TrayRecord,
} from './electron';
import { startAppLoopback, type LoopbackServer } from './loopback';
import { IPC_BINDING } from './preload';

export { startHarnessApi, type HarnessApi } from './api';
export { HarnessWindow, HarnessWebContents } from './browserWindow';
export * from './electron';
export { startForeignSite } from './loopback';
export { preloadBundle, preloadInitScript, IPC_BINDING, DELIVER } from './preload';

const require = createRequire(import.meta.url);

/** keytar, or null where it did not build or load (the vault then falls back, and says so). */
export function loadKeytar(): KeytarLike | null {
  try {
    const mod = require('keytar') as KeytarLike & { default?: KeytarLike };
    return mod.default ?? mod;
  } catch {
    return null;
  }
}

/** True inside `npm run test:desktop` (a D-Bus session with an unlocked gnome-keyring) with keytar built. */
export const hasKeychain = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS) && loadKeytar() !== null;

export interface LaunchOptions {
  /** LM_API_URL. Without it (and without `api`), the app points at a closed port. */
  apiUrl?: string;
  /** Start an API server of its own (stopApi/startApi/dispose on the result's `api`). */
  api?: boolean;
  /** More environment for the wiring (LM_* variables). */
  env?: Record<string, string | undefined>;
  /** Real keytar (default: when available). False: no keychain, so the vault falls back. */
  keychain?: boolean;
  /** Another instance already holds the single-instance lock. */
  secondInstance?: boolean;
  /**
   * Page CSP ignored (playwright's bypassCSP). Only for a test that needs a frame the app's CSP
   * would refuse (another origin's iframe over http: the real CSP allows https: frames).
   */
  bypassCsp?: boolean;
  viewport?: { width: number; height: number };
  /** Existing folders to reuse (a "restart" of the app with the same profile). */
  downloadsDir?: string;
  userDataDir?: string;
  /** The keychain service name (default: one per launch, removed on close). */
  vaultService?: string;
  /** Does not wait for the main window to load. */
  noWait?: boolean;
}

export interface DesktopHarness {
  desktop: Desktop<HarnessWindow>;
  /** The stand-ins handed to the wiring, with their records. */
  electron: {
    app: HarnessApp;
    ipcMain: HarnessIpcMain;
    protocol: HarnessProtocol;
    session: { defaultSession: HarnessSession };
    dialog: HarnessDialog;
    shell: HarnessShell;
    BrowserWindow: ReturnType<typeof harnessBrowserWindow>['BrowserWindow'];
  };
  app: HarnessApp;
  ipcMain: HarnessIpcMain;
  protocol: HarnessProtocol;
  session: HarnessSession;
  dialog: HarnessDialog;
  shell: HarnessShell;
  /** Native notifications shown, in order; `notifications[i].click()` clicks one. */
  notifications: ShownNotification[];
  trays: TrayRecord[];
  windows: HarnessWindow[];
  browser: Browser;
  context: BrowserContext;
  /** The loopback origin standing in for app://belajar (the one origin the IPC handlers trust). */
  appOrigin: string;
  loopback: LoopbackServer;
  apiUrl: string;
  /** The API server, when launched with `api: true`. */
  api: HarnessApi | null;
  downloadsDir: string;
  userDataDir: string;
  vault: TokenVault;
  vaultService: string;
  keytar: KeytarLike | null;
  /** The tokens as the keychain holds them (null: none), read with keytar itself. */
  keychainTokens(): Promise<{ accessToken: string; refreshToken: string } | null>;
  /** The settings store (conf) handed to the wiring. */
  store: KeyValueStore;
  /** The main window, once its page loaded. */
  window(): Promise<HarnessWindow>;
  /** The main window's page, loaded. */
  page(): Promise<Page>;
  /** Waits until every main → renderer message sent so far reached its page. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

let launches = 0;

/** Electron's own event for a second launch, with the argv the OS gave it (belajar:// links). */
export function secondInstance(harness: DesktopHarness, argv: string[] = [], workingDirectory = process.cwd()) {
  harness.app.emit('second-instance', {}, argv, workingDirectory);
}

export async function launchDesktop(options: LaunchOptions = {}): Promise<DesktopHarness> {
  const n = ++launches;
  const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `lm-desktop-${name}-`));
  const downloadsDir = options.downloadsDir ?? tmp('downloads');
  const userDataDir = options.userDataDir ?? tmp('userdata');
  const cleanup: Array<() => Promise<void> | void> = [];
  if (!options.downloadsDir) cleanup.push(() => fs.rmSync(downloadsDir, { recursive: true, force: true }));
  if (!options.userDataDir) cleanup.push(() => fs.rmSync(userDataDir, { recursive: true, force: true }));

  const protocol = new HarnessProtocol();
  const loopback = await startAppLoopback(() => protocol.handlers.get(APP_SCHEME));
  cleanup.push(() => loopback.close());
  const appOrigin = loopback.origin;

  let api: HarnessApi | null = null;
  if (options.api) {
    api = await startHarnessApi({ corsOrigins: [appOrigin] });
    cleanup.push(() => api!.dispose());
  }
  const apiUrl = api?.url ?? options.apiUrl ?? 'http://127.0.0.1:9';

  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  cleanup.push(() => browser.close());
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 840 }, bypassCSP: options.bypassCsp ?? false, acceptDownloads: false });

  const app = new HarnessApp({ downloadsDir, userDataDir, version: '0.1.0-harness', singleInstanceLock: !options.secondInstance });
  const ipcMain = new HarnessIpcMain();
  const session = new HarnessSession();
  const dialog = new HarnessDialog();
  const shell = new HarnessShell();
  const notifications: ShownNotification[] = [];
  const trays: TrayRecord[] = [];
  const { BrowserWindow, windows } = harnessBrowserWindow({ context, appUrlOrigin: () => appOrigin }, (win) => app.emit('web-contents-created', {}, win.webContents));

  // Every frame's bridge calls land here, with the calling frame's own URL as the sender.
  await context.exposeBinding(IPC_BINDING, async (source, channel: unknown, args: unknown) => {
    if (typeof channel !== 'string') throw new Error('channel must be a string');
    return ipcMain.invoke(source.frame.url(), channel, Array.isArray(args) ? args : []);
  });

  const useKeychain = options.keychain ?? hasKeychain;
  const keytar = useKeychain ? loadKeytar() : null;
  const vaultService = options.vaultService ?? `learning-marketplace.harness-${process.pid}-${n}`;
  const vaultStore = new Conf<Record<string, unknown>>({ cwd: userDataDir, configName: 'session-vault' });
  const vault = new TokenVault({
    loadKeytar: () => {
      if (!keytar) throw new Error('keytar is not available in this run');
      return keytar;
    },
    safeStorage: unavailableSafeStorage,
    openStore: () => vaultStore as unknown as KeyValueStore,
    service: vaultService,
    log: () => undefined,
  });
  if (keytar && !options.vaultService) cleanup.push(async () => void (await keytar.deletePassword(vaultService, VAULT_ACCOUNT).catch(() => false)));
  const store = new Conf<Record<string, unknown>>({ cwd: userDataDir, configName: 'desktop-settings' }) as unknown as KeyValueStore;

  const Notification = harnessNotification(notifications);
  const Tray = harnessTray(trays);
  const electron = { app, BrowserWindow, dialog, ipcMain, Notification, protocol, session: { defaultSession: session }, shell, Tray, safeStorage: unavailableSafeStorage };

  const deps: DesktopDeps<HarnessWindow> = {
    // The stand-ins carry more than the wiring's types name (Tray, showOpenDialog …) for the parts other packages add.
    electron: electron as unknown as ElectronLike<HarnessWindow & MainWindowLike>,
    env: { LM_API_URL: apiUrl, ...options.env },
    platform: 'linux',
    paths: { preloadPath: path.resolve('out/preload/index.cjs'), rendererDir: path.resolve('out/renderer'), icon: path.resolve('resources/icon.png') },
    vault,
    store,
    // The offline media key in the same real keychain as the tokens (a service of this run's own).
    offlineKey: keytar ? { loadKeytar: () => keytar, store, service: vaultService } : { store },
    log: () => undefined,
    appEntryUrl: `${appOrigin}/`,
  };
  if (keytar && !options.vaultService) cleanup.push(async () => void (await keytar.deletePassword(vaultService, MEDIA_KEY_ACCOUNT).catch(() => false)));
  if (!fs.existsSync(path.join(deps.paths.rendererDir, 'index.html'))) {
    await Promise.all(cleanup.reverse().map((f) => f()));
    throw new Error('out/renderer is not built: run `npx electron-vite build` first (npm run test:desktop does)');
  }
  const desktop = startDesktop(deps);

  const flush = async () => {
    for (const win of windows) {
      await win.webContents.flush();
      await win.settled();
    }
  };
  const mainWindow = async () => {
    const deadline = Date.now() + 30_000;
    while (!desktop.mainWindow()) {
      if (Date.now() > deadline) throw new Error('the wiring opened no window');
      await new Promise((r) => setTimeout(r, 20));
    }
    const win = desktop.mainWindow()!;
    await win.whenLoaded();
    return win;
  };
  if (!options.noWait && !options.secondInstance) await mainWindow();

  return {
    desktop,
    electron: { app, ipcMain, protocol, session: { defaultSession: session }, dialog, shell, BrowserWindow },
    app,
    ipcMain,
    protocol,
    session,
    dialog,
    shell,
    notifications,
    trays,
    windows,
    browser,
    context,
    appOrigin,
    loopback,
    apiUrl,
    api,
    downloadsDir,
    userDataDir,
    vault,
    vaultService,
    keytar,
    keychainTokens: async () => {
      if (!keytar) return null;
      const raw = await keytar.getPassword(vaultService, VAULT_ACCOUNT);
      return raw ? (JSON.parse(raw) as { accessToken: string; refreshToken: string }) : null;
    },
    store,
    window: mainWindow,
    page: async () => (await mainWindow()).page(),
    flush,
    close: async () => {
      desktop.ipc?.dispose();
      for (const f of cleanup.reverse()) await Promise.resolve(f()).catch(() => undefined);
    },
  };
}
