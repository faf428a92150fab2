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

export function createAppProtocolHandler({ rootDir, csp, offline }: AppProtocolOptions): (request: Request) => Promise<Response> {
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
