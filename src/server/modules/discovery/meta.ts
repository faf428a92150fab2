import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { articleMeta, contentMeta, type MetaType } from '../../catalogue/meta.js';
import { absoluteUrl, DETAIL_PAGES, type DetailPage } from '../../catalogue/site.js';
import { metaResolvers, type PageMeta } from '../../web/index-html.js';

/**
 * The SEO hook: the server answers a detail page URL of the website (catalogue/site.ts
 * DETAIL_PAGES) with index.html carrying the page's title, description, canonical and Open Graph
 * tags, from the meta calls (the product pages' contentMeta; articleMeta for articles).
 */

/** Meta type of the product pages' contentMeta for each detail page (articles have their own). */
const META_TYPE: Record<Exclude<DetailPage, 'articles'>, MetaType> = {
  courses: 'course',
  webinars: 'webinar',
  bootcamps: 'bootcamp',
  microlearnings: 'microlearning',
  events: 'event',
};

const DETAIL_PATH = new RegExp(`^/(${Object.keys(DETAIL_PAGES).join('|')})/([^/]+)/?$`);

/** The resolver pushed into metaResolvers: detail page paths → their meta; other paths → null. */
export async function resolveDetailPageMeta(ctx: AppContext, pathname: string, locale: Locale): Promise<PageMeta | null> {
  const [, pageName, encodedUrl] = DETAIL_PATH.exec(pathname) ?? [];
  if (pageName === undefined || encodedUrl === undefined) return null;
  let url: string;
  try {
    url = decodeURIComponent(encodedUrl);
  } catch {
    return null;
  }
  const page = pageName as DetailPage;
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
