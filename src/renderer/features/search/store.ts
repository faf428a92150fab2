/**
 * Search (spec 7 "Contents"): the results of a keyword (a list per keyword and content type,
 * filled by the search page's loader), click recording and the device id. The popular keywords and
 * the suggestions while typing are the typeahead's (stores/SuggestionsStore.ts, shared with the
 * header's boxes): `popular` here is the same Resource.
 */
import type { Locale } from '../../../common/enums';
import type { PopularKeyword, SearchResult } from '../../../common/discovery';
import type { BodyOf } from '../../../common/contract/endpoint';
import { search } from '../../../common/contract/search';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { toListBody } from '../../components/listing/query';
import type { CookieStore } from '../../platform/types';
import { Resource } from '../../stores/Resource';
import { featureStore } from '../../stores/feature';
import { suggestionsOf, type SearchClick, type SuggestionsStore } from '../../stores/SuggestionsStore';
import { deviceIdIn } from '../../stores/deviceId';

export type { SearchClick } from '../../stores/SuggestionsStore';
export { newDeviceId } from '../../stores/deviceId';

/** Results per page of the search list. */
export const SEARCH_PAGE_SIZE = 12;

export type SearchRequestBody = BodyOf<typeof search.search>;

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

  /** This device's id (stores/deviceId.ts): the server counts clicks, live-session joins and donations per device. */
  deviceId(): string | null {
    return deviceIdIn(this.cookies);
  }

  /** P contents/onclick: the typeahead's (it counts the header's clicks too). Never rejects. */
  recordClick(click: SearchClick): Promise<void> {
    return this.typeahead.recordClick(click);
  }
}

/** The search store of a RootStore, made on first use (stores/feature.ts). */
export const searchOf = featureStore((root) => new SearchStore(root.client, root.platform.cookies, root.locale, suggestionsOf(root)));
