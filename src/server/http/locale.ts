import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/enums.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer: the `language` header (the client's stored locale), else ?lang=, else id. */
    locale: Locale;
  }
}

/** `lang` of a query string not validated yet (onRequest runs before the route's schema). */
function langOf(query: unknown): unknown {
  return typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
}

export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.language;
      const fromHeader = Array.isArray(header) ? header[0] : header;
      const value = fromHeader ?? langOf(request.query);
      if (isLocale(value)) request.locale = value;
      done();
    });
  },
  { name: 'locale' },
);

/**
 * The one way to read a bilingual column: `<field>_en` for an English reader unless it is empty,
 * else `<field>_id`. Typed by the Indonesian column, the one every row fills.
 */
export function inLanguage<F extends string, R extends { [K in `${F}_id`]: unknown } & { [K in `${F}_en`]?: unknown }>(row: R, field: F, locale: Locale): R[`${F}_id`] {
  const english: unknown = locale === 'en' ? row[`${field}_en`] : undefined;
  return (english === undefined || english === null || english === '' ? row[`${field}_id`] : english) as R[`${F}_id`];
}

/** `inLanguage` for a row whose columns are not typed (JSON settings): always a string. */
export function pick(row: Record<string, unknown>, field: string, locale: Locale): string {
  return String(inLanguage(row as Record<`${string}_id`, unknown>, field, locale) ?? '');
}
