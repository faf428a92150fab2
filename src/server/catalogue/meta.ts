import type { ContentMeta } from '../../common/catalog.js';
import { SITE } from '../../common/constants.js';
import { ContentType, type Locale } from '../../common/enums.js';
import { shareImage } from '../../common/media.js';
import type { AppContext } from '../context.js';
import { findContentRef } from './detail.js';
import { missing, notFoundOf } from './messages.js';
import { PRODUCTS, refOf, type ProductKey } from './products.js';
import { contentPath } from './site.js';
import { inLanguage } from '../http/locale.js';

/**
 * THE meta builder of the product pages ({ title, description, canonicalPath, image } in the
 * request's language). The meta calls answer it, and server-side SEO renders head tags from it.
 * `url` is the url slug (or the numeric id) of the record; unknown ones are 404s.
 */
export type MetaType = ProductKey | 'donation' | 'program';

const DESCRIPTION_MAX = 160;

/** Cuts at a word boundary to at most 160 characters, ending with "…" when cut. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export const metaTitle = (title: string) => `${title} | ${SITE.name}`;

export function contentMeta(ctx: AppContext, type: MetaType, url: string, locale: Locale): Promise<ContentMeta> {
  return ctx.cache.get(`catalog:meta:${type}:${url}:${locale}`, () => buildMeta(ctx, type, url, locale));
}

async function buildMeta(ctx: AppContext, type: MetaType, url: string, locale: Locale): Promise<ContentMeta> {
  const ref = refOf(url);
  if (type === 'donation') {
    const q = ctx.db.selectFrom('donations').select(['url', 'title_id', 'title_en', 'summary_id', 'summary_en', 'image_url']);
    const row = await ('id' in ref ? q.where('id', '=', ref.id) : q.where('url', '=', ref.url)).executeTakeFirst();
    if (!row) throw notFoundOf(locale, 'donation');
    return pageMeta(inLanguage(row, 'title', locale), inLanguage(row, 'summary', locale), `/donations/${row.url}`, shareImage(row.image_url, locale) ?? row.image_url);
  }
  if (type === 'program') {
    const q = ctx.db.selectFrom('programs').select(['url', 'name_id', 'name_en', 'description_id', 'description_en', 'image_url']);
    const row = await ('id' in ref ? q.where('id', '=', ref.id) : q.where('url', '=', ref.url)).executeTakeFirst();
    if (!row) throw notFoundOf(locale, 'program');
    return pageMeta(inLanguage(row, 'name', locale), inLanguage(row, 'description', locale), `/programs/${row.url}`, shareImage(row.image_url, locale) ?? row.image_url);
  }
  const product = PRODUCTS[type];
  const row = await findContentRef(ctx.db, product, ref, locale);
  return pageMeta(inLanguage(row, 'title', locale), inLanguage(row, 'summary', locale), product.sitePath(row.url, row.content_type), shareImage(row.image_url, locale) ?? row.image_url);
}

/** Meta of any page: the title gets the site name, the description is cut to 160 characters. */
export function pageMeta(title: string, description: string, canonicalPath: string, image: string | null): ContentMeta {
  return { title: metaTitle(title), description: metaDescription(description), canonicalPath, image };
}

/** Meta of a published article by url, in the same shape. Unknown: 404 in the request language. */
export async function articleMeta(ctx: AppContext, url: string, locale: Locale): Promise<ContentMeta> {
  const row = await ctx.db
    .selectFrom('contents')
    .select(['content_type', 'url', 'title_id', 'title_en', 'summary_id', 'summary_en', 'image_url'])
    .where('url', '=', url)
    .where('content_type', '=', ContentType.ARTICLE)
    .where('is_published', '=', true)
    .executeTakeFirst();
  if (!row) throw missing(locale, { id: `Artikel "${url}"`, en: `Article "${url}"` });
  return {
    title: metaTitle(inLanguage(row, 'title', locale)),
    description: metaDescription(inLanguage(row, 'summary', locale)),
    canonicalPath: contentPath(row.content_type, row.url),
    image: shareImage(row.image_url, locale) ?? row.image_url,
  };
}
