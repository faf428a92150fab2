/**
 * Invoice and certificate downloads: fetch from the API (with the bearer token), ask where to save,
 * write the file. Only URLs on the configured API origin are fetched, so a compromised renderer
 * cannot use the main process to send the token elsewhere or to fetch local/intranet resources.
 */
import { writeFile as fsWriteFile } from 'node:fs/promises';
import path from 'node:path';
import type { DownloadRequest, DownloadResult } from '../common/bridge';
import { fileNameFromContentDisposition } from '../common/download';
import { originOf } from './config';

export const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface SaveDialogResult {
  canceled: boolean;
  filePath?: string;
}

export interface SaveDialogOptions {
  title?: string;
  defaultPath?: string;
  filters?: { name: string; extensions: string[] }[];
}

export interface DownloadsDeps {
  /** Origin of the API, the only origin downloads may come from. */
  apiOrigin: string;
  /** electron.dialog.showSaveDialog, bound to the main window when there is one. */
  showSaveDialog: (options: SaveDialogOptions) => Promise<SaveDialogResult>;
  /** app.getPath('downloads'). */
  getDownloadsDir: () => string;
  fetch?: typeof globalThis.fetch;
  writeFile?: (file: string, data: Uint8Array) => Promise<void>;
  maxBytes?: number;
  timeoutMs?: number;
}

export interface Downloads {
  save(request: DownloadRequest): Promise<DownloadResult>;
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

function filtersFor(fileName: string): SaveDialogOptions['filters'] {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  const all = { name: 'All files', extensions: ['*'] };
  if (!ext) return [all];
  const name = ext === 'pdf' ? 'PDF document' : `${ext.toUpperCase()} file`;
  return [{ name, extensions: [ext] }, all];
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

export function createDownloads(deps: DownloadsDeps): Downloads {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const writeFile = deps.writeFile ?? ((file, data) => fsWriteFile(file, data));
  const maxBytes = deps.maxBytes ?? MAX_DOWNLOAD_BYTES;
  const apiOrigin = deps.apiOrigin.toLowerCase();

  return {
    async save(request) {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return { ok: false, error: 'Invalid download URL' };
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || originOf(url.href) !== apiOrigin) {
        return { ok: false, error: `Downloads are only allowed from ${deps.apiOrigin}` };
      }
      let fileName = sanitizeFileName(request.fileName);

      let data: Uint8Array;
      try {
        const signal = AbortSignal.timeout(deps.timeoutMs ?? 120_000);
        // Redirects are followed by hand so the bearer token only ever goes to the API origin
        // (e.g. a redirect to a signed object-storage URL gets no Authorization header).
        let current = url;
        let response: Response | undefined;
        for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
          const headers: Record<string, string> = { Accept: 'application/pdf, application/octet-stream, */*' };
          if (request.accessToken && originOf(current.href) === apiOrigin) {
            headers.Authorization = `Bearer ${request.accessToken}`;
          }
          response = await fetchImpl(current.href, { headers, redirect: 'manual', signal });
          const location = response.headers.get('location');
          if (response.status < 300 || response.status > 399 || !location) break;
          const next = new URL(location, current);
          if (next.protocol !== 'http:' && next.protocol !== 'https:') {
            return { ok: false, error: 'Download failed: redirected to a non-http URL' };
          }
          if (hop === MAX_REDIRECTS) return { ok: false, error: 'Download failed: too many redirects' };
          current = next;
        }
        if (!response) return { ok: false, error: 'Download failed' };
        if (!response.ok) return { ok: false, error: await errorMessage(response) };
        const length = Number(response.headers.get('content-length') ?? '0');
        if (length > maxBytes) return { ok: false, error: 'The file is too large' };
        // The server's name for the file (Content-Disposition) wins over the renderer's guess.
        const named = fileNameFromContentDisposition(response.headers.get('content-disposition'));
        if (named) fileName = sanitizeFileName(named);
        data = new Uint8Array(await response.arrayBuffer());
        if (data.byteLength > maxBytes) return { ok: false, error: 'The file is too large' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, error: `Download failed: ${message}` };
      }

      const choice = await deps.showSaveDialog({
        defaultPath: path.join(deps.getDownloadsDir(), fileName),
        filters: filtersFor(fileName),
      });
      if (choice.canceled || !choice.filePath) return { ok: false, error: 'cancelled' };

      try {
        await writeFile(choice.filePath, data);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, error: `Could not save the file: ${message}` };
      }
      return { ok: true, path: choice.filePath };
    },
  };
}
