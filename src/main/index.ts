/**
 * Electron main process: wires the plain modules of src/main to the real electron module.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Notification, protocol, safeStorage, session, shell, type WebContents } from 'electron';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol';
import { APP_ENTRY_URL, APP_SCHEME, isLoopbackOrigin, resolveApiConfig, resolveAppOrigin, resolveDevServerUrl } from './config';
import { buildCsp } from './csp';
import { createDownloads } from './downloads';
import { registerIpcHandlers } from './ipc';
import { createNotifications, focusWindow } from './notifications';
import { TokenVault, type KeyValueStore, type KeytarLike } from './tokenVault';
import { createMainWindow, hardenWebContents, type BrowserWindowLike } from './window';

const here = path.dirname(fileURLToPath(import.meta.url)); // out/main
const preloadPath = path.join(here, '../preload/index.cjs');
const rendererDir = path.join(here, '../renderer');
const iconCandidates = [path.join(app.getAppPath(), 'resources/icon.png'), path.join(here, '../../resources/icon.png')];
const icon = iconCandidates.find((file) => existsSync(file));

const api = resolveApiConfig(process.env);
const devServerUrl = resolveDevServerUrl(process.env, app.isPackaged);
const appOrigin = resolveAppOrigin(devServerUrl);

// The app:// scheme must be registered before 'ready'.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
if (process.platform === 'win32') app.setAppUserModelId('id.belajar.desktop');

let mainWindow: (BrowserWindowLike & InstanceType<typeof BrowserWindow>) | null = null;

const vault = new TokenVault({
  loadKeytar: async () => {
    // keytar is an optional dependency (it needs libsecret to build): named through a variable so
    // the type check passes on machines where it did not install; the vault then falls back.
    const name = 'keytar';
    const mod = (await import(name)) as KeytarLike & { default?: KeytarLike };
    return mod.default ?? mod;
  },
  safeStorage,
  openStore: async () => {
    const { default: Store } = await import('electron-store');
    return new Store({ name: 'session-vault' }) as unknown as KeyValueStore;
  },
  log: (message) => console.warn(message),
});

function openMainWindow(): void {
  const win = createMainWindow({
    BrowserWindow,
    shell,
    session: session.defaultSession,
    preloadPath,
    devServerUrl,
    appEntryUrl: APP_ENTRY_URL,
    appOrigin,
    apiBase: api.apiBase,
    apiOrigin: api.apiOrigin,
    appVersion: app.getVersion(),
    icon,
  }) as BrowserWindowLike & InstanceType<typeof BrowserWindow>;
  mainWindow = win;
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow && !mainWindow.isDestroyed()) focusWindow(mainWindow);
  });

  // Every WebContents (including any a bug might create) gets the same navigation policy.
  app.on('web-contents-created', (_event, contents: WebContents) => {
    hardenWebContents(contents, appOrigin, (url) => shell.openExternal(url));
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(() => {
      if (!isLoopbackOrigin(api.apiOrigin) && api.apiOrigin.startsWith('http:')) {
        console.warn(
          `[desktop] LM_API_URL ${api.apiOrigin} is plain http on a non-local host; the app page is a secure ` +
            'context, so Chromium blocks those requests as mixed content. Use https or a localhost URL.',
        );
      }

      protocol.handle(APP_SCHEME, createAppProtocolHandler({ rootDir: rendererDir, csp: buildCsp({ apiOrigin: api.apiOrigin }) }));

      const downloads = createDownloads({
        apiOrigin: api.apiOrigin,
        getDownloadsDir: () => app.getPath('downloads'),
        showSaveDialog: (options) => (mainWindow && !mainWindow.isDestroyed() ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
      });
      const notifications = createNotifications({ Notification, getWindow: () => mainWindow, icon });

      registerIpcHandlers({ ipcMain, trustedOrigins: [appOrigin], vault, downloads, notifications });
      openMainWindow();

      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
      });
    })
    .catch((error: unknown) => {
      console.error('[desktop] failed to start:', error);
      app.exit(1);
    });
}
