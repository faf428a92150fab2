import { LOCALE_STORAGE_KEY } from '../../common/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/enums';
import { localeOfPath } from '../../common/localeUrl';

/** Locale kept in localStorage under `locale` (default 'id'). */
export function storageLocale(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  let memory: Locale = DEFAULT_LOCALE;
  return {
    get(): Locale {
      try {
        const v = storage?.getItem(LOCALE_STORAGE_KEY);
        return isLocale(v) ? v : storage ? DEFAULT_LOCALE : memory;
      } catch {
        return memory;
      }
    },
    set(locale: Locale): void {
      memory = locale;
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        /* storage unavailable: keep in memory */
      }
    },
  };
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

type LocaleStorage = ReturnType<typeof storageLocale>;

/**
 * The website's locale (issue 23): the page URL's language (English under /en) wins over the
 * stored one at boot and is written to the store, so the app, the API's `language` header and
 * the stored locale the spec keeps all agree with the page the server rendered. Without a page
 * URL (the desktop app, a file:// build) the stored locale stays as it is.
 */
export function urlFirstLocale(stored: LocaleStorage, pagePathname: string | undefined): LocaleStorage {
  if (pagePathname !== undefined) stored.set(localeOfPath(pagePathname));
  return stored;
}

/** Whether this page has per-language URLs: the website over http(s), not the desktop app or a file:// build. */
export function hasLanguageUrls(kind: 'web' | 'desktop', protocol: string | undefined): boolean {
  return kind === 'web' && (protocol === 'http:' || protocol === 'https:');
}
