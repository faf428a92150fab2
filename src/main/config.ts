/**
 * Configuration of the desktop shell: where the API lives and which origin the app itself has.
 * Pure functions, no Electron: vitest runs them directly.
 */

/** The API server the desktop app talks to when LM_API_URL is not set. */
export const DEFAULT_API_URL = 'http://localhost:3000';

/**
 * The built renderer is served from a privileged custom scheme instead of file://.
 * `app://belajar` is a real, stable origin: history routing (BrowserRouter) works, the CSP header
 * is set by our own protocol handler, sender checks compare exact origins, and the API server can
 * allow exactly this origin in CORS (file:// pages have the opaque origin "null").
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'belajar';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/** Command-line switch handed to the preload through webPreferences.additionalArguments. */
export const ARG_APP_VERSION = '--lm-app-version=';

/**
 * The URL the window loads: the renderer reads the API base from the `api` search parameter
 * (src/renderer/api/config.ts) and remembers it in sessionStorage across client-side navigation.
 */
export function rendererStartUrl(baseUrl: string, apiBase: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('api', apiBase);
  return url.toString();
}

export interface ApiConfig {
  /** Base URL without a trailing slash, e.g. "http://localhost:3000" or "https://api.example.com/lm". */
  apiBase: string;
  /** Origin of the API, e.g. "http://localhost:3000". */
  apiOrigin: string;
}

/**
 * Origin of a URL as "scheme://host[:port]" for http(s) and the app scheme, or null for anything
 * else (file:, data:, about:, javascript:, unparsable). Node's URL gives custom schemes an opaque
 * "null" origin, so the origin is composed by hand; Chromium treats our standard scheme the same way.
 */
export function originOf(url: string | undefined | null): string | null {
  if (typeof url !== 'string' || url.length === 0) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const scheme = parsed.protocol;
  if (scheme !== 'http:' && scheme !== 'https:' && scheme !== `${APP_SCHEME}:`) return null;
  if (!parsed.host) return null;
  return `${scheme}//${parsed.host}`.toLowerCase();
}

export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads LM_API_URL (default http://localhost:3000); only http(s) URLs are accepted. */
export function resolveApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const raw = (env.LM_API_URL ?? '').trim() || DEFAULT_API_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`LM_API_URL is not a valid URL: ${raw}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`LM_API_URL must be an http(s) URL: ${raw}`);
  }
  if (parsed.username || parsed.password) {
    throw new Error('LM_API_URL must not contain credentials');
  }
  const apiOrigin = `${parsed.protocol}//${parsed.host}`.toLowerCase();
  const path = parsed.pathname.replace(/\/+$/, '');
  return { apiBase: apiOrigin + path, apiOrigin };
}

/** True for loopback hosts, which Chromium treats as potentially trustworthy (no mixed-content block). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

/**
 * The dev server URL electron-vite passes in development (ELECTRON_RENDERER_URL). Ignored in a
 * packaged app so an environment variable can never point the installed app at another site.
 */
export function resolveDevServerUrl(env: Record<string, string | undefined>, isPackaged: boolean): string | undefined {
  if (isPackaged) return undefined;
  const url = env.ELECTRON_RENDERER_URL?.trim();
  if (!url || !isHttpUrl(url)) return undefined;
  return url;
}

/** The one origin the renderer is loaded from: the dev server's in development, app://belajar otherwise. */
export function resolveAppOrigin(devServerUrl: string | undefined): string {
  return (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN;
}

/**
 * LM_FILES_ORIGINS: comma-separated origins a download may be redirected to (object storage, a
 * CDN), e.g. "https://files.example.com,https://cdn.example.net". Each must be a bare https origin
 * (http only for loopback hosts, as in development); anything else is ignored with a log line, so
 * a typo can only narrow where downloads go, never widen it. The token is never sent to these.
 */
export function resolveFilesOrigins(env: Record<string, string | undefined>, log: (message: string) => void = (m) => console.warn(m)): string[] {
  const origins: string[] = [];
  for (const raw of (env.LM_FILES_ORIGINS ?? '').split(',')) {
    const value = raw.trim();
    if (!value) continue;
    let parsed: URL | null = null;
    try {
      parsed = new URL(value);
    } catch {
      parsed = null;
    }
    const origin = parsed ? originOf(parsed.href) : null;
    const bare = parsed !== null && !parsed.username && !parsed.password && parsed.pathname === '/' && !parsed.search && !parsed.hash;
    const secure = parsed?.protocol === 'https:' || (parsed?.protocol === 'http:' && origin !== null && isLoopbackOrigin(origin));
    if (!origin || !bare || !secure) {
      log(`[desktop] LM_FILES_ORIGINS: ignoring "${value}" (not a bare https origin)`);
      continue;
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
