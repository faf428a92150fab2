/**
 * Search (spec 7 "Contents"): popular keywords, keyword suggestions while typing, the search call
 * and click recording. The suggestions resource is cleared while a new suggestion request is
 * pending (spec 4: "The search slice clears current results while a new suggestion request is
 * pending").
 */
import type { MainApi } from '../api/mainApi';
import type { FilterDefinition, FilterInput, SortOption } from '../../common/filters';
import type { KeywordSuggestions, PopularKeyword, SearchResult } from '../../common/discovery';
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

export class SearchStore {
  readonly popular = new Resource<PopularKeyword[]>();
  readonly suggestions = new Resource<KeywordSuggestions>();

  constructor(private readonly api: MainApi) {}

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

  /** P contents/onclick (keyword, resultId, contentId). Fire and forget: never rejects. */
  async recordClick(click: SearchClick): Promise<void> {
    const keyword = click.keyword.trim().slice(0, 200);
    if (!keyword) return;
    try {
      await this.api.post('contents/onclick', { keyword, resultId: click.resultId, contentId: click.contentId });
    } catch {
      /* tracking only */
    }
  }
}
