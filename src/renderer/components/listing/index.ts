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
 * FETCHING (ListingStore.ts, ListingFamily.ts, useListing.ts) — the page's route loader loads,
 * the page reads (see "Loading a page" in docs/architecture.md)
 *   interface ListingSource<TPage = Page<ContentItem>> {
 *     fetchPage(query, signal): Promise<TPage>;
 *     fetchSorts?(): Promise<SortOption[]>;          // a master-sort call
 *     fetchFilters?(): Promise<FilterDefinition[]>;  // a …/filters call
 *   }
 *   class ListingStore<TPage> { results, sorts, filters: Resource<…>; kinds; load(search) (the
 *     loader's call: sorts, filters and the URL's page, each unless already there in this language);
 *     loadPage(query); ensurePage(query); ensureMeta(); retry(); hasSorts; hasFilters }
 *   class ListingFamily<P, TPage> { get(params) → ListingStore }   lists of one kind by their
 *     parameters (category, tab, keyword …), kept most-recently-used; sorts/filters shared by metaKey
 *   useListing({ store }) → { store, controls }    the URL state of a list kept by a feature store
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
 *   <Pager page totalPages hrefFor? onChange? label? />  links (hrefFor) or buttons (components/Pager.tsx)
 *   <ResultsGrid items loading error onRetry label onItemClick? emptyTitle? emptyText? dense? renderItem? />
 *   (empty and error states: components/StateMessage.tsx), pagerItems(page, total)
 *   <ChipNav label items=[{ key, label, to, count?, active? }] loading? />, hrefWithParam(path, params, name, value)
 *   <PageContainer narrow?>, <Breadcrumbs items=[{ label, to? }] />, <PageHeader title subtitle?>,
 *   <PageSection id title subtitle? action?>, useDocumentTitle(title)      page scaffolding
 *
 * EXAMPLE (a product list):
 *   // features/products/store.ts
 *   readonly courseList = new ListingStore({
 *     fetchPage: (q, signal) => client.call(courses.list, { body: toListBody(q, 12), signal }),
 *     fetchSorts: () => client.call(courses.masterSort),
 *     fetchFilters: () => client.call(courses.filters),
 *   }, { scope: locale });
 *   // features/products/loaders.ts
 *   export const coursesLoader: PageLoader = (root, { search }) => productsOf(root).courseList.load(search);
 *   // the page
 *   const listing = useListing({ store: productsOf(useStores()).courseList });
 *   return <ListingView listing={listing} label={t('pages.courses')} />;
 *
 * i18n keys live under `listing.*`; card tags under `tags.*`.
 */
export * from './query';
export { useListingQuery, type ListingQueryControls, type UseListingQueryOptions } from './useListingQuery';
export { ListingStore, type ListingSource, type ListingStoreOptions } from './ListingStore';
export { ListingFamily, type ListingFamilyOptions } from './ListingFamily';
export { useListing, type ListingHandle, type UseListingOptions } from './useListing';
export { ListingView, type ListingViewProps } from './ListingView';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { SortSelect, type SortSelectProps } from './SortSelect';
export { Pager, pagerItems, type PagerProps, type PageItem } from '../Pager';
export { ResultsGrid, type ResultsGridProps } from './ResultsGrid';
export { ChipNav, hrefWithParam, type ChipNavItem } from './ChipNav';
export { PageContainer, Breadcrumbs, PageHeader, PageSection, useDocumentTitle, type Crumb } from './PageFrame';
