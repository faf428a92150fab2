/**
 * Electron main process: the real electron module and the token vault's backends handed to the
 * wiring (wiring.ts), which the desktop harness runs with Node doubles.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Store from 'electron-store';
import { app, BrowserWindow, dialog, ipcMain, Notification, protocol, safeStorage, session, shell, Tray } from 'electron';
import { TokenVault, type KeyValueStore, type KeytarLike } from './tokenVault';
import { startDesktop } from './wiring';

const here = path.dirname(fileURLToPath(import.meta.url)); // out/main
const icon = [path.join(app.getAppPath(), 'resources/icon.png'), path.join(here, '../../resources/icon.png')].find((file) => existsSync(file));

const loadKeytar = async () => {
  const name = 'keytar'; // optional dependency, see the vault below
  const mod = (await import(name)) as KeytarLike & { default?: KeytarLike };
  return mod.default ?? mod;
};
const settings = new Store({ name: 'desktop-settings' }) as unknown as KeyValueStore;

const vault = new TokenVault({
  loadKeytar: async () => {
    // keytar is an optional dependency (it needs libsecret to build): named through a variable so
    // the type check passes on machines where it did not install; the vault then falls back.
    const name = 'keytar';
    const mod = (await import(name)) as KeytarLike & { default?: KeytarLike };
    return mod.default ?? mod;
  },
  safeStorage,
  openStore: () => new Store({ name: 'session-vault' }) as unknown as KeyValueStore,
  log: (message) => console.warn(message),
});

startDesktop<BrowserWindow>({
  electron: { app, BrowserWindow, dialog, ipcMain, Notification, protocol, session, shell, Tray },
  env: process.env,
  platform: process.platform,
  paths: { preloadPath: path.join(here, '../preload/index.cjs'), rendererDir: path.join(here, '../renderer'), icon },
  vault,
  store: settings,
  offlineKey: { loadKeytar, safeStorage, store: settings },
  argv: process.argv,
  execPath: process.execPath,
});
