import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../common/enums';
import type { Platform } from '../platform/types';

/** User settings: the locale (persisted in localStorage `locale`, default 'id'; on the website the page URL's language wins at boot). */
export class SettingsStore {
  locale: Locale;

  constructor(private readonly platform: Platform) {
    this.locale = platform.locale.get();
    makeAutoObservable<SettingsStore, 'platform'>(this, { platform: false });
  }

  setLocale(locale: Locale): void {
    if (locale === this.locale) return;
    this.platform.locale.set(locale);
    this.locale = locale;
  }

  /**
   * Stores the locale without switching the running app: the website then loads the page's URL in
   * that language (the server renders it), so re-rendering here first would only flash.
   */
  rememberLocale(locale: Locale): void {
    this.platform.locale.set(locale);
  }
}
