import { ContentType, type ContentTypeId, type Locale } from '../../common/enums.js';
import type { ListKind } from '../../common/filters.js';
import type { Database } from '../db/index.js';
import { contentPath } from './site.js';
import { c, type Where } from './list.js';
import { scopeFlag, scopeIn, scopeWhere, type ListScope } from './scopes.js';

/**
 * The product families of the product pages: which contents each one answers for, its sorts, its
 * site path and its not-found message. Routes, the detail builder and the meta builder all read
 * these, so a family is described once.
 */
export interface Product {
  key: ProductKey;
  /** Content types the family answers for (a detail of another type is a 404). */
  types: readonly ContentTypeId[];
  /** Only Prakerja contents. */
  prakerjaOnly?: boolean;
  /** Sort list of LIST_SORTS (src/common/filters.ts) used by the family's lists. */
  sorts: ListKind;
  notFound: Record<Locale, string>;
  /** Path of the detail page on the site. */
  sitePath(url: string, type: number): string;
}

export type ProductKey = 'course' | 'coursePackage' | 'bootcamp' | 'webinar' | 'microlearning' | 'event' | 'subscription' | 'prakerja';

const byType = (url: string, type: number) => contentPath(type, url);

export const PRODUCTS: Record<ProductKey, Product> = {
  course: {
    key: 'course',
    types: [ContentType.COURSE, ContentType.BELAJARKILAT],
    sorts: 'courses',
    notFound: { id: 'Kursus tidak ditemukan', en: 'Course not found' },
    sitePath: byType,
  },
  coursePackage: {
    key: 'coursePackage',
    types: [ContentType.PACKAGE, ContentType.JALURBELAJAR],
    sorts: 'coursePackages',
    notFound: { id: 'Paket kursus tidak ditemukan', en: 'Course package not found' },
    sitePath: byType,
  },
  bootcamp: {
    key: 'bootcamp',
    types: [ContentType.BOOTCAMP],
    sorts: 'bootcamps',
    notFound: { id: 'Bootcamp tidak ditemukan', en: 'Bootcamp not found' },
    sitePath: byType,
  },
  webinar: {
    key: 'webinar',
    types: [ContentType.WEBINAR],
    sorts: 'webinars',
    notFound: { id: 'Webinar tidak ditemukan', en: 'Webinar not found' },
    sitePath: byType,
  },
  microlearning: {
    key: 'microlearning',
    types: [ContentType.MICROLEARNING],
    sorts: 'microlearnings',
    notFound: { id: 'Microlearning tidak ditemukan', en: 'Microlearning not found' },
    sitePath: byType,
  },
  event: {
    key: 'event',
    types: [ContentType.EVENT],
    sorts: 'events',
    notFound: { id: 'Acara tidak ditemukan', en: 'Event not found' },
    sitePath: byType,
  },
  subscription: {
    key: 'subscription',
    types: [ContentType.SUBSCRIPTION],
    // No list of its own; its plans are subscriptions/{id}/packages.
    sorts: 'courses',
    notFound: { id: 'Paket langganan tidak ditemukan', en: 'Subscription not found' },
    sitePath: byType,
  },
  prakerja: {
    key: 'prakerja',
    types: [ContentType.COURSE, ContentType.BELAJARKILAT, ContentType.WEBINAR, ContentType.BOOTCAMP, ContentType.MICROLEARNING],
    prakerjaOnly: true,
    sorts: 'prakerja',
    notFound: { id: 'Kelas Prakerja tidak ditemukan', en: 'Prakerja class not found' },
    sitePath: (url) => `/prakerja/${url}`,
  },
};

/** The list scope of a family: its types (and Prakerja only). */
export function productListScope(product: Product): ListScope {
  return [scopeIn('content_type', ...product.types), ...(product.prakerjaOnly ? [scopeFlag('is_prakerja', true)] : [])];
}

/** Conditions on `contents` that keep a query inside a family. */
export function productScope(product: Product): Where[] {
  return scopeWhere(productListScope(product));
}

/** Published contents of a family, to select from. */
export function productContents(db: Database, product: Product) {
  return productScope(product).reduce((q, w) => q.where(w), db.selectFrom('contents').where('contents.is_published', '=', true));
}

/** A content named by its id or its url slug. */
export type ContentRef = { id: number } | { url: string };

/** `12` (or "12") is an id; anything else is a url slug. */
export function refOf(value: string | number): ContentRef {
  if (typeof value === 'number') return { id: value };
  return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { url: value };
}

export function refWhere(ref: ContentRef): Where {
  return 'id' in ref ? c('contents.id', '=', ref.id) : c('contents.url', '=', ref.url);
}
