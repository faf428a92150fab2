/**
 * The renderer's only door to the host: session storage, downloads, notifications, small
 * cookies and the locale. Stores and the API layer use this interface; two implementations:
 * web (cookies, browser download, Notification API) and desktop (`window.desktop`).
 */
import type { DesktopBridge, DownloadResult, LibraryFiling, SessionTokens, VaultBackend } from '../../common/bridge';
import type { Locale } from '../../common/enums';

export interface CookieOptions {
  /** Seconds; omitted = session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
}

export interface CookieStore {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

export interface SessionStorageApi {
  get(): Promise<SessionTokens | null>;
  set(tokens: SessionTokens): Promise<void>;
  clear(): Promise<void>;
  /** Where the tokens are kept: the `auth` cookie (web), or the desktop vault's backend. */
  where(): Promise<'cookie' | VaultBackend>;
}

export interface DownloadOptions {
  /** Bearer token sent with the request (invoices, certificates). */
  accessToken?: string;
  /** Desktop: files the saved document in the offline library (the web ignores it). */
  library?: LibraryFiling;
}

/**
 * The desktop app's downloads folder and offline library (absent on the web): the bridge's own
 * calls, `list` reading the disk only, never the network.
 */
export type LibraryApi = Pick<DesktopBridge['downloads'], 'folder' | 'chooseFolder' | 'open' | 'showInFolder' | 'onProgress'> & {
  list: DesktopBridge['downloads']['library'];
};

export interface Platform {
  readonly kind: 'web' | 'desktop';
  readonly session: SessionStorageApi;
  /** Save a remote file (invoice/certificate) to disk. */
  download(url: string, fileName: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** Show a system notification; `route` is opened when it is clicked. Resolves false if not shown. */
  notify(title: string, body: string, route?: string): Promise<boolean>;
  /** Clicks on notifications (route to open). Returns an unsubscribe function. */
  onNotificationClick(listener: (route: string) => void): () => void;
  /** Desktop only: the unread count for the tray icon and the dock/taskbar badge. */
  setUnread?(count: number): void;
  /** Desktop only: belajar:// links opened from outside (a payment's return), as app routes. Returns unsubscribe. */
  onOpenLink?(listener: (route: string) => void): () => void;
  /** Non-secret cookies of the spec: fcmToken, search, notification_policy, cdpLogo. */
  readonly cookies: CookieStore;
  readonly locale: { get(): Locale; set(locale: Locale): void };
  /** Desktop only: lessons kept for offline study (issue 22). Absent on the website. */
  readonly offline?: DesktopBridge['offline'];
  /** Desktop only: the downloads folder and the offline library. */
  readonly library?: LibraryApi;
}
