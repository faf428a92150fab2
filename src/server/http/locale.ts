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

/** Picks the `_id` or `_en` column of a row for the request's locale. */
export function pick<R extends Record<string, unknown>>(row: R, field: string, locale: Locale): string {
  return String(row[`${field}_${locale}`] ?? row[`${field}_id`] ?? '');
}
