/**
 * `useListing({ store })` = a list kept by its feature's store (ListingStore, filled by the route
 * loader) + useListingQuery (its state in the URL). Changing the page, sort or filters changes the
 * URL; the router runs the page's loader again, which loads that page into the store.
 */
import type { ContentItem, Page } from '../../../common/types';
import type { ListingStore } from './ListingStore';
import { useListingQuery, type ListingQueryControls } from './useListingQuery';

export interface UseListingOptions<TPage extends Page<unknown>> {
  /** The list, from the feature's store (e.g. `productsOf(root).courseList`). */
  store: ListingStore<TPage>;
}

export interface ListingHandle<TPage extends Page<unknown>> {
  store: ListingStore<TPage>;
  controls: ListingQueryControls;
}

export function useListing<TPage extends Page<unknown> = Page<ContentItem>>({ store }: UseListingOptions<TPage>): ListingHandle<TPage> {
  const controls = useListingQuery({ kinds: store.kinds });
  return { store, controls };
}
