/**
 * Search (spec 7 "Contents"): popular keywords, keyword suggestions while typing, the search call
 * and click recording. The suggestions resource is cleared while a new suggestion request is
 * pending (spec 4: "The search slice clears current results while a new suggestion request is
 * pending").
 */
import type { MainApi } from '../api/mainApi';
import type { FilterDefinition, FilterInput, SortOption } from '../../common/filters';
import { DEVICE_ID_COOKIE, DEVICE_ID_PATTERN, type KeywordSuggestions, type PopularKeyword, type SearchClickRequest, type SearchClickResult, type SearchResult } from '../../common/discovery';
import type { CookieStore } from '../platform/types';
import { Resource } from './Resource';

export interface SearchRequestBody {
  keyword?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  contentTypes?: number[];
  filters?: FilterInput[];
}

export interface SearchClick {
  keyword: string;
  resultId: string | null;
  contentId: number;
}

/** The device id is kept two years (renewed whenever it is read); it names no one, only this browser or app. */
const DEVICE_ID_MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;

/**
 * A random device id (22 URL-safe characters, 128 bits). getRandomValues, not randomUUID: the
 * latter exists only in secure contexts, and the site may be opened over plain http on a LAN.
 */
export function newDeviceId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class SearchStore {
  readonly popular = new Resource<PopularKeyword[]>();
  readonly suggestions = new Resource<KeywordSuggestions>();

  /**
   * `cookies`: the platform's small cookies (web: document cookies; desktop: its stored cookies),
   * where the anonymous device id of click counting is kept.
   */
  constructor(
    private readonly api: MainApi,
    private readonly cookies: CookieStore,
  ) {}

  /** G contents/search-popular-keywords (once; `force` to reload). */
  loadPopular(force = false) {
    const fn = () => this.api.get<PopularKeyword[]>('contents/search-popular-keywords', { params: { limit: 10 } });
    return force ? this.popular.load(fn) : this.popular.ensure(fn);
  }

  /** G contents/search-keyword-suggestions?keyword (blank keyword: clears). */
  suggest(keyword: string) {
    const k = keyword.trim();
    this.suggestions.set(null);
    if (!k) {
      this.suggestions.reset();
      return Promise.resolve(null);
    }
    return this.suggestions.load(() => this.api.get<KeywordSuggestions>('contents/search-keyword-suggestions', { params: { keyword: k.slice(0, 100), limit: 5 } }));
  }

  clearSuggestions(): void {
    this.suggestions.reset();
  }

  /** P contents/search. */
  search(body: SearchRequestBody, signal?: AbortSignal) {
    return this.api.post<SearchResult>('contents/search', body, { signal });
  }

  masterSort() {
    return this.api.get<SortOption[]>('contents/master-sort');
  }

  /** Filter panel of the search results (the all-contents list). */
  filters() {
    return this.api.get<FilterDefinition[]>('contents/filters');
  }

  /**
   * The anonymous id of this browser or desktop app, made once and kept (platform cookie
   * `deviceId`): the server counts a keyword's click once per device per day. Null when it cannot
   * be kept (the server then counts per address).
   */
  deviceId(): string | null {
    try {
      const kept = this.cookies.get(DEVICE_ID_COOKIE);
      const id = kept && new RegExp(DEVICE_ID_PATTERN).test(kept) ? kept : newDeviceId();
      this.cookies.set(DEVICE_ID_COOKIE, id, { path: '/', sameSite: 'lax', maxAgeSeconds: DEVICE_ID_MAX_AGE_SECONDS });
      return this.cookies.get(DEVICE_ID_COOKIE) === id ? id : null;
    } catch {
      return null;
    }
  }

  /**
   * P contents/onclick (keyword, resultId, contentId, deviceId). Fire and forget: never rejects;
   * the answer says whether the click counted, which the page does not need.
   */
  async recordClick(click: SearchClick): Promise<void> {
    const keyword = click.keyword.trim().slice(0, 200);
    if (!keyword) return;
    const deviceId = this.deviceId();
    const body: SearchClickRequest = { keyword, resultId: click.resultId, contentId: click.contentId, ...(deviceId ? { deviceId } : {}) };
    try {
      await this.api.post<SearchClickResult>('contents/onclick', body);
    } catch {
      /* tracking only */
    }
  }
}
