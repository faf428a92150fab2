/**
 * Serves the built renderer (out/renderer) on app://belajar/ with an SPA fallback and the CSP header.
 * Used with Electron's protocol.handle(); takes and returns standard Fetch Request/Response objects,
 * so vitest drives it with Node's own Request/Response.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { OFFLINE_MEDIA_PATH } from '../common/bridge';
import { APP_HOST, APP_SCHEME } from './config';

/** Privileges for protocol.registerSchemesAsPrivileged (must run before app 'ready'). */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    corsEnabled: true,
    codeCache: true,
  },
} as const;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export function mimeType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface AppProtocolOptions {
  /** Absolute path of the built renderer (out/renderer). */
  rootDir: string;
  /** The Content-Security-Policy sent with every response. */
  csp: string;
  /**
   * Answers app://belajar/offline/… (offline lessons, src/main/offline/serve.ts). Every path under
   * /offline/ goes to it, so the SPA fallback never shadows the offline media.
   */
  offline?: (request: Request, url: URL) => Promise<Response>;
  /**
   * The API's public files (API_PUBLIC_PREFIXES): the catalogue names covers, banners and avatars
   * by paths on its own origin (`/media/…`, `/files/…`), which on the website is the page's origin.
   * In the app the page's origin is app://belajar, so those paths are fetched from the API origin
   * here: without credentials, GET/HEAD only, Range passed on, redirects not followed.
   */
  apiPublic?: { origin: string; fetch?: typeof globalThis.fetch };
}

/** Paths of the API's public files, served under the app's origin by fetching them from the API. */
export const API_PUBLIC_PREFIXES = ['/media/', '/files/'] as const;
/** Request headers passed on to the API for a public file, and answer headers passed back. */
const PASSED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'accept'];
const PASSED_ANSWER_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'cache-control'];

async function fetchPublic(request: Request, url: URL, api: NonNullable<AppProtocolOptions['apiPublic']>): Promise<Response> {
  const headers = new Headers();
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  try {
    const upstream = await (api.fetch ?? globalThis.fetch)(new URL(url.pathname + url.search, api.origin), { method: request.method, headers, redirect: 'manual', credentials: 'omit' });
    // A redirect would take the app's origin somewhere the CSP did not name: refused.
    if (upstream.status >= 300 && upstream.status < 400) return respond(502, 'Bad Gateway');
    const answer = new Headers({ 'X-Content-Type-Options': 'nosniff' });
    for (const name of PASSED_ANSWER_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) answer.set(name, value);
    }
    return new Response(request.method === 'HEAD' ? null : upstream.body, { status: upstream.status, headers: answer });
  } catch {
    return respond(502, 'Bad Gateway');
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function respond(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function createAppProtocolHandler({ rootDir, csp, offline, apiPublic }: AppProtocolOptions): (request: Request) => Promise<Response> {
  const root = path.resolve(rootDir);
  return async (request: Request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return respond(405, 'Method Not Allowed');
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return respond(400, 'Bad Request');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return respond(404, 'Not Found');
    if (offline && (url.pathname === OFFLINE_MEDIA_PATH.slice(0, -1) || url.pathname.startsWith(OFFLINE_MEDIA_PATH))) return offline(request, url);
    if (apiPublic && API_PUBLIC_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return fetchPublic(request, url, apiPublic);

    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return respond(400, 'Bad Request');
    }
    if (pathname.includes('\0')) return respond(400, 'Bad Request');
    const relative = path.posix.normalize(`/${pathname}`).replace(/^\/+/, '');
    let file = path.resolve(root, relative || 'index.html');
    if (file !== root && !file.startsWith(root + path.sep)) return respond(403, 'Forbidden');
    if (file === root) file = path.join(root, 'index.html');

    if (!(await isFile(file))) {
      // Client-side routes (/courses/x, /user/edit-profile) get the app shell; missing assets are 404s.
      const looksLikeAsset = path.posix.extname(relative) !== '' && !relative.endsWith('.html');
      if (looksLikeAsset) return respond(404, 'Not Found');
      file = path.join(root, 'index.html');
      if (!(await isFile(file))) return respond(404, 'The renderer is not built (out/renderer/index.html missing)');
    }

    const headers: Record<string, string> = {
      'Content-Type': mimeType(file),
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      // Files come from the local disk; an app update replaces them, so never serve a stale copy.
      'Cache-Control': 'no-cache',
    };
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, { status: 200, headers });
  };
}
