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

/** What a saved document is, for the offline library. */
export type LibraryKind = 'invoice' | 'certificate';

/** How the offline library files a download: one entry per (kind, ref); saving it again replaces it. */
export interface LibraryFiling {
  kind: LibraryKind;
  /** The order id of an invoice, the certificate's number. */
  ref: string;
  /** What the library shows, e.g. "Invoice INV/2026/11/0001" or the course's title. */
  title: string;
}

export interface DownloadRequest {
  /** Absolute URL of the file (invoice or certificate PDF). */
  url: string;
  /** Suggested file name, e.g. "invoice-INV123.pdf". */
  fileName: string;
  /** Optional bearer token to send with the request. */
  accessToken?: string;
  /** When given, the saved file is listed in the offline library. */
  library?: LibraryFiling;
}

export interface DownloadResult {
  ok: boolean;
  /** Where the file was saved (when ok). */
  path?: string;
  /** Human readable reason (when not ok, e.g. cancelled). */
  error?: string;
  /** The library entry written (when the request had a filing). */
  entryId?: string;
}

/** Sent while a download runs (main → renderer). total is null when the server sent no length. */
export interface DownloadProgress {
  url: string;
  received: number;
  total: number | null;
}

/** One document the desktop app saved, as the offline library lists it. */
export interface LibraryEntry extends LibraryFiling {
  id: string;
  /** The URL it was fetched from: used to fetch it again when the file is missing. */
  url: string;
  fileName: string;
  /** Absolute path on disk. */
  path: string;
  size: number;
  /** ISO time it was saved. */
  savedAt: string;
  /** False when the file was moved or deleted since: the library offers to fetch it again. */
  present: boolean;
}

/** Ask the desktop app to keep an enrolled course's lessons for offline study. */
export interface OfflineDownloadRequest {
  courseId: string;
  /** The lectures whose videos to keep (texts, captions and the outline are always kept). */
  lectureIds: string[];
  accessToken: string;
}

export type OfflineCourseState = 'downloading' | 'ready' | 'failed' | 'revoked';

export interface OfflineCourseSummary {
  courseId: string;
  title: string;
  state: OfflineCourseState;
  /** Why the course is revoked or failed, in words the library shows. */
  reason?: string;
  lectureIds: string[];
  bytes: number;
  savedAt: string;
}

/** A position and watched time recorded while offline, sent when the network returns. */
export interface OfflineProgressReport {
  courseId: string;
  lectureId: string;
  /** Seconds into the lecture. */
  position: number;
  /** Seconds actually watched since the last report. */
  watchedSeconds: number;
  /** ISO time it was recorded. */
  at: string;
}

export interface OfflineDownloadProgress {
  courseId: string;
  received: number;
  total: number | null;
}

/** Where an offline lecture's media is served (app://belajar/offline/<courseId>/<lectureId>). */
export const OFFLINE_MEDIA_PATH = '/offline/';

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
    /** Fetch and save into the chosen folder (asks for one the first time); never overwrites silently. */
    save(request: DownloadRequest): Promise<DownloadResult>;
    /** The remembered downloads folder, or null before the student chose one. */
    folder(): Promise<string | null>;
    /** Ask for a folder with the native dialog and remember it; null when cancelled. */
    chooseFolder(): Promise<string | null>;
    /** The offline library: every saved document, with whether it is still on disk. */
    library(): Promise<LibraryEntry[]>;
    open(entryId: string): Promise<boolean>;
    showInFolder(entryId: string): Promise<boolean>;
    onProgress(listener: (progress: DownloadProgress) => void): () => void;
  };
  offline: {
    download(request: OfflineDownloadRequest): Promise<{ ok: boolean; error?: string }>;
    courses(): Promise<OfflineCourseSummary[]>;
    /** The saved outline, texts and captions of a course (the shape is offline's own), or null. */
    course(courseId: string): Promise<unknown>;
    remove(courseId: string): Promise<void>;
    record(report: OfflineProgressReport): Promise<void>;
    /** Send the queued reports and re-check access; which courses lost access are revoked. */
    sync(accessToken: string): Promise<{ sent: number; revoked: string[] }>;
    onProgress(listener: (progress: OfflineDownloadProgress) => void): () => void;
  };
  notifications: {
    show(notification: NativeNotification): Promise<boolean>;
    /** Subscribe to clicks on native notifications; returns an unsubscribe function. */
    onClick(listener: (route: string) => void): () => void;
    /** The unread count for the tray icon and the dock/taskbar badge. */
    setUnread(count: number): Promise<void>;
  };
  links: {
    /** belajar:// links opened from outside (a payment page in the system browser), as app routes. */
    onOpen(listener: (route: string) => void): () => void;
  };
}

/** IPC channel names, shared by main and preload so they can never drift apart. */
export const IPC = {
  sessionGet: 'session:get',
  sessionSet: 'session:set',
  sessionClear: 'session:clear',
  sessionBackend: 'session:backend',
  downloadSave: 'download:save',
  downloadFolder: 'download:folder',
  downloadChooseFolder: 'download:choose-folder',
  downloadLibrary: 'download:library',
  downloadOpen: 'download:open',
  downloadShowInFolder: 'download:show-in-folder',
  offlineDownload: 'offline:download',
  offlineCourses: 'offline:courses',
  offlineCourse: 'offline:course',
  offlineRemove: 'offline:remove',
  offlineRecord: 'offline:record',
  offlineSync: 'offline:sync',
  notificationShow: 'notification:show',
  notificationUnread: 'notification:unread',
} as const;

/** Channels the main process sends on (main → renderer); the preload only listens on these. */
export const IPC_EVENTS = {
  downloadProgress: 'download:progress',
  offlineProgress: 'offline:progress',
  notificationClick: 'notification:click',
  linkOpen: 'link:open',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];
export type IpcEvent = (typeof IPC_EVENTS)[keyof typeof IPC_EVENTS];

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
