/**
 * Builds the DesktopBridge object from an ipcRenderer. Kept apart from index.ts (which touches the
 * real electron module) so vitest can check it with a fake ipcRenderer.
 */
import {
  IPC,
  IPC_EVENTS,
  type DesktopBridge,
  type DownloadRequest,
  type IpcEvent,
  type NativeNotification,
  type OfflineDownloadRequest,
  type OfflineProgressReport,
  type SessionTokens,
} from '../common/bridge';

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

/** Subscribes a listener to one main → renderer channel; only values `accept` lets through reach it. */
function subscribe<T>(ipcRenderer: IpcRendererLike, channel: IpcEvent, accept: (value: unknown) => value is T, listener: (value: T) => void): () => void {
  if (typeof listener !== 'function') throw new TypeError('listener must be a function');
  const handler = (_event: unknown, value: unknown) => {
    if (accept(value)) listener(value);
  };
  ipcRenderer.on(channel, handler);
  return () => {
    ipcRenderer.removeListener(channel, handler);
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = <T>(value: unknown): value is T => typeof value === 'object' && value !== null;

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
          ...(request?.library !== undefined ? { library: { kind: request.library?.kind, ref: request.library?.ref, title: request.library?.title } } : {}),
        }),
      folder: () => ipcRenderer.invoke(IPC.downloadFolder),
      chooseFolder: () => ipcRenderer.invoke(IPC.downloadChooseFolder),
      library: () => ipcRenderer.invoke(IPC.downloadLibrary),
      open: (entryId: string) => ipcRenderer.invoke(IPC.downloadOpen, entryId),
      showInFolder: (entryId: string) => ipcRenderer.invoke(IPC.downloadShowInFolder, entryId),
      onProgress: (listener) => subscribe(ipcRenderer, IPC_EVENTS.downloadProgress, isObject, listener),
    },
    offline: {
      download: (request: OfflineDownloadRequest) =>
        ipcRenderer.invoke(IPC.offlineDownload, {
          courseId: request?.courseId,
          lectureIds: Array.isArray(request?.lectureIds) ? [...request.lectureIds] : request?.lectureIds,
          accessToken: request?.accessToken,
        }),
      courses: () => ipcRenderer.invoke(IPC.offlineCourses),
      course: (courseId: string) => ipcRenderer.invoke(IPC.offlineCourse, courseId),
      remove: (courseId: string) => ipcRenderer.invoke(IPC.offlineRemove, courseId),
      record: (report: OfflineProgressReport) =>
        ipcRenderer.invoke(IPC.offlineRecord, {
          courseId: report?.courseId,
          lectureId: report?.lectureId,
          position: report?.position,
          watchedSeconds: report?.watchedSeconds,
          at: report?.at,
        }),
      sync: (accessToken: string) => ipcRenderer.invoke(IPC.offlineSync, accessToken),
      onProgress: (listener) => subscribe(ipcRenderer, IPC_EVENTS.offlineProgress, isObject, listener),
    },
    notifications: {
      show: (notification: NativeNotification) =>
        ipcRenderer.invoke(IPC.notificationShow, {
          title: notification?.title,
          body: notification?.body,
          ...(notification?.route !== undefined ? { route: notification.route } : {}),
        }),
      onClick: (listener) => subscribe(ipcRenderer, IPC_EVENTS.notificationClick, isString, listener),
      setUnread: (count: number) => ipcRenderer.invoke(IPC.notificationUnread, count),
    },
    links: {
      onOpen: (listener) => subscribe(ipcRenderer, IPC_EVENTS.linkOpen, isString, listener),
    },
  };
}
