/**
 * Where the API lives.
 *
 * - In the Electron app the desktop helper loads the page with `?api=<base>`; the value is
 *   remembered in sessionStorage so it survives client-side navigation (which drops the query).
 * - `import.meta.env.VITE_API_BASE` (build time) is honoured next.
 * - Otherwise '' (same origin): in dev and production the API server serves the website.
 */
import { LOCALE_STORAGE_KEY } from '../../common/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/enums';

const API_BASE_STORAGE_KEY = 'apiBase';

function trimBase(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

export interface ApiBaseSources {
  search?: string;
  envBase?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** Pure resolution, exported for tests. */
export function resolveApiBase({ search, envBase, storage }: ApiBaseSources): string {
  const fromQuery = search ? new URLSearchParams(search).get('api') : null;
  if (fromQuery && /^https?:\/\//i.test(fromQuery)) {
    try {
      storage?.setItem(API_BASE_STORAGE_KEY, trimBase(fromQuery));
    } catch {
      /* storage may be unavailable */
    }
    return trimBase(fromQuery);
  }
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(API_BASE_STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  if (remembered) return remembered;
  if (envBase) return trimBase(envBase);
  return '';
}

let cached: string | undefined;

export function apiBase(): string {
  if (cached !== undefined) return cached;
  const hasWindow = typeof window !== 'undefined';
  cached = resolveApiBase({
    search: hasWindow ? window.location.search : undefined,
    envBase: import.meta.env?.VITE_API_BASE as string | undefined,
    storage: hasWindow ? safeSessionStorage() : null,
  });
  return cached;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Mobile by user agent (device-platform 2), else desktop (1). */
export function isMobileUserAgent(ua: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(ua);
}

export function currentUserAgent(): string {
  return typeof navigator !== 'undefined' ? navigator.userAgent : '';
}

/** The stored locale (localStorage `locale`), default 'id'. */
export function storedLocale(): Locale {
  try {
    const v = typeof localStorage !== 'undefined' ? localStorage.getItem(LOCALE_STORAGE_KEY) : null;
    return isLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
