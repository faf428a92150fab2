/**
 * LISTING KIT — shared by every list page (search, categories, instructors, articles, and the
 * product lists: courses, webinars, bootcamps, microlearning …). Stable API; extend, don't break.
 *
 * STATE IN THE URL (query.ts, useListingQuery.ts)
 *   ?page=2&sort=rating&rating=4.5&program=1,3&price=0-150000&duration=60-&level=1,2&category=4
 *   ListingQuery = { page: number (1-based); sort: string | null; filters: FilterInput[] }
 *   parseListingQuery(params, kinds?) / writeListingQuery(params, query)   pure, other params kept
 *   toListBody(query, pageSize) → { page, pageSize, sort?, filters? }      body of the POST lists
 *   withFilter(filters, kind, filterOrNull), filterOf(filters, kind), FILTER_PARAM (kind → param)
 *   useListingQuery({ kinds?, replace? }) → { query, key, setPage, setSort, setFilters, setFilter,
 *     resetFilters, hrefForPage, setParam(name, value), searchParams }
 *     Every change pushes a history entry; sort/filter changes go back to page 1.
 *
 * FETCHING (ListingStore.ts, useListing.ts)
 *   interface ListingSource<TPage = Page<ContentItem>> {
 *     fetchPage(query, signal): Promise<TPage>;
 *     fetchSorts?(): Promise<SortOption[]>;          // a master-sort call
 *     fetchFilters?(): Promise<FilterDefinition[]>;  // a …/filters call
 *   }
 *   class ListingStore<TPage> { results, sorts, filters: Resource<…>; loadPage(query); ensureMeta();
 *     reloadAll(); retry(); hasSorts; hasFilters; dispose() }
 *   useListing({ id, source, kinds?, enabled?, deps? }) → { store, controls }
 *     loads the page on every query change (aborting the previous request), sorts/filters once,
 *     reloads on language change; a new `id` gives a fresh store. `deps` = other inputs of
 *     fetchPage (keyword, tab …).
 *
 * UI (all keyboard accessible, en + id, phone 390 → desktop 1366)
 *   <ListingView listing={handle} label="…" toolbarStart? aboveResults? emptyTitle? emptyText?
 *     emptyAction? onItemClick? showFilters? showSort? showDateBadge? skeletonCount? renderItem? srHeading? />
 *     = sidebar filters (≥ lg) / drawer button (phones) + result count + sort + grid + pagination.
 *   <FilterPanel definitions value onChange(kind, filter|null) onReset error? onRetry?
 *     mode?: 'auto'|'sidebar'|'drawer' resultCount? title? />
 *     RATING (SINGLE) → radios with "Any"; PROGRAM / SKILL_LEVEL / CATEGORY (MULTIPLE) → checkboxes
 *     with counts; PRICE / DURATION (range) → min/max inputs (+ price presets), Enter or Apply.
 *   <SortSelect options value onChange label? compact? />    native select, null = default sort
 *   <Pagination page totalPages hrefFor? onChange? label? />  links (hrefFor) or buttons
 *   <ResultsGrid items loading error onRetry label onItemClick? emptyTitle? emptyText? dense? renderItem? />
 *   (empty and error states: components/StateMessage.tsx), paginationItems(page, total)
 *   <ChipNav label items=[{ key, label, to, count?, active? }] loading? />, hrefWithParam(path, params, name, value)
 *   <PageContainer narrow?>, <Breadcrumbs items=[{ label, to? }] />, <PageHeader title subtitle?>,
 *   <PageSection id title subtitle? action?>, useDocumentTitle(title)      page scaffolding
 *
 * EXAMPLE (a product list):
 *   const { api } = useStores();
 *   const listing = useListing({
 *     id: 'courses',
 *     source: {
 *       fetchPage: (q, signal) => api.post<Page<ContentItem>>('courses/list', toListBody(q, 12), { signal }),
 *       fetchSorts: () => api.get<SortOption[]>('courses/master-sort'),
 *       fetchFilters: () => api.get<FilterDefinition[]>('courses/filters'),
 *     },
 *   });
 *   return <ListingView listing={listing} label={t('pages.courses')} />;
 *
 * i18n keys live under `listing.*`; card tags under `tags.*`.
 */
export * from './query';
export { useListingQuery, type ListingQueryControls, type UseListingQueryOptions } from './useListingQuery';
export { ListingStore, type ListingSource } from './ListingStore';
export { useListing, type ListingHandle, type UseListingOptions } from './useListing';
export { ListingView, type ListingViewProps } from './ListingView';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { SortSelect, type SortSelectProps } from './SortSelect';
export { Pagination, paginationItems, type PaginationProps, type PageItem } from './Pagination';
export { ResultsGrid, type ResultsGridProps } from './ResultsGrid';
export { ChipNav, hrefWithParam, type ChipNavItem } from './ChipNav';
export { PageContainer, Breadcrumbs, PageHeader, PageSection, useDocumentTitle, type Crumb } from './PageFrame';
