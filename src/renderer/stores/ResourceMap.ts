/**
 * The Resources of one call by its input (a product's url, a category id …), kept in a small
 * most-recently-used map keyed by the language too: going back to a page finds its data at once,
 * and a language change asks again (the server answers in the request's language).
 *
 *   readonly detail = new ResourceMap({ scope: locale, key: (url: string) => url,
 *                                       fetch: (url) => client.call(courses.detail, { params: { url } }) });
 *   detail.get(url)      the Resource (created, not loaded, on first ask; cheap: safe in render)
 *   detail.ensure(url)   loads it unless loaded or loading (a failed call is tried again)
 */
import { Mru } from './Mru';
import { Resource } from './Resource';

/** Entries kept by default; the least recently used ones are dropped first. */
export const RESOURCE_MAP_SIZE = 40;

export interface ResourceMapOptions<I, T> {
  /** What every answer also depends on besides the input: the language. */
  scope: () => string;
  /** The input's identity (by default its fields, in name order). */
  key?: (input: I) => string;
  /** The call. */
  fetch: (input: I) => Promise<T>;
  max?: number;
}

/** A plain input's identity: the same fields give the same key whatever their order. */
function keyOf(input: unknown): string {
  if (input && typeof input === 'object') return JSON.stringify(Object.entries(input).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify(input);
}

export class ResourceMap<I, T> {
  private readonly entries: Mru<Resource<T>>;

  constructor(private readonly options: ResourceMapOptions<I, T>) {
    this.entries = new Mru<Resource<T>>(options.max ?? RESOURCE_MAP_SIZE, (r) => r.loading);
  }

  /** The Resource of `input` in the current language. */
  get(input: I): Resource<T> {
    const key = this.options.key ? this.options.key(input) : keyOf(input);
    return this.entries.get(`${this.options.scope()}:${key}`, () => new Resource<T>());
  }

  /** Loads `input` unless loaded or loading; resolves its data (null on failure, never rejects). */
  ensure(input: I): Promise<T | null> {
    return this.get(input).ensure(() => this.options.fetch(input));
  }

  /** Number of entries kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
