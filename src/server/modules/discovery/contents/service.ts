import { sql, type SqlBool } from 'kysely';
import { CONTENT_TYPE_IDS, ContentType, type Locale } from '../../../../common/enums.js';
import type { AppContext } from '../../../context.js';
import { badRequest, notFound } from '../../../http/envelope.js';
import { PRODUCTS, productScope } from '../../catalog/products.js';
import { similarContents } from '../../catalog/routes.js';
import { c, type Where } from '../list.js';

/** Helpers shared by the discovery lists (contents, categories, instructors, articles). */

/**
 * The scope of each list that has a filter panel (G {list}/filters): the product pages' families
 * (their own scopes), articles, and every content (search).
 */
export const FILTER_PANELS: Record<string, Where[]> = {
  courses: productScope(PRODUCTS.course),
  coursepackages: productScope(PRODUCTS.coursePackage),
  bootcamps: productScope(PRODUCTS.bootcamp),
  webinars: productScope(PRODUCTS.webinar),
  microlearnings: productScope(PRODUCTS.microlearning),
  events: productScope(PRODUCTS.event),
  prakerja: productScope(PRODUCTS.prakerja),
  articles: [c('contents.content_type', '=', ContentType.ARTICLE)],
  contents: [],
};

/** Message of a 404 in the request language. */
export function missing(locale: Locale, what: { id: string; en: string }): Error {
  return notFound(locale === 'en' ? `${what.en} not found` : `${what.id} tidak ditemukan`);
}

export function checkContentType(type: number | undefined): void {
  if (type !== undefined && !(CONTENT_TYPE_IDS as number[]).includes(type)) {
    throw badRequest(`Unknown content type ${type}. Allowed values: ${CONTENT_TYPE_IDS.join(', ')}`);
  }
}

/** Live-session status of events and webinars (G contents?type=37&status=upcoming). */
export const LIVE_STATUS = ['upcoming', 'ongoing', 'past'] as const;
export function liveStatusWhere(status: (typeof LIVE_STATUS)[number]): Where {
  switch (status) {
    case 'upcoming':
      return sql<SqlBool>`contents.start_at > now()`;
    case 'ongoing':
      return sql<SqlBool>`contents.start_at <= now() and coalesce(contents.end_at, contents.start_at) >= now()`;
    case 'past':
      return sql<SqlBool>`coalesce(contents.end_at, contents.start_at) < now()`;
  }
}

/** `contentTypes` of a list request body, and its condition (none when absent or empty). */
export const contentTypesProperty = { type: 'array', maxItems: 12, items: { type: 'integer' } } as const;
export function contentTypesWhere(types: number[] | undefined): Where[] {
  if (!types?.length) return [];
  for (const t of types) checkContentType(t);
  return [c('contents.content_type', 'in', types)];
}

/**
 * Contents like one (by id): same type, the same category first, most popular first. Unknown id, or
 * a content of another type than `type`: 404 in the request language.
 */
export async function similarTo(ctx: AppContext, id: number, locale: Locale, size: number, type?: number) {
  const row = await ctx.db
    .selectFrom('contents')
    .select(['id', 'content_type', 'category_id'])
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();
  if (!row || (type !== undefined && row.content_type !== type)) {
    throw missing(locale, type === ContentType.ARTICLE ? { id: `Artikel ${id}`, en: `Article ${id}` } : { id: `Konten ${id}`, en: `Content ${id}` });
  }
  return similarContents(ctx, {
    where: [c('contents.content_type', '=', row.content_type), c('contents.id', '<>', row.id)],
    prefer: row.category_id === null ? [] : [c('contents.category_id', '=', row.category_id)],
    sort: 'popular',
    locale,
    size,
  });
}
