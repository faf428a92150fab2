/**
 * Data of the product pages (spec 7: courses, packages, bootcamps, webinars, microlearning,
 * events, programmes, subscriptions, donations, Prakerja): one Resource per GET call, kept in a
 * small most-recently-used cache keyed by path, query and language. Going back to a page shows
 * it at once; a language change asks again (the server answers in the request's language).
 * Paged lists and reviews keep their own state (listing kit, ReviewsModel).
 */
import type { MainApi, MainRequestOptions } from '../api/mainApi';
import type { Locale } from '../../common/enums';
import { Resource } from './Resource';

/** Calls kept; the oldest unused ones are dropped first. */
const MAX_ENTRIES = 80;

export type ProductCallOptions = Pick<MainRequestOptions, 'credential'>;

export class ProductStore {
  private readonly entries = new Map<string, Resource<unknown>>();

  constructor(
    readonly api: MainApi,
    private readonly locale: () => Locale,
  ) {}

  /** Cache key of a call: language, path and the query sorted by name (undefined values left out). */
  key(path: string, params?: Record<string, unknown>): string {
    const query = Object.entries(params ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${String(v)}`)
      .join('&');
    return `${this.locale()}:${path}?${query}`;
  }

  /** The Resource of a GET call, created (not loaded) on first ask. Cheap: safe to call in render. */
  resource<T>(path: string, params?: Record<string, unknown>): Resource<T> {
    const key = this.key(path, params);
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry as Resource<T>;
    }
    entry = new Resource<unknown>();
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      for (const [k, r] of this.entries) {
        if (this.entries.size <= MAX_ENTRIES) break;
        if (!r.loading) this.entries.delete(k);
      }
    }
    return entry as Resource<T>;
  }

  /** Starts the call unless it is loaded or loading (a failed call is tried again). */
  ensure<T>(resource: Resource<T>, path: string, params?: Record<string, unknown>, options: ProductCallOptions = {}): Promise<T | null> {
    return resource.ensure(() => this.api.get<T>(path, { ...options, params }));
  }

  /** Number of cached calls (tests). */
  get size(): number {
    return this.entries.size;
  }
}
