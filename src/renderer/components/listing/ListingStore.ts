/**
 * The fetching side of a list: three Resources (results page, sorts, filter definitions) loaded
 * through a `ListingSource`. A newer page load aborts the one in flight (Resource also ignores
 * superseded outcomes). One store per mounted list (see useListing); nothing global.
 */
import type { FilterDefinition, SortOption } from '../../../common/filters';
import type { ContentItem, Page } from '../../../common/types';
import { Resource } from '../../stores/Resource';
import type { ListingQuery } from './query';

export interface ListingSource<TPage extends Page<unknown> = Page<ContentItem>> {
  /** One page of results for the query (throw ApiError on failure, as MainApi does). */
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

export class ListingStore<TPage extends Page<unknown> = Page<ContentItem>> {
  readonly results = new Resource<TPage>();
  readonly sorts = new Resource<SortOption[]>();
  readonly filters = new Resource<FilterDefinition[]>();
  /** The query of the last page load. */
  lastQuery: ListingQuery | null = null;
  private controller: AbortController | null = null;

  constructor(private source: ListingSource<TPage>) {}

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

  /** Swaps the source (same list, new closures); does not reload. */
  setSource(source: ListingSource<TPage>): void {
    this.source = source;
  }

  /** Loads a page of results; the previous request (if still running) is aborted. */
  loadPage(query: ListingQuery): Promise<TPage | null> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.lastQuery = query;
    return this.results.load(() => this.source.fetchPage(query, controller.signal));
  }

  /** Loads sorts and filters once (no-op when already loaded or loading). */
  ensureMeta(): Promise<unknown> {
    const jobs: Promise<unknown>[] = [];
    const { fetchSorts, fetchFilters } = this.source;
    if (fetchSorts) jobs.push(this.sorts.ensure(() => fetchSorts.call(this.source)));
    if (fetchFilters) jobs.push(this.filters.ensure(() => fetchFilters.call(this.source)));
    return Promise.all(jobs);
  }

  /** Reloads everything already loaded (after a language change: labels come from the server). */
  reloadAll(): Promise<unknown> {
    const jobs: Promise<unknown>[] = [];
    if (this.sorts.started) jobs.push(this.sorts.reload());
    if (this.filters.started) jobs.push(this.filters.reload());
    if (this.lastQuery) jobs.push(this.loadPage(this.lastQuery));
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
}
