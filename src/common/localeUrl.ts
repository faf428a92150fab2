/**
 * Per-language page URLs (issue 23): Indonesian, the default, at the site root (/courses/x);
 * English under /en (/en/courses/x; the home page is /en). The URL decides the language a page is
 * rendered in, on the server and in the browser; the router runs with `localeBasename(locale)` as
 * its basename, so the route table itself stays language-free. API paths are never prefixed.
 */
import { DEFAULT_LOCALE, type Locale } from './enums.js';

/** The path prefix of the non-default language. */
export const EN_PREFIX = '/en';

/** The language a page path is in: /en and /en/… are English, every other path Indonesian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : DEFAULT_LOCALE;
}

/** The router's basename for a language ('' at the root: React Router treats '' and '/' alike). */
export function localeBasename(locale: Locale): string {
  return locale === 'en' ? EN_PREFIX : '';
}

/** A page path without its language prefix: /en/courses/x → /courses/x, /en → /. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) !== 'en') return pathname;
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/**
 * A language-free page path (with its query and fragment, if any) in a language:
 * ('en', '/courses/x?y=1') → /en/courses/x?y=1, ('en', '/') → /en, ('id', p) → p.
 */
export function localizedPath(locale: Locale, path: string): string {
  const plain = path.startsWith('/') ? path : `/${path}`;
  if (locale !== 'en') return plain;
  if (plain === '/') return EN_PREFIX;
  if (plain.startsWith('/?') || plain.startsWith('/#')) return EN_PREFIX + plain.slice(1);
  return EN_PREFIX + plain;
}

/** The same page in the other language (the language switch): /en/courses/x ⇄ /courses/x. */
export function switchLocalePath(pathWithQuery: string, to: Locale): string {
  const [pathname = '/', ...rest] = pathWithQuery.split(/(?=[?#])/);
  return localizedPath(to, stripLocale(pathname)) + rest.join('');
}

/** hreflang alternates of a page (language-free path): each language's URL, x-default the root's. */
export function languageAlternates(path: string): { hreflang: 'id' | 'en' | 'x-default'; path: string }[] {
  return [
    { hreflang: 'id', path: localizedPath('id', path) },
    { hreflang: 'en', path: localizedPath('en', path) },
    { hreflang: 'x-default', path: localizedPath('id', path) },
  ];
}
