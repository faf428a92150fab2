/**
 * Builds the DesktopBridge object from an ipcRenderer. Kept apart from index.ts (which touches the
 * real electron module) so vitest can check it with a fake ipcRenderer.
 */
import { IPC, type DesktopBridge, type DownloadRequest, type NativeNotification, type SessionTokens } from '../common/bridge';

/** Same value as src/main/config.ts; duplicated so the sandboxed preload bundle stays tiny. */
const ARG_APP_VERSION = '--lm-app-version=';

export interface IpcRendererLike {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own type: DesktopBridge below types each channel's answer
  invoke(channel: string, ...args: unknown[]): Promise<any>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function readArg(argv: readonly string[], prefix: string): string {
  const found = argv.find((arg) => arg.startsWith(prefix));
  return found ? found.slice(prefix.length) : '';
}

export function createBridge(ipcRenderer: IpcRendererLike, argv: readonly string[]): DesktopBridge {
  const appVersion = readArg(argv, ARG_APP_VERSION);
  // Only plain data crosses to the main process: the renderer cannot smuggle extra properties.
  return {
    platform: 'desktop',
    appVersion,
    session: {
      get: () => ipcRenderer.invoke(IPC.sessionGet),
      set: (tokens: SessionTokens) => ipcRenderer.invoke(IPC.sessionSet, { accessToken: tokens?.accessToken, refreshToken: tokens?.refreshToken }),
      clear: () => ipcRenderer.invoke(IPC.sessionClear),
      backend: () => ipcRenderer.invoke(IPC.sessionBackend),
    },
    downloads: {
      save: (request: DownloadRequest) =>
        ipcRenderer.invoke(IPC.downloadSave, {
          url: request?.url,
          fileName: request?.fileName,
          ...(request?.accessToken !== undefined ? { accessToken: request.accessToken } : {}),
        }),
    },
    notifications: {
      show: (notification: NativeNotification) =>
        ipcRenderer.invoke(IPC.notificationShow, {
          title: notification?.title,
          body: notification?.body,
          ...(notification?.route !== undefined ? { route: notification.route } : {}),
        }),
      onClick(listener: (route: string) => void) {
        if (typeof listener !== 'function') throw new TypeError('listener must be a function');
        const handler = (_event: unknown, route: unknown) => {
          if (typeof route === 'string') listener(route);
        };
        ipcRenderer.on(IPC.notificationClick, handler);
        return () => {
          ipcRenderer.removeListener(IPC.notificationClick, handler);
        };
      },
    },
  };
}
