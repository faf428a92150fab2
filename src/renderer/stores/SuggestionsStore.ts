/**
 * The typeahead's data (spec 7 "Contents": contents/search-popular-keywords and
 * contents/search-keyword-suggestions?keyword), shared by every search box of a RootStore (the
 * header's, the phone's full-screen search, the search page's) and by the search page's popular
 * keywords (features/search/store.ts reads `popular` from here):
 *
 *   popular      the popular keywords (once per language);
 *   recent       this device's recent searches (stores/recentSearches.ts, localStorage);
 *   suggestions  the keyword suggestions and top matching contents of what is typed: asked once
 *                the typing pauses (SUGGEST_DEBOUNCE_MS); a newer keyword aborts the request in
 *                flight (AbortController) and an older answer arriving late is dropped. The
 *                suggestions are cleared while a new request is pending (spec 4: "The search
 *                slice clears current results while a new suggestion request is pending").
 *
 * Made per RootStore on first use (`suggestionsOf`, stores/feature.ts); its module is loaded with
 * the typeahead (components/SearchCombobox.tsx), never with the first load.
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Locale } from '../../common/enums';
import type { KeywordSuggestions, PopularKeyword, SearchClickRequest } from '../../common/discovery';
import { search } from '../../common/contract/search';
import type { ContractClient } from '../api/contract';
import { Resource } from './Resource';
import { featureStore } from './feature';
import type { CookieStore } from '../platform/types';
import { deviceIdIn } from './deviceId';
import { browserStorage, readRecentSearches, rememberSearch, writeRecentSearches, type KeyValueStorage } from './recentSearches';

/** Pause in the typing before suggestions are asked. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Keyword suggestions and contents asked per request. */
export const SUGGEST_LIMIT = 5;
/** Popular keywords asked (the search page shows them all, the typeahead the first few). */
export const POPULAR_LIMIT = 10;

export interface SuggestionsStoreOptions {
  client: ContractClient;
  locale: () => Locale;
  /** Where the recent searches are kept (default: the browser's localStorage). */
  storage?: KeyValueStorage | null;
  debounceMs?: number;
  /** Where the device id of click counting is kept (none: clicks are counted per address). */
  cookies?: CookieStore;
}

/** A result opened after a search: what P contents/onclick counts. */
export interface SearchClick {
  keyword: string;
  /** The search's resultId; null for a content opened from the typeahead. */
  resultId: string | null;
  contentId: number;
}

export class SuggestionsStore {
  readonly popular = new Resource<PopularKeyword[]>();
  readonly suggestions = new Resource<KeywordSuggestions>();
  /** This device's recent searches, newest first (read again by `reloadRecent`). */
  recent: string[] = [];
  /** The keyword the suggestions (or the request pending or in flight) are for; '' when none. */
  keyword = '';

  private readonly client: ContractClient;
  private readonly locale: () => Locale;
  private readonly storage: KeyValueStorage | null;
  private readonly debounceMs: number;
  private readonly cookies: CookieStore | null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private controller: AbortController | null = null;

  constructor(options: SuggestionsStoreOptions) {
    this.client = options.client;
    this.locale = options.locale;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.debounceMs = options.debounceMs ?? SUGGEST_DEBOUNCE_MS;
    this.cookies = options.cookies ?? null;
    this.recent = readRecentSearches(this.storage);
    makeObservable(this, {
      recent: observableRef,
      keyword: observable,
      type: action,
      suggestNow: action,
      cancel: action,
      reloadRecent: action,
      remember: action,
      forget: action,
      clearRecent: action,
    });
  }

  /** G contents/search-popular-keywords (once per language). */
  loadPopular(): Promise<PopularKeyword[] | null> {
    return this.popular.ensureFor(this.locale(), () => this.client.call(search.popularKeywords, { query: { limit: POPULAR_LIMIT } }));
  }

  /**
   * The text in a box changed: its suggestions are asked once the typing pauses. A blank text
   * clears them (and drops what is pending); the same keyword again asks nothing new.
   */
  type(text: string): void {
    const k = text.trim().slice(0, 100);
    if (!k) {
      this.cancel();
      return;
    }
    if (k === this.keyword && (this.timer !== null || this.suggestions.loading || this.suggestions.loaded)) return;
    // The suggestions shown stay until the request starts (then they are cleared, see above).
    if (this.timer !== null) clearTimeout(this.timer);
    this.keyword = k;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.suggestNow(k);
    }, this.debounceMs);
  }

  /** G contents/search-keyword-suggestions?keyword now (the request in flight, if any, is aborted). */
  suggestNow(keyword: string): Promise<KeywordSuggestions | null> {
    const k = keyword.trim().slice(0, 100);
    this.abort();
    this.keyword = k;
    this.suggestions.set(null);
    if (!k) {
      this.suggestions.reset();
      return Promise.resolve(null);
    }
    const controller = new AbortController();
    this.controller = controller;
    // The Resource drops the outcome of a load superseded by a newer one (a late, stale answer).
    return this.suggestions.load(async () => {
      try {
        return await this.client.call(search.keywordSuggestions, { query: { keyword: k, limit: SUGGEST_LIMIT }, signal: controller.signal });
      } finally {
        if (this.controller === controller) this.controller = null;
      }
    });
  }

  /** Drops the pending request and the one in flight, and clears the suggestions. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.abort();
    this.keyword = '';
    this.suggestions.reset();
  }

  /** Whether a request waits for the typing to pause. */
  get debouncing(): boolean {
    return this.timer !== null;
  }

  reloadRecent(): void {
    this.recent = readRecentSearches(this.storage);
  }

  /** A search was submitted from a box. */
  remember(keyword: string): void {
    this.recent = rememberSearch(keyword, this.storage);
  }

  forget(keyword: string): void {
    this.recent = readRecentSearches(this.storage).filter((e) => e.toLocaleLowerCase() !== keyword.trim().toLocaleLowerCase());
    writeRecentSearches(this.recent, this.storage);
  }

  clearRecent(): void {
    this.recent = [];
    writeRecentSearches([], this.storage);
  }

  /**
   * P contents/onclick (keyword, resultId, contentId, deviceId): a result opened from a search
   * page or from any box's suggestions. Fire and forget: never rejects; the answer says whether
   * the click counted, which no page needs.
   */
  async recordClick(click: SearchClick): Promise<void> {
    const keyword = click.keyword.trim().slice(0, 200);
    if (!keyword) return;
    const deviceId = this.cookies ? deviceIdIn(this.cookies) : null;
    const body: SearchClickRequest = { keyword, resultId: click.resultId, contentId: click.contentId, ...(deviceId ? { deviceId } : {}) };
    try {
      await this.client.call(search.click, { body });
    } catch {
      /* tracking only */
    }
  }

  private abort(): void {
    this.controller?.abort();
    this.controller = null;
  }
}

/** The typeahead store of a RootStore, made on first use (stores/feature.ts). */
export const suggestionsOf = featureStore((root) => new SuggestionsStore({ client: root.client, locale: root.locale, cookies: root.platform.cookies }));
