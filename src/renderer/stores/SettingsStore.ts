import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../common/enums';
import type { Platform } from '../platform/types';

/** User settings: the locale (persisted in localStorage `locale`, default 'id'). */
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
}
