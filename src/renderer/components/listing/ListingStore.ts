/**
 * The fetching side of a list: three Resources (results page, sorts, filter definitions) loaded
 * through a `ListingSource`. Kept by its feature's store (see ListingFamily) and filled by the
 * page's route loader (`list.load(search)`); the page reads it and changes the URL, which runs the
 * loader again. The last pages seen are kept per query and language: back and forward show them
 * at once, without asking again. A newer page load aborts the one in flight (Resource also ignores
 * superseded outcomes).
 */
import type { FilterKindName } from '../../../common/enums';
import { FILTER_KINDS, type FilterDefinition, type SortOption } from '../../../common/filters';
import type { ContentItem, Page } from '../../../common/types';
import { Mru } from '../../stores/Mru';
import { Resource } from '../../stores/Resource';
import { parseListingQuery, queryKey, type ListingQuery } from './query';

export interface ListingSource<TPage extends Page<unknown> = Page<ContentItem>> {
  /** One page of results for the query (throw ApiError on failure, as the clients do). */
  fetchPage(query: ListingQuery, signal: AbortSignal): Promise<TPage>;
  /** The list's sorts (a master-sort call). Omit for lists without a sort. */
  fetchSorts?(): Promise<SortOption[]>;
  /** The list's filter panel (a …/filters call). Omit for lists without filters. */
  fetchFilters?(): Promise<FilterDefinition[]>;
  /**
   * A panel that comes with each page, counted over those results (search): shown instead of
   * fetchFilters' once a page has it.
   */
  filtersOfPage?(page: TPage): FilterDefinition[] | undefined;
}

/** Pages of results kept per list (back and forward through a list's states). */
const PAGES_KEPT = 12;

export interface ListingStoreOptions {
  /** The language the answers are in: a change asks again. */
  scope?: () => string;
  /** Filter kinds the list accepts in the URL (default: all six). */
  kinds?: readonly FilterKindName[];
  /** Sorts and filters shared with the other lists of a family (ListingFamily). */
  sorts?: Resource<SortOption[]>;
  filters?: Resource<FilterDefinition[]>;
}

export class ListingStore<TPage extends Page<unknown> = Page<ContentItem>> {
  readonly results = new Resource<TPage>();
  readonly sorts: Resource<SortOption[]>;
  readonly filters: Resource<FilterDefinition[]>;
  readonly kinds: readonly FilterKindName[];
  /** The query of the last page load. */
  lastQuery: ListingQuery | null = null;
  private controller: AbortController | null = null;
  private readonly scope: () => string;
  private readonly pages = new Mru<TPage>(PAGES_KEPT);

  constructor(
    private source: ListingSource<TPage>,
    options: ListingStoreOptions = {},
  ) {
    this.scope = options.scope ?? (() => '');
    this.kinds = options.kinds ?? FILTER_KINDS;
    this.sorts = options.sorts ?? new Resource<SortOption[]>();
    this.filters = options.filters ?? new Resource<FilterDefinition[]>();
  }

  /** Whether the source has a sort call / a filter call. */
  get hasSorts(): boolean {
    return typeof this.source.fetchSorts === 'function';
  }
  get hasFilters(): boolean {
    return typeof this.source.fetchFilters === 'function';
  }

  /** The filter panel to show: the latest page's own (filtersOfPage), else the list's (fetchFilters). */
  get panel(): FilterDefinition[] | null {
    const page = this.results.data;
    return (page && this.source.filtersOfPage?.(page)) || this.filters.data;
  }

  /** The query of the URL's search params, read with the list's filter kinds. */
  queryOf(search: URLSearchParams): ListingQuery {
    return parseListingQuery(search, this.kinds);
  }

  /** What a route loader calls: sorts, filters and the page of the URL, each unless already there. */
  async load(search: URLSearchParams): Promise<void> {
    await Promise.all([this.ensureMeta(), this.ensurePage(this.queryOf(search))]);
  }

  /** Loads a page of results; the previous request (if still running) is aborted. */
  loadPage(query: ListingQuery): Promise<TPage | null> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.lastQuery = query;
    const key = this.pageKey(query);
    return this.results.load(async () => {
      const page = await this.source.fetchPage(query, controller.signal);
      this.pages.set(key, page);
      return page;
    }, key);
  }

  /** Shows the page of this query and language: already there, kept from before, or asked now. */
  ensurePage(query: ListingQuery): Promise<TPage | null> {
    const key = this.pageKey(query);
    if (this.results.isFor(key)) return this.results.ensureFor(key, () => this.source.fetchPage(query, new AbortController().signal));
    const kept = this.pages.peek(key);
    if (kept === undefined) return this.loadPage(query);
    this.controller?.abort();
    this.lastQuery = query;
    this.results.fill(kept, key);
    return Promise.resolve(kept);
  }

  /** Loads sorts and filters unless loaded (or loading) in this language. */
  ensureMeta(): Promise<unknown> {
    const jobs: Promise<unknown>[] = [];
    const { fetchSorts, fetchFilters } = this.source;
    const scope = this.scope();
    if (fetchSorts) jobs.push(this.sorts.ensureFor(scope, () => fetchSorts.call(this.source)));
    if (fetchFilters) jobs.push(this.filters.ensureFor(scope, () => fetchFilters.call(this.source)));
    return Promise.all(jobs);
  }

  /** Retry after an error: the failed resources again. */
  retry(): void {
    if (this.results.error !== null && this.lastQuery) void this.loadPage(this.lastQuery);
    if (this.sorts.error !== null) void this.sorts.reload();
    if (this.filters.error !== null) void this.filters.reload();
  }

  dispose(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private pageKey(query: ListingQuery): string {
    return `${this.scope()}|${queryKey(query)}`;
  }
}
