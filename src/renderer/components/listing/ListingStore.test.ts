import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../common/filters';
import type { ContentItem, Page } from '../../../common/types';
import { ListingStore } from './ListingStore';

type PanelPage = Page<ContentItem> & { filters?: FilterDefinition[] };
const definition = (count: number): FilterDefinition => ({
  kind: 'RATING',
  label: 'Rating',
  selectionMode: 'SINGLE',
  valueType: 'value',
  options: [{ label: '4 & up', value: 4, count }],
});
const page = (filters?: FilterDefinition[]): PanelPage => ({ items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0, ...(filters ? { filters } : {}) });
const query = { page: 1, sort: null, filters: [] };

describe('ListingStore.panel', () => {
  it("shows the list's panel until a page brings its own, then the latest page's", async () => {
    let next = page();
    const store = new ListingStore<PanelPage>({
      fetchPage: async () => next,
      fetchFilters: async () => [definition(100)],
      filtersOfPage: (p) => p.filters,
    });
    await store.ensureMeta();
    expect(store.panel).toEqual([definition(100)]);
    await store.loadPage(query);
    expect(store.panel).toEqual([definition(100)]);
    next = page([definition(7)]);
    await store.loadPage(query);
    expect(store.panel).toEqual([definition(7)]);
  });

  it('lists without filtersOfPage keep the fetched panel', async () => {
    const store = new ListingStore<PanelPage>({ fetchPage: async () => page([definition(7)]), fetchFilters: async () => [definition(100)] });
    await store.ensureMeta();
    await store.loadPage(query);
    expect(store.panel).toEqual([definition(100)]);
  });
});
