/**
 * i18next + react-i18next with the en and id catalogues bundled (synchronous init, so the first
 * render is already translated). The locale lives in localStorage `locale` (default 'id');
 * SettingsStore persists it and main.tsx keeps i18next in sync.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../../common/enums';
import en from './en.json';
import id from './id.json';

export const resources = { en: { translation: en }, id: { translation: id } } as const;

export function initI18n(locale: Locale) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: ['id', 'en'],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  return i18n;
}

export { i18n };
