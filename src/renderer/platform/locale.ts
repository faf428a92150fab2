import { LOCALE_STORAGE_KEY } from '../../common/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/enums';

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
