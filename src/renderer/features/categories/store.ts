/**
 * Category pages (spec 7 "Filters, categories"): a category by its url (Basic credentials,
 * spec 6) and its contents by content type (listing kit), filled by the category page's loader.
 */
import type { Locale } from '../../../common/enums';
import { FILTER_KINDS } from '../../../common/filters';
import type { CategoryDetail } from '../../../common/discovery';
import { categories } from '../../../common/contract/categories';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { toListBody } from '../../components/listing/query';
import { ResourceMap } from '../../stores/ResourceMap';
import { featureStore } from '../../stores/feature';

/** Results per page of a category's contents. */
export const CATEGORY_PAGE_SIZE = 12;

/** One list of a category: its contents of one type (null: every type). */
export interface CategoryListParams {
  categoryId: number;
  type: number | null;
}

export class CategoriesStore {
  /** G categories/by-url/{url}. */
  readonly detail: ResourceMap<string, CategoryDetail>;
  /** P categories/{id}/contents; filters per category, sorts shared. */
  readonly contents: ListingFamily<CategoryListParams>;

  constructor(
    private readonly client: ContractClient,
    locale: () => Locale,
  ) {
    this.detail = new ResourceMap({
      scope: locale,
      key: (url: string) => url,
      fetch: (url) => this.client.call(categories.byUrl, { params: { url } }),
    });
    this.contents = new ListingFamily<CategoryListParams>({
      scope: locale,
      // Every item is of this category: no category filter.
      kinds: FILTER_KINDS.filter((k) => k !== 'CATEGORY'),
      key: (p) => `${p.categoryId}:${p.type ?? 'all'}`,
      metaKey: (p) => String(p.categoryId),
      source: ({ categoryId, type }) => ({
        fetchPage: (q, signal) =>
          this.client.call(categories.contents, {
            params: { id: categoryId },
            body: { ...toListBody(q, CATEGORY_PAGE_SIZE), ...(type !== null ? { contentTypes: [type] } : {}) },
            signal,
          }),
        fetchSorts: () => this.client.call(categories.masterSort),
        // Every item here is of this category: its own CATEGORY filter would be a single checkbox.
        fetchFilters: () => this.client.call(categories.filters, { params: { id: categoryId } }).then((defs) => defs.filter((d) => d.kind !== 'CATEGORY')),
      }),
    });
  }
}

/** The categories store of a RootStore, made on first use (stores/feature.ts). */
export const categoriesOf = featureStore((root) => new CategoriesStore(root.client, root.locale));
