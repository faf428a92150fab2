/**
 * The lists of one kind that differ by what they list (a category, a tab, a keyword …): one
 * ListingStore per parameters, kept in a small most-recently-used map so that going back to a list
 * shows it at once; sorts and filter definitions are shared by the lists that have the same ones.
 *
 *   readonly contents = new ListingFamily({
 *     scope: locale,
 *     key: (p: { id: number; type: number | null }) => `${p.id}:${p.type}`,
 *     metaKey: (p) => String(p.id),                  // filters differ per category
 *     source: (p) => ({ fetchPage: (q, signal) => …, fetchSorts: () => …, fetchFilters: () => … }),
 *   });
 *   contents.get(params)                 the ListingStore (a page reads it, useListing({ store }))
 *   contents.get(params).load(search)    what the route loader calls
 */
import type { FilterKindName } from '../../../common/enums';
import type { FilterDefinition, SortOption } from '../../../common/filters';
import type { ContentItem, Page } from '../../../common/types';
import { Mru } from '../../stores/Mru';
import { Resource } from '../../stores/Resource';
import { ListingStore, type ListingSource } from './ListingStore';

/** Lists kept per family. */
const LISTS_KEPT = 12;

export interface ListingFamilyOptions<P, TPage extends Page<unknown>> {
  /** The language the answers are in. */
  scope: () => string;
  /** Identity of one list of the family. */
  key: (params: P) => string;
  /** Lists with the same meta key share sorts and filters (default: the whole family). */
  metaKey?: (params: P) => string;
  /** The calls of one list. */
  source: (params: P) => ListingSource<TPage>;
  /** Filter kinds the lists accept in the URL. */
  kinds?: readonly FilterKindName[];
}

interface Meta {
  sorts: Resource<SortOption[]>;
  filters: Resource<FilterDefinition[]>;
}

export class ListingFamily<P, TPage extends Page<unknown> = Page<ContentItem>> {
  private readonly lists = new Mru<ListingStore<TPage>>(LISTS_KEPT, (list) => list.results.loading);
  private readonly metas = new Mru<Meta>(LISTS_KEPT);

  constructor(private readonly options: ListingFamilyOptions<P, TPage>) {}

  /** The list of `params`, created (not loaded) on first ask. Cheap: safe to call in render. */
  get(params: P): ListingStore<TPage> {
    const { key, metaKey, source, scope, kinds } = this.options;
    return this.lists.get(key(params), () => {
      const meta = this.metas.get(metaKey ? metaKey(params) : '', () => ({ sorts: new Resource<SortOption[]>(), filters: new Resource<FilterDefinition[]>() }));
      return new ListingStore<TPage>(source(params), { scope, kinds, ...meta });
    });
  }
}
