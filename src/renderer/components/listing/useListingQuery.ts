/**
 * `useListingQuery()` keeps a list's page, sort and filters in the URL search params
 * (see query.ts for the format). Every change pushes a history entry, so back/forward walk through
 * the list states; changing sort or filters goes back to page 1.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterKindName } from '../../../common/enums';
import { FILTER_KINDS, type FilterInput } from '../../../common/filters';
import { PAGE_PARAM, parseListingQuery, queryKey, withFilter, writeListingQuery, type ListingQuery } from './query';

export interface UseListingQueryOptions {
  /** Filter kinds this list accepts (others in the URL are ignored). Default: all six. */
  kinds?: readonly FilterKindName[];
  /** Replace the history entry instead of pushing one (default false: back/forward walk the states). */
  replace?: boolean;
}

export interface ListingQueryControls {
  query: ListingQuery;
  /** Stable string of the query, for effect dependencies. */
  key: string;
  setPage(page: number): void;
  setSort(sort: string | null): void;
  setFilters(filters: FilterInput[]): void;
  /** Replaces the filter of one kind (null or empty removes it). */
  setFilter(kind: FilterKindName, filter: FilterInput | null): void;
  /** Clears filters (and page), keeps sort and the other params. */
  resetFilters(): void;
  /** Link target of a page (for <Pager hrefFor>): the current URL with that page. */
  hrefForPage(page: number): string;
  /** Sets (or, with null, removes) a param the list owns besides the query (keyword, type, tab …); resets the page. */
  setParam(name: string, value: string | null, options?: { keepPage?: boolean }): void;
  searchParams: URLSearchParams;
}

export function useListingQuery(options: UseListingQueryOptions = {}): ListingQueryControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = options.kinds ?? FILTER_KINDS;
  const kindsKey = requested.join(',');
  // Keyed by content: callers pass `kinds` as a fresh array literal on every render, and the
  // parsed query must change only when the URL or the kinds really do.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const kinds = useMemo(() => requested, [kindsKey]);
  const replace = options.replace ?? false;
  const query = useMemo(() => parseListingQuery(searchParams, kinds), [searchParams, kinds]);

  const commit = useCallback(
    (next: ListingQuery) => {
      setSearchParams((prev) => writeListingQuery(prev, next), { replace, preventScrollReset: false });
    },
    [setSearchParams, replace],
  );

  return useMemo<ListingQueryControls>(
    () => ({
      query,
      key: queryKey(query),
      searchParams,
      setPage: (page) => commit({ ...query, page: Math.max(1, Math.floor(page)) }),
      setSort: (sort) => commit({ ...query, sort: sort || null, page: 1 }),
      setFilters: (filters) => commit({ ...query, filters, page: 1 }),
      setFilter: (kind, filter) => commit({ ...query, filters: withFilter(query.filters, kind, filter), page: 1 }),
      resetFilters: () => commit({ ...query, filters: [], page: 1 }),
      hrefForPage: (page) => {
        const next = writeListingQuery(searchParams, { ...query, page });
        const text = next.toString();
        return text ? `?${text}` : '?';
      },
      setParam: (name, value, opts) =>
        setSearchParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
            if (!opts?.keepPage) next.delete(PAGE_PARAM);
            return next;
          },
          { replace },
        ),
    }),
    [query, searchParams, commit, setSearchParams, replace],
  );
}
