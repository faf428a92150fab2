/**
 * The desktop app's offline library (issue 22): every invoice and certificate saved to disk, read
 * through the platform (the bridge's index and a stat of each file, never the API, so the page
 * opens with no network), the downloads folder, and the progress of running downloads (which the
 * invoice and certificate pages show). Missing files are fetched again only while online.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { DownloadProgress, LibraryEntry } from '../../../common/bridge';
import type { Platform } from '../../platform/types';
import { Resource } from '../../stores/Resource';
import { featureStore } from '../../stores/feature';

/** Whether the network is up, and its changes (window's online/offline events in the app). */
export interface NetworkStatus {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export function browserNetwork(): NetworkStatus {
  const hasWindow = typeof window !== 'undefined';
  return {
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    subscribe(listener) {
      if (!hasWindow) return () => undefined;
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

export type RefetchOutcome = { ok: true } | { ok: false; message: string; cancelled: boolean };

export interface LibraryStoreDeps {
  platform: Platform;
  /** The current access token (a missing document is fetched again with it). */
  accessToken: () => string | null;
  /** Refreshes the session once when a download answers 401. */
  refresh?: () => Promise<unknown>;
  network?: NetworkStatus;
}

/** A download's progress as a whole percentage, or null when the server sent no length. */
export function progressPercent(progress: DownloadProgress | undefined): number | null {
  if (!progress || !progress.total) return null;
  return Math.min(100, Math.floor((progress.received / progress.total) * 100));
}

export class LibraryStore {
  readonly entries = new Resource<LibraryEntry[]>();
  /** The downloads folder (null before one was chosen); undefined until asked. */
  folder: string | null | undefined = undefined;
  online: boolean;
  /** Progress of running downloads by URL. */
  readonly progress = observable.map<string, DownloadProgress>();
  /** Entries being fetched again. */
  readonly refetching = observable.set<string>();
  private readonly disposers: (() => void)[] = [];

  constructor(private readonly deps: LibraryStoreDeps) {
    const network = deps.network ?? browserNetwork();
    this.online = network.isOnline();
    makeObservable(this, { folder: observable, online: observable, setOnline: action, forget: action });
    this.disposers.push(network.subscribe((online) => this.setOnline(online)));
    const api = deps.platform.library;
    if (api) {
      this.disposers.push(api.onProgress((p) => runInAction(() => this.progress.set(p.url, { url: p.url, received: p.received, total: p.total }))));
    }
  }

  /** True in the desktop app: the web has no library. */
  get available(): boolean {
    return Boolean(this.deps.platform.library);
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  /** Drops the progress of a URL (before it is downloaded again, so an old 100 % never shows). */
  forget(url: string): void {
    this.progress.delete(url);
  }

  /** The list and the folder, from the disk; asked again each time the page opens. */
  async load(): Promise<LibraryEntry[] | null> {
    const api = this.deps.platform.library;
    if (!api) return null;
    const [entries, folder] = await Promise.all([this.entries.load(() => api.list()), api.folder().catch(() => null)]);
    runInAction(() => (this.folder = folder));
    return entries;
  }

  /** Asks for another downloads folder; the old one stays when the dialog is cancelled. */
  async changeFolder(): Promise<string | null> {
    const api = this.deps.platform.library;
    if (!api) return null;
    const chosen = await api.chooseFolder();
    if (chosen) runInAction(() => (this.folder = chosen));
    return chosen;
  }

  open(entryId: string): Promise<boolean> {
    return this.deps.platform.library?.open(entryId) ?? Promise.resolve(false);
  }

  showInFolder(entryId: string): Promise<boolean> {
    return this.deps.platform.library?.showInFolder(entryId) ?? Promise.resolve(false);
  }

  /** Fetches a missing document again (same URL and filing, the current token), then lists again. */
  async downloadAgain(entry: LibraryEntry): Promise<RefetchOutcome> {
    if (!this.online) return { ok: false, cancelled: false, message: 'offline' };
    runInAction(() => this.refetching.add(entry.id));
    this.forget(entry.url);
    try {
      const library = { kind: entry.kind, ref: entry.ref, title: entry.title };
      const attempt = () => this.deps.platform.download(entry.url, entry.fileName, { accessToken: this.deps.accessToken() ?? undefined, library });
      let result = await attempt();
      if (!result.ok && /\b401\b/.test(result.error ?? '') && this.deps.refresh) {
        await this.deps.refresh().catch(() => null);
        result = await attempt();
      }
      await this.load();
      if (result.ok) return { ok: true };
      return { ok: false, cancelled: result.error === 'cancelled', message: result.error ?? '' };
    } finally {
      runInAction(() => this.refetching.delete(entry.id));
      this.forget(entry.url);
    }
  }

  dispose(): void {
    this.disposers.splice(0).forEach((d) => d());
  }
}

/** The library store of a RootStore, made on first use (stores/feature.ts). */
export const libraryOf = featureStore((root) => new LibraryStore({ platform: root.platform, accessToken: () => root.session.accessToken, refresh: () => root.api.refresher.refresh() }));
