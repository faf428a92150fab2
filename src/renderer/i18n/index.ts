/**
 * i18next + react-i18next. Only the active language's messages are loaded: each language is one
 * chunk (catalog.en.ts, catalog.id.ts) fetched on demand, before the first render (main.tsx) and
 * before a switch (the language menu), so no screen ever shows a half-translated state. The locale
 * lives in localStorage `locale` (default 'id'); SettingsStore persists it and main.tsx keeps
 * i18next in sync. Where the messages live: messages.ts.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/enums';
import type { Messages } from './messages';

/** Each language's messages, one chunk each (the server render loads them the same way). */
export const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalog.en'),
  id: () => import('./catalog.id'),
};

const pending = new Map<Locale, Promise<void>>();

/** Fetches a language's messages once (a failed fetch may be retried by the next call). */
export function loadLanguage(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  let load = pending.get(locale);
  if (!load) {
    load = catalogs[locale]().then(
      ({ default: messages }) => {
        i18n.addResourceBundle(locale, 'translation', messages, true, true);
      },
      (err: unknown) => {
        pending.delete(locale);
        throw err;
      },
    );
    pending.set(locale, load);
  }
  return load;
}

/** Loads the language, then switches to it. */
export async function setLanguage(locale: Locale): Promise<void> {
  await loadLanguage(locale);
  // resolvedLanguage (useLocale) is only set once the language has messages.
  if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
}

/**
 * i18next's options, shared with the server render (entry-server.tsx): both must translate alike
 * or hydration finds different text.
 */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
};

/** Initialises i18next in `locale` with its messages loaded. */
export async function initI18n(locale: Locale): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: {}, lng: locale });
  }
  await setLanguage(locale);
  return i18n;
}

export { i18n };
