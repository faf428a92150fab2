/**
 * Invoice and certificate downloads into the folder the student chose once (remembered in the
 * settings store; asked again if it vanished), with progress, no silent overwrite and the offline
 * library's index. Only URLs on the configured API origin are fetched, so a compromised renderer
 * cannot use the main process to send the token elsewhere or to fetch local/intranet resources;
 * redirects are followed by hand, only to the API origin and the configured file/CDN origins
 * (LM_FILES_ORIGINS), and the bearer token only ever goes to the API origin.
 */
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { IPC, type DownloadProgress, type DownloadRequest, type DownloadResult } from '../common/bridge';
import { fileNameFromContentDisposition } from '../common/download';
import { LIBRARY_ID_PATTERN, LIBRARY_LIMITS } from '../common/library';
import { originOf } from './config';
import { parseDownloadRequest, type IpcRegistrar } from './ipc';
import type { Library } from './library';
import type { KeyValueStore } from './tokenVault';

export const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
const MAX_REDIRECTS = 5;
/** The settings-store key of the chosen downloads folder. */
export const FOLDER_KEY = 'downloads.folder';
/** Progress is sent at most every this many bytes or milliseconds (and once at the end). */
export const PROGRESS_BYTES = 64 * 1024;
export const PROGRESS_MS = 100;
/** "name (2).pdf" … "name (999).pdf", then the download fails rather than overwrite. */
const MAX_SUFFIX = 999;

export interface DownloadsDeps {
  /** Origin of the API, the only origin downloads start from and the only one that gets the token. */
  apiOrigin: string;
  /** Further origins a download may be redirected to (object storage, a CDN): never sent the token. */
  filesOrigins?: readonly string[];
  /** Non-secret settings: the chosen folder lives here. */
  store: KeyValueStore;
  /** The native folder dialog (openDirectory, createDirectory): the chosen path, or null when cancelled. */
  pickFolder: () => Promise<string | null>;
  library: Library;
  /** Sends IPC_EVENTS.downloadProgress to the window. */
  onProgress?: (progress: DownloadProgress) => void;
  fetch?: typeof globalThis.fetch;
  maxBytes?: number;
  timeoutMs?: number;
  now?: () => number;
}

export interface Downloads {
  save(request: DownloadRequest): Promise<DownloadResult>;
  /** The remembered folder while it still exists, else null. */
  folder(): Promise<string | null>;
  /** Asks for a folder and remembers it; null (and the old folder kept) when cancelled. */
  chooseFolder(): Promise<string | null>;
}

/** A file name that is safe on Windows, macOS and Linux and never contains a path. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this replaces
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 200);
  if (!cleaned || /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(cleaned)) return 'download';
  return cleaned;
}

/** "name.pdf" for n = 1, "name (n).pdf" after. */
export function numberedName(fileName: string, n: number): string {
  if (n <= 1) return fileName;
  const ext = path.extname(fileName);
  return `${fileName.slice(0, fileName.length - ext.length)} (${n})${ext}`;
}

async function errorMessage(response: Response): Promise<string> {
  const fallback = `Download failed (HTTP ${response.status})`;
  try {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return fallback;
    const body = (await response.json()) as { message?: unknown; errors?: { description?: unknown }[] };
    const detail = body.errors?.[0]?.description ?? body.message;
    return typeof detail === 'string' && detail ? `${fallback}: ${detail}` : fallback;
  } catch {
    return fallback;
  }
}

/** The folder when it is an absolute path to an existing directory, else null. */
async function existingDirectory(dir: unknown): Promise<string | null> {
  if (typeof dir !== 'string' || !path.isAbsolute(dir)) return null;
  try {
    return (await stat(dir)).isDirectory() ? dir : null;
  } catch {
    return null;
  }
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

class DownloadError extends Error {}

export function createDownloads(deps: DownloadsDeps): Downloads {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const maxBytes = deps.maxBytes ?? MAX_DOWNLOAD_BYTES;
  const now = deps.now ?? Date.now;
  const apiOrigin = deps.apiOrigin.toLowerCase();
  const allowedOrigins = new Set([apiOrigin, ...(deps.filesOrigins ?? []).map((o) => o.toLowerCase())]);

  async function folder(): Promise<string | null> {
    return existingDirectory(deps.store.get(FOLDER_KEY));
  }

  async function chooseFolder(): Promise<string | null> {
    const chosen = await deps.pickFolder();
    if (!chosen || !path.isAbsolute(chosen)) return null;
    await mkdir(chosen, { recursive: true });
    deps.store.set(FOLDER_KEY, chosen);
    return chosen;
  }

  /** Follows redirects by hand: only to allowed origins, the token only to the API origin. */
  async function fetchFollowing(url: URL, accessToken: string | undefined, signal: AbortSignal): Promise<Response> {
    let current = url;
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { Accept: 'application/pdf, application/octet-stream, */*' };
      if (accessToken && originOf(current.href) === apiOrigin) headers.Authorization = `Bearer ${accessToken}`;
      const response = await fetchImpl(current.href, { headers, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location) return response;
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new DownloadError('Download failed: redirected to an invalid URL');
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new DownloadError('Download failed: redirected to a non-http URL');
      const origin = originOf(next.href);
      if (!origin || !allowedOrigins.has(origin)) throw new DownloadError(`Download failed: redirected to ${origin ?? 'an unknown origin'}, which is not an allowed file origin`);
      if (hop >= MAX_REDIRECTS) throw new DownloadError('Download failed: too many redirects');
      current = next;
    }
  }

  /** Streams the body into `file`, reporting progress; throws when it grows past the limit. Answers the size and SHA-256. */
  async function streamTo(response: Response, file: FileHandle, url: string, total: number | null): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    let received = 0;
    let sentBytes = 0;
    let sentAt = now();
    const report = (force: boolean) => {
      if (!deps.onProgress) return;
      if (!force && received - sentBytes < PROGRESS_BYTES && now() - sentAt < PROGRESS_MS) return;
      sentBytes = received;
      sentAt = now();
      deps.onProgress({ url, received, total });
    };
    const write = async (chunk: Uint8Array) => {
      received += chunk.byteLength;
      if (received > maxBytes) throw new DownloadError('The file is too large');
      hash.update(chunk);
      await file.write(chunk);
      report(false);
    };
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await write(value);
      }
    } else {
      await write(new Uint8Array(await response.arrayBuffer()));
    }
    report(true);
    return { size: received, sha256: hash.digest('hex') };
  }

  /** True when the entry's file is gone or still holds what was saved (so replacing it loses nothing of the student's). */
  async function stillOurs(file: string, sha256: string | undefined): Promise<boolean> {
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch (error) {
      return errorCode(error) === 'ENOENT';
    }
    return sha256 !== undefined && createHash('sha256').update(data).digest('hex') === sha256;
  }

  /** Moves the finished temp file to a free name in the folder (link fails on an existing name: no race overwrites). */
  async function placeUnderFreeName(temp: string, dir: string, fileName: string, taken: Set<string>): Promise<string> {
    for (let n = 1; n <= MAX_SUFFIX; n++) {
      const target = path.join(dir, numberedName(fileName, n));
      if (taken.has(target)) continue;
      try {
        await link(temp, target);
        await unlink(temp);
        return target;
      } catch (error) {
        if (errorCode(error) === 'EEXIST') continue;
        // A file system without hard links: check, then rename.
        try {
          await stat(target);
          continue;
        } catch {
          await rename(temp, target);
          return target;
        }
      }
    }
    throw new DownloadError(`Could not save the file: too many files named ${fileName}`);
  }

  async function save(request: DownloadRequest): Promise<DownloadResult> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return { ok: false, error: 'Invalid download URL' };
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || originOf(url.href) !== apiOrigin) {
      return { ok: false, error: `Downloads are only allowed from ${deps.apiOrigin}` };
    }
    const dir = (await folder()) ?? (await chooseFolder());
    if (!dir) return { ok: false, error: 'cancelled' };

    let fileName = sanitizeFileName(request.fileName);
    let temp: string | null = null;
    try {
      const response = await fetchFollowing(url, request.accessToken, AbortSignal.timeout(deps.timeoutMs ?? 120_000));
      if (!response.ok) return { ok: false, error: await errorMessage(response) };
      const length = Number(response.headers.get('content-length') ?? '');
      const total = Number.isFinite(length) && length > 0 ? length : null;
      if (total !== null && total > maxBytes) return { ok: false, error: 'The file is too large' };
      // The server's name for the file (Content-Disposition) wins over the renderer's guess.
      const named = fileNameFromContentDisposition(response.headers.get('content-disposition'));
      if (named) fileName = sanitizeFileName(named);

      // Written under a temp name in the same folder, then renamed: never a half file under the real name.
      temp = path.join(dir, `.${randomBytes(8).toString('hex')}.download`);
      const handle = await open(temp, 'wx', 0o644);
      let written: { size: number; sha256: string };
      try {
        written = await streamTo(response, handle, request.url, total);
      } finally {
        await handle.close();
      }

      const own = request.library ? await deps.library.find(request.library.kind, request.library.ref) : undefined;
      let target: string;
      if (own && path.dirname(own.path) === dir && (await stillOurs(own.path, own.sha256))) {
        // The same document saved again replaces its own file, and only that one (never a file the student put there since).
        await rename(temp, own.path);
        target = own.path;
      } else {
        target = await placeUnderFreeName(temp, dir, fileName, await deps.library.paths());
      }
      temp = null;
      const entry = request.library ? await deps.library.record(request.library, { url: request.url, fileName: path.basename(target), path: target, ...written }) : undefined;
      return { ok: true, path: target, ...(entry ? { entryId: entry.id } : {}) };
    } catch (error) {
      if (error instanceof DownloadError) return { ok: false, error: error.message };
      const code = errorCode(error);
      if (code && /^E[A-Z]+$/.test(code)) return { ok: false, error: `Could not save the file: ${messageOf(error)}` };
      return { ok: false, error: `Download failed: ${messageOf(error)}` };
    } finally {
      if (temp) await unlink(temp).catch(() => undefined);
    }
  }

  return { save, folder, chooseFolder };
}

/** An entry id from the renderer: a bounded opaque string. */
export function parseEntryId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > LIBRARY_LIMITS.id || !LIBRARY_ID_PATTERN.test(value)) {
    throw new Error('entry id must be a short opaque string');
  }
  return value;
}

/** Every download and library channel, on the sender-checked registrar. */
export function registerDownloadHandlers(ipc: IpcRegistrar, downloads: Downloads, library: Library): void {
  ipc.handle(IPC.downloadSave, 1, (args) => {
    return downloads.save(parseDownloadRequest(args[0]));
  });
  ipc.handle(IPC.downloadFolder, 0, () => {
    return downloads.folder();
  });
  ipc.handle(IPC.downloadChooseFolder, 0, () => {
    return downloads.chooseFolder();
  });
  ipc.handle(IPC.downloadLibrary, 0, () => {
    return library.list();
  });
  ipc.handle(IPC.downloadOpen, 1, (args) => {
    return library.open(parseEntryId(args[0]));
  });
  ipc.handle(IPC.downloadShowInFolder, 1, (args) => {
    return library.showInFolder(parseEntryId(args[0]));
  });
}
