import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/enums';

/** The UI locale ('id' | 'en') as i18next sees it; re-renders on language change. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** A rating like 4.83 shown with one decimal in the locale's style: "4,8" (id) / "4.8" (en). */
export function formatRating(rating: number, locale: Locale): string {
  const text = (Math.round((Number.isFinite(rating) ? rating : 0) * 10) / 10).toFixed(1);
  return locale === 'en' ? text : text.replace('.', ',');
}
