/**
 * Search (spec 7 "Contents"): the results of a keyword (a list per keyword and content type,
 * filled by the search page's loader), click recording and the device id. The popular keywords and
 * the suggestions while typing are the typeahead's (stores/SuggestionsStore.ts, shared with the
 * header's boxes): `popular` here is the same Resource.
 */
import type { Locale } from '../../../common/enums';
import { DEVICE_ID_COOKIE, DEVICE_ID_PATTERN, type PopularKeyword, type SearchClickRequest, type SearchResult } from '../../../common/discovery';
import type { BodyOf } from '../../../common/contract/endpoint';
import { search } from '../../../common/contract/search';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { toListBody } from '../../components/listing/query';
import type { CookieStore } from '../../platform/types';
import { Resource } from '../../stores/Resource';
import { featureStore } from '../../stores/feature';
import { suggestionsOf, type SuggestionsStore } from '../../stores/SuggestionsStore';

/** Results per page of the search list. */
export const SEARCH_PAGE_SIZE = 12;

export type SearchRequestBody = BodyOf<typeof search.search>;

export interface SearchClick {
  keyword: string;
  resultId: string | null;
  contentId: number;
}

/**
 * What one result list is for: the keyword, the content type chosen (null: every type) and
 * whether the keyword is searched as typed (`exact`: the "search instead for …" link; otherwise a
 * keyword nothing forgives is answered with its correction's results).
 */
export interface SearchListParams {
  keyword: string;
  type: number | null;
  exact?: boolean;
}

/** Contents shown on a search without results (the most popular ones). */
const RECOMMENDED_SIZE = 8;

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
  /** The most popular contents, shown when a search finds nothing (issue 24: no dead ends). */
  readonly recommended = new Resource<SearchResult>();
  /** Results of a keyword in a content type; sorts and filters are the same for every keyword. */
  readonly results: ListingFamily<SearchListParams, SearchResult>;

  /**
   * `cookies`: the platform's small cookies (web: document cookies; desktop: its stored cookies),
   * where the anonymous device id of click counting is kept.
   */
  constructor(
    private readonly client: ContractClient,
    private readonly cookies: CookieStore,
    private readonly locale: () => Locale,
    /** The typeahead's store: the popular keywords are its. */
    private readonly typeahead: SuggestionsStore,
  ) {
    this.results = new ListingFamily<SearchListParams, SearchResult>({
      scope: locale,
      key: (p) => `${p.type ?? 'all'}:${p.exact ? 'exact' : ''}:${p.keyword}`,
      source: ({ keyword, type, exact }) => ({
        fetchPage: (q, signal) =>
          this.search({ keyword, ...toListBody(q, SEARCH_PAGE_SIZE), ...(type !== null ? { contentTypes: [type] } : {}), ...(exact ? { autocorrect: false } : {}) }, signal),
        fetchSorts: () => this.client.call(search.masterSort),
        fetchFilters: () => this.client.call(search.filterPanels.contents),
        // Each answer counts the panel over its own results.
        filtersOfPage: (page) => page.filters,
      }),
    });
  }

  /** The popular keywords (G contents/search-popular-keywords): the typeahead's Resource. */
  get popular(): Resource<PopularKeyword[]> {
    return this.typeahead.popular;
  }

  /** G contents/search-popular-keywords (once per language). */
  loadPopular() {
    return this.typeahead.loadPopular();
  }

  /** P contents/search without a keyword, most popular first (once per language). */
  loadRecommended() {
    return this.recommended.ensureFor(this.locale(), () => this.search({ page: 1, pageSize: RECOMMENDED_SIZE, sort: 'popular' }));
  }

  /** P contents/search. */
  search(body: SearchRequestBody, signal?: AbortSignal): Promise<SearchResult> {
    return this.client.call(search.search, { body, signal });
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
      await this.client.call(search.click, { body });
    } catch {
      /* tracking only */
    }
  }
}

/** The search store of a RootStore, made on first use (stores/feature.ts). */
export const searchOf = featureStore((root) => new SearchStore(root.client, root.platform.cookies, root.locale, suggestionsOf(root)));
