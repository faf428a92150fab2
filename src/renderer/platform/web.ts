/**
 * Web implementation: session in the `auth` cookie (path /, SameSite=Lax, max-age 345600,
 * Secure on https) as `{ accessToken: { token }, refreshToken }`; browser download via blob +
 * anchor; the Notification API.
 */
import { AUTH_COOKIE } from '../../common/constants';
import type { DownloadResult, SessionTokens } from '../../common/bridge';
import { fileNameFromContentDisposition } from '../../common/download';
import { asObject } from '../api/errors';
import { cookieStore, documentCookieJar, type CookieJar } from './cookies';
import { hasLanguageUrls, safeLocalStorage, storageLocale, urlFirstLocale } from './locale';
import type { DownloadOptions, Platform } from './types';

export interface WebEnv {
  cookieJar: CookieJar;
  isSecure: () => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  fetch?: typeof fetch;
  document?: Document;
  notification?: typeof Notification;
  focus?: () => void;
  icon?: string;
  /** The page's path when the site has per-language URLs (its language wins over the stored one at boot). */
  pagePathname?: string;
}

export function readSessionCookie(value: string | null): SessionTokens | null {
  if (!value) return null;
  try {
    const parsed = asObject(JSON.parse(value));
    if (!parsed) return null;
    const at = parsed.accessToken;
    const token = typeof at === 'string' ? at : asObject(at)?.token;
    if (typeof token !== 'string' || !token) return null;
    const rt = parsed.refreshToken;
    return { accessToken: token, refreshToken: typeof rt === 'string' ? rt : '' };
  } catch {
    return null;
  }
}

export function writeSessionCookie(tokens: SessionTokens): string {
  return JSON.stringify({ accessToken: { token: tokens.accessToken }, refreshToken: tokens.refreshToken });
}

export function createWebPlatform(env: WebEnv = defaultWebEnv()): Platform {
  const cookies = cookieStore(env.cookieJar, env.isSecure);
  const listeners = new Set<(route: string) => void>();
  const cookieOptions = {
    path: AUTH_COOKIE.path,
    sameSite: AUTH_COOKIE.sameSite,
    maxAgeSeconds: AUTH_COOKIE.maxAgeSeconds,
  };

  return {
    kind: 'web',
    session: {
      get: async () => readSessionCookie(cookies.get(AUTH_COOKIE.name)),
      set: async (tokens) => cookies.set(AUTH_COOKIE.name, writeSessionCookie(tokens), cookieOptions),
      clear: async () => cookies.remove(AUTH_COOKIE.name, { path: AUTH_COOKIE.path }),
      where: async () => 'cookie' as const,
    },
    async download(url: string, fileName: string, options: DownloadOptions = {}): Promise<DownloadResult> {
      const doFetch = env.fetch;
      const doc = env.document;
      if (!doFetch || !doc) return { ok: false, error: 'unsupported' };
      try {
        const response = await doFetch(url, {
          headers: options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {},
          credentials: 'same-origin',
        });
        if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
        const blob = await response.blob();
        const href = URL.createObjectURL(blob);
        const anchor = doc.createElement('a');
        anchor.href = href;
        // The server's name for the file (Content-Disposition) wins over the caller's guess.
        anchor.download = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fileName;
        anchor.rel = 'noopener';
        anchor.style.display = 'none';
        doc.body.appendChild(anchor);
        anchor.click();
        anchor.remove();
        setTimeout(() => URL.revokeObjectURL(href), 60_000);
        return { ok: true };
      } catch (err) {
        return { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
    async notify(title: string, body: string, route?: string): Promise<boolean> {
      const N = env.notification;
      if (!N || N.permission !== 'granted') return false;
      try {
        const n = new N(title, { body, icon: env.icon });
        n.onclick = () => {
          env.focus?.();
          if (route) listeners.forEach((l) => l(route));
          n.close();
        };
        return true;
      } catch {
        return false;
      }
    },
    onNotificationClick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cookies,
    locale: urlFirstLocale(storageLocale(env.storage), env.pagePathname),
  };
}

export function defaultWebEnv(): WebEnv {
  const hasWindow = typeof window !== 'undefined';
  const hasDocument = typeof document !== 'undefined';
  let jar: CookieJar;
  if (hasDocument) {
    jar = documentCookieJar(document);
  } else {
    let store = '';
    jar = { read: () => store, write: (c) => void (store = c) };
  }
  return {
    cookieJar: jar,
    isSecure: () => hasWindow && window.location.protocol === 'https:',
    storage: safeLocalStorage(),
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
    document: hasDocument ? document : undefined,
    notification: typeof Notification !== 'undefined' ? Notification : undefined,
    focus: hasWindow ? () => window.focus() : undefined,
    icon: '/favicon.svg',
    pagePathname: hasWindow && hasLanguageUrls('web', window.location.protocol) ? window.location.pathname : undefined,
  };
}
