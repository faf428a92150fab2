/**
 * The breadcrumb trail of a detail page (home → list → item) in the page's language, as absolute
 * URLs of that language: the BreadcrumbList Google shows instead of the bare URL. The list names
 * are the menu's (i18n nav.*), repeated here because the server renders them without the
 * renderer's catalogues.
 */
import type { Locale } from '../enums.js';
import { localizedPath } from '../localeUrl.js';
import { siteUrl } from '../site.js';
import { breadcrumbJsonLd, type JsonLd } from './structuredData.js';

/** List pages a detail page sits under, by the detail path's first segment. */
export const LIST_NAMES = {
  courses: { id: 'Kursus', en: 'Courses' },
  webinars: { id: 'Webinar', en: 'Webinars' },
  bootcamps: { id: 'Bootcamp', en: 'Bootcamps' },
  microlearnings: { id: 'Microlearning', en: 'Microlearning' },
  articles: { id: 'Artikel', en: 'Articles' },
} as const satisfies Record<string, Record<Locale, string>>;
export type ListPage = keyof typeof LIST_NAMES;

export const HOME_NAME: Record<Locale, string> = { id: 'Beranda', en: 'Home' };

const isListPage = (segment: string): segment is ListPage => Object.hasOwn(LIST_NAMES, segment);

/**
 * The trail of a detail page given its language-free path (/courses/x): home, its list when the
 * site has one (events have none), the item. URLs are absolute and in `locale`'s language.
 */
export function detailBreadcrumb(root: string, locale: Locale, itemPath: string, itemName: string): JsonLd {
  const url = (path: string) => siteUrl(root, localizedPath(locale, path));
  const [, first = ''] = itemPath.split('/'); // '/courses/x' → ['', 'courses', 'x']
  const crumbs = [{ name: HOME_NAME[locale], url: url('/') }];
  if (isListPage(first)) crumbs.push({ name: LIST_NAMES[first][locale], url: url(`/${first}`) });
  crumbs.push({ name: itemName, url: url(itemPath) });
  return breadcrumbJsonLd(crumbs);
}
