import type { ContentMeta } from '../../../common/catalog.js';
import { ContentType, type Locale } from '../../../common/enums.js';
import { siteUrl } from '../../../common/site.js';
import type { AppContext } from '../../context.js';
import { contentPath } from '../../db/seed/data/contents.js';
import { metaResolvers, type PageMeta } from '../../web/index-html.js';
import { contentMeta, metaDescription, metaTitle, type MetaType } from '../catalog/meta.js';
import { missing } from './contents/service.js';

/**
 * Article meta and the SEO hook: the server answers a detail page URL of the website with
 * index.html carrying the page's title, description, canonical and Open Graph tags, from the meta
 * calls (the product pages' contentMeta; articleMeta for articles).
 *
 * Site page paths (what the renderer routes):
 *   /courses/{url}         course (1) and quick-learn (5)
 *   /webinars/{url}        webinar (3)
 *   /bootcamps/{url}       bootcamp (26)
 *   /articles/{url}        article (10)
 *   /microlearnings/{url}  microlearning (2)
 *   /events/{url}          event (37)
 */
export const DETAIL_PAGES = {
  courses: [ContentType.COURSE, ContentType.BELAJARKILAT],
  webinars: [ContentType.WEBINAR],
  bootcamps: [ContentType.BOOTCAMP],
  articles: [ContentType.ARTICLE],
  microlearnings: [ContentType.MICROLEARNING],
  events: [ContentType.EVENT],
} as const satisfies Record<string, readonly number[]>;
type DetailPage = keyof typeof DETAIL_PAGES;

/** Meta type of the product pages' contentMeta for each detail page (articles are ours). */
const META_TYPE: Record<Exclude<DetailPage, 'articles'>, MetaType> = {
  courses: 'course',
  webinars: 'webinar',
  bootcamps: 'bootcamp',
  microlearnings: 'microlearning',
  events: 'event',
};

const DETAIL_PATH = new RegExp(`^/(${Object.keys(DETAIL_PAGES).join('|')})/([^/]+)/?$`);

/** Absolute URL of a site path or a /media/ file (absolute URLs are kept). */
export function absoluteUrl(ctx: AppContext, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : siteUrl(ctx.config.siteUrl, pathOrUrl);
}

/** Meta of a published article by url, in the product pages' meta shape. Unknown: 404 in the request language. */
export async function articleMeta(ctx: AppContext, url: string, locale: Locale): Promise<ContentMeta> {
  const row = await ctx.db
    .selectFrom('contents')
    .select(['content_type', 'url', 'title_id', 'title_en', 'summary_id', 'summary_en', 'image_url'])
    .where('url', '=', url)
    .where('content_type', '=', ContentType.ARTICLE)
    .where('is_published', '=', true)
    .executeTakeFirst();
  if (!row) throw missing(locale, { id: `Artikel "${url}"`, en: `Article "${url}"` });
  const en = locale === 'en';
  return {
    title: metaTitle(en ? row.title_en : row.title_id),
    description: metaDescription(en ? row.summary_en : row.summary_id),
    canonicalPath: contentPath(row.content_type, row.url),
    image: row.image_url,
  };
}

/** The resolver pushed into metaResolvers: detail page paths → their meta; other paths → null. */
export async function resolveDetailPageMeta(ctx: AppContext, pathname: string, locale: Locale): Promise<PageMeta | null> {
  const m = DETAIL_PATH.exec(pathname);
  if (!m) return null;
  let url: string;
  try {
    url = decodeURIComponent(m[2]);
  } catch {
    return null;
  }
  const page = m[1] as DetailPage;
  const meta = await (page === 'articles' ? articleMeta(ctx, url, locale) : contentMeta(ctx, META_TYPE[page], url, locale)).catch(() => null);
  if (!meta) return null;
  return {
    title: meta.title,
    description: meta.description,
    canonical: absoluteUrl(ctx, meta.canonicalPath),
    image: meta.image ? absoluteUrl(ctx, meta.image) : undefined,
  };
}

/** Registers the resolver once per process (buildApp may run many times in tests). */
export function registerMetaResolver(): void {
  if (!metaResolvers.includes(resolveDetailPageMeta)) metaResolvers.push(resolveDetailPageMeta);
}
