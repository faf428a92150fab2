/**
 * THE mapping from a content item to its detail page path, shared by every screen (home, lists,
 * search, wishlist, cart, …). Anything with a `type` and a `url` slug works: content items,
 * testimonial course links, banners that point at a content.
 *
 *   Prakerja (isPrakerja or productType PRAKERJA) → /prakerja/{url}
 *   COURSE 1, quick learn 5 → /courses/{url}   WEBINAR 3 → /webinars/{url}
 *   BOOTCAMP 26 → /bootcamps/{url}       MICROLEARNING 2 → /microlearnings/{url}
 *   ARTICLE 10 → /articles/{url}         EVENT 37 → /events/{url}
 *   PACKAGE 6 → /course/package/{url}    SUBSCRIPTION 32 → /subscriptions/{url}
 *   anything else (learning path 8, unknown) → /product-description/{url}
 */
import type { TFunction } from 'i18next';
import { CONTENT_TYPE_SLUG, ContentType, type ContentTypeId } from '../../common/enums';

export interface ContentPathInput {
  type?: number | null;
  url?: string | null;
  isPrakerja?: boolean | null;
  productType?: string | null;
}

const BY_TYPE: Readonly<Record<number, string>> = {
  [ContentType.COURSE]: '/courses',
  // Quick-learn classes are short courses: the course page (and courses/{url}) serves them.
  [ContentType.BELAJARKILAT]: '/courses',
  [ContentType.WEBINAR]: '/webinars',
  [ContentType.BOOTCAMP]: '/bootcamps',
  [ContentType.MICROLEARNING]: '/microlearnings',
  [ContentType.ARTICLE]: '/articles',
  [ContentType.EVENT]: '/events',
  [ContentType.PACKAGE]: '/course/package',
  [ContentType.SUBSCRIPTION]: '/subscriptions',
};

export const PRAKERJA_BASE = '/prakerja';
export const FALLBACK_BASE = '/product-description';

/** The base path (without the slug) of a content's detail page. */
export function contentBasePath(item: ContentPathInput): string {
  if (item.isPrakerja === true || item.productType === 'PRAKERJA') return PRAKERJA_BASE;
  return (typeof item.type === 'number' && BY_TYPE[item.type]) || FALLBACK_BASE;
}

/** The detail page path of a content: `/courses/digital-marketing-untuk-umkm`. The slug is URL-encoded. */
export function contentPath(item: ContentPathInput): string {
  const slug = (item.url ?? '').replace(/^\/+|\/+$/g, '');
  return `${contentBasePath(item)}/${encodeURIComponent(slug)}`;
}

/** The i18n key of a content type's label, or of the job-guarantee / career-acceleration link types. */
export function contentTypeLabelKey(type: number): string {
  const slug = CONTENT_TYPE_SLUG[type as ContentTypeId];
  return slug ? `contentType.${slug}` : 'contentType.course';
}

/** A content `tag` (Indonesian word from the server: "Baru", "Terlaris" …) in the UI language; unknown tags as sent. */
export function tagLabel(t: TFunction, tag: string): string {
  return t(`tags.${tag.replace(/[.:]/g, '')}`, { defaultValue: tag, nsSeparator: false });
}
