import { ContentType, type ContentTypeId } from '../../common/enums.js';
import { siteUrl } from '../../common/site.js';
import type { AppContext } from '../context.js';

/** Where the website shows the catalogue: site paths of detail pages and absolute URLs. */

/**
 * Site path of a content's detail page. Types 5 and 8 have no route of their own in the spec;
 * they are opened like courses and packages respectively.
 */
export function contentPath(type: ContentTypeId | number, url: string): string {
  switch (type) {
    case ContentType.COURSE:
    case ContentType.BELAJARKILAT:
      return `/courses/${url}`;
    case ContentType.MICROLEARNING:
      return `/microlearnings/${url}`;
    case ContentType.WEBINAR:
      return `/webinars/${url}`;
    case ContentType.PACKAGE:
    case ContentType.JALURBELAJAR:
      return `/course/package/${url}`;
    case ContentType.ARTICLE:
      return `/articles/${url}`;
    case ContentType.BOOTCAMP:
      return `/bootcamps/${url}`;
    case ContentType.SUBSCRIPTION:
      return '/user/subscription';
    case ContentType.EVENT:
      return `/events/${url}`;
    default:
      return '/';
  }
}

/**
 * Detail pages the server renders head tags for (and lists in the sitemaps), with the content
 * types each one shows:
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
export type DetailPage = keyof typeof DETAIL_PAGES;

/** Absolute URL of a site path or a /media/ file (absolute URLs are kept). */
export function absoluteUrl(ctx: AppContext, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : siteUrl(ctx.config.siteUrl, pathOrUrl);
}
