/**
 * IPC handlers behind the preload bridge. Every handler first checks that the message comes from a
 * frame of the app's own origin, then checks the argument shapes; anything else is rejected with an
 * Error (which the renderer's ipcRenderer.invoke sees as a rejected promise).
 */
import { IPC, type DownloadRequest, type IpcChannel, type LibraryFiling, type NativeNotification } from '../common/bridge';
import { isLibraryKind, LIBRARY_LIMITS } from '../common/library';
import { originOf } from './config';
import type { Notifications } from './notifications';
import { parseSessionTokens, type TokenVault } from './tokenVault';

/** The parts of Electron's IpcMainInvokeEvent the handlers read. */
export interface IpcInvokeEventLike {
  senderFrame?: { url: string } | null;
  sender?: { getURL?(): string };
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface IpcDeps {
  vault: Pick<TokenVault, 'get' | 'set' | 'clear' | 'backend'>;
  notifications: Pick<Notifications, 'show'>;
}

const MAX_URL = 4096;
const MAX_FILE_NAME = 255;
const MAX_TITLE = 256;
const MAX_BODY = 4096;
const MAX_ROUTE = 2048;

export function assertTrustedSender(event: IpcInvokeEventLike, trustedOrigins: readonly string[]): void {
  const url = event?.senderFrame?.url;
  const origin = originOf(url);
  if (!origin || !trustedOrigins.some((o) => o.toLowerCase() === origin)) {
    throw new Error('IPC call rejected: sender is not the app');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(obj: Record<string, unknown>, key: string, max: number, { optional = false, allowEmpty = false } = {}): string | undefined {
  const value = obj[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string') throw new Error(`${key} must be a string`);
  if (!allowEmpty && value.length === 0) throw new Error(`${key} must not be empty`);
  if (value.length > max) throw new Error(`${key} is too long`);
  return value;
}

export function parseDownloadRequest(value: unknown): DownloadRequest {
  if (!isPlainObject(value)) throw new Error('download request must be an object');
  const url = requireString(value, 'url', MAX_URL)!;
  try {
    const { protocol } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error();
  } catch {
    throw new Error('url must be an absolute http(s) URL');
  }
  const fileName = requireString(value, 'fileName', MAX_FILE_NAME)!;
  const accessToken = requireString(value, 'accessToken', 16 * 1024, { optional: true });
  const library = value.library === undefined ? undefined : parseLibraryFiling(value.library);
  return { url, fileName, ...(accessToken ? { accessToken } : {}), ...(library ? { library } : {}) };
}

/** How a download is filed in the offline library: a known kind, a bounded ref and title. */
export function parseLibraryFiling(value: unknown): LibraryFiling {
  if (!isPlainObject(value)) throw new Error('library must be an object');
  if (!isLibraryKind(value.kind)) throw new Error('library.kind is not a library kind');
  const ref = requireString(value, 'ref', LIBRARY_LIMITS.ref)!;
  const title = requireString(value, 'title', LIBRARY_LIMITS.title)!;
  return { kind: value.kind, ref, title };
}

export function parseNotification(value: unknown): NativeNotification {
  if (!isPlainObject(value)) throw new Error('notification must be an object');
  const title = requireString(value, 'title', MAX_TITLE)!;
  const body = requireString(value, 'body', MAX_BODY, { allowEmpty: true })!;
  const route = requireString(value, 'route', MAX_ROUTE, { optional: true });
  // Routes are paths inside the app ("/user/notification"), never URLs or protocol-relative paths.
  if (route !== undefined && (!route.startsWith('/') || route.startsWith('//') || route.includes('\\'))) {
    throw new Error('route must be an app path starting with "/"');
  }
  return { title, body, ...(route !== undefined ? { route } : {}) };
}

/**
 * Registers handlers that first check the sender's origin, then that the call carried exactly the
 * channel's number of arguments; each domain (session, downloads, offline, …) adds its own.
 */
export interface IpcRegistrar {
  handle(channel: IpcChannel, arity: 0 | 1, run: (args: unknown[]) => unknown): void;
  /** Removes every handler registered through this registrar. */
  dispose(): void;
}

export function createIpcRegistrar(ipcMain: IpcMainLike, trustedOrigins: readonly string[]): IpcRegistrar {
  const channels: string[] = [];
  return {
    handle(channel, arity, run) {
      ipcMain.handle(channel, async (event, ...args: unknown[]) => {
        assertTrustedSender(event, trustedOrigins);
        if (args.length !== arity) throw new Error(arity === 0 ? 'this call takes no arguments' : `${channel} takes exactly one argument (exactly 1 argument, got ${args.length})`);
        return run(args);
      });
      channels.push(channel);
    },
    dispose() {
      for (const channel of channels.splice(0)) ipcMain.removeHandler(channel);
    },
  };
}

/** The session and notification channels (downloads: registerDownloadHandlers, offline: registerOfflineHandlers). */
export function registerIpcHandlers(ipc: IpcRegistrar, { vault, notifications }: IpcDeps): void {
  ipc.handle(IPC.sessionGet, 0, () => vault.get());
  ipc.handle(IPC.sessionSet, 1, async (args) => {
    await vault.set(parseSessionTokens(args[0]));
  });
  ipc.handle(IPC.sessionClear, 0, async () => {
    await vault.clear();
  });
  ipc.handle(IPC.sessionBackend, 0, () => vault.backend());
  ipc.handle(IPC.notificationShow, 1, (args) => notifications.show(parseNotification(args[0])));
}
