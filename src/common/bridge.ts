/**
 * The typed bridge between the Electron preload and the renderer (`window.desktop`).
 * The preload implements exactly this interface with contextBridge; the renderer's platform
 * layer is the only consumer. Nothing Electron-specific leaks past it.
 */

/** Session tokens as the API issues them. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Where the desktop app keeps the tokens: the OS keychain, or the encrypted fallback file. */
export type VaultBackend = 'keychain' | 'safeStorage' | 'memory';

export interface DownloadRequest {
  /** Absolute URL of the file (invoice or certificate PDF). */
  url: string;
  /** Suggested file name, e.g. "invoice-INV123.pdf". */
  fileName: string;
  /** Optional bearer token to send with the request. */
  accessToken?: string;
}

export interface DownloadResult {
  ok: boolean;
  /** Where the file was saved (when ok). */
  path?: string;
  /** Human readable reason (when not ok, e.g. cancelled). */
  error?: string;
}

export interface NativeNotification {
  title: string;
  body: string;
  /** Route inside the app to open when the notification is clicked. */
  route?: string;
}

export interface DesktopBridge {
  readonly platform: 'desktop';
  readonly appVersion: string;
  session: {
    get(): Promise<SessionTokens | null>;
    set(tokens: SessionTokens): Promise<void>;
    clear(): Promise<void>;
    backend(): Promise<VaultBackend>;
  };
  downloads: {
    save(request: DownloadRequest): Promise<DownloadResult>;
  };
  notifications: {
    show(notification: NativeNotification): Promise<boolean>;
    /** Subscribe to clicks on native notifications; returns an unsubscribe function. */
    onClick(listener: (route: string) => void): () => void;
  };
}

/** IPC channel names, shared by main and preload so they can never drift apart. */
export const IPC = {
  sessionGet: 'session:get',
  sessionSet: 'session:set',
  sessionClear: 'session:clear',
  sessionBackend: 'session:backend',
  downloadSave: 'download:save',
  notificationShow: 'notification:show',
  notificationClick: 'notification:click',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
