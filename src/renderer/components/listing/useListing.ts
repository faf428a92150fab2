/**
 * `useListing()` = useListingQuery (state in the URL) + a ListingStore (fetching) + the effects
 * that load a page whenever the query changes, load sorts/filters once, and reload all of it when
 * the language changes. The store is re-created when `id` changes (another category, instructor …).
 */
import { useEffect, useRef, useState } from 'react';
import type { FilterKindName } from '../../../common/enums';
import type { ContentItem, Page } from '../../../common/types';
import { useLocale } from '../useLocale';
import { ListingStore, type ListingSource } from './ListingStore';
import { useListingQuery, type ListingQueryControls } from './useListingQuery';

export interface UseListingOptions<TPage extends Page<unknown>> {
  /** Identity of the list; a new id gives a fresh store (e.g. `category:${id}`). */
  id: string;
  /** How to fetch. May be a new object every render; the latest one is used. */
  source: ListingSource<TPage>;
  /** Filter kinds the list accepts in the URL. */
  kinds?: readonly FilterKindName[];
  /** False to hold loading (e.g. while the category id is not known yet). Default true. */
  enabled?: boolean;
  /** Extra values that change what fetchPage asks for besides the query (keyword, type …). */
  deps?: readonly unknown[];
}

export interface ListingHandle<TPage extends Page<unknown>> {
  store: ListingStore<TPage>;
  controls: ListingQueryControls;
}

export function useListing<TPage extends Page<unknown> = Page<ContentItem>>(options: UseListingOptions<TPage>): ListingHandle<TPage> {
  const controls = useListingQuery({ kinds: options.kinds });
  const locale = useLocale();
  const [holder, setHolder] = useState(() => ({ id: options.id, store: new ListingStore<TPage>(options.source) }));
  let store = holder.store;
  if (holder.id !== options.id) {
    // A different list: new store during render (React's "adjust state on prop change" pattern).
    store = new ListingStore<TPage>(options.source);
    setHolder({ id: options.id, store });
  }
  store.setSource(options.source);
  const enabled = options.enabled ?? true;
  const depsKey = JSON.stringify(options.deps ?? []);

  useEffect(() => () => store.dispose(), [store]);

  useEffect(() => {
    if (!enabled) return;
    void store.ensureMeta();
  }, [store, enabled]);

  const firstLocale = useRef(locale);
  useEffect(() => {
    if (!enabled) return;
    if (firstLocale.current === locale) return;
    firstLocale.current = locale;
    void store.sorts.reload();
    void store.filters.reload();
  }, [store, enabled, locale]);

  useEffect(() => {
    if (!enabled) return;
    void store.loadPage(controls.query);
    // controls.key stands for controls.query; locale and deps change what the server answers.
  }, [store, enabled, controls.key, locale, depsKey]);

  return { store, controls };
}
