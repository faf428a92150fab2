import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../common/filters';
import type { ContentItem, Page } from '../../../common/types';
import { ListingStore } from './ListingStore';
import { ListingFamily } from './ListingFamily';

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

describe('ListingStore.load (the route loader) and ListingFamily', () => {
  const setup = () => {
    const asked: string[] = [];
    let locale = 'id';
    const family = new ListingFamily<string>({
      scope: () => locale,
      key: (tab) => tab,
      source: (tab) => ({
        fetchPage: async (q) => (asked.push(`${locale} ${tab} page ${q.page}`), page()),
        fetchSorts: async () => (asked.push(`${locale} sorts`), []),
      }),
    });
    return { family, asked, setLocale: (l: string) => (locale = l) };
  };

  it('loads the URL page and the sorts, each once per query and language', async () => {
    const { family, asked, setLocale } = setup();
    const list = family.get('upcoming');
    await list.load(new URLSearchParams('page=2'));
    await list.load(new URLSearchParams('page=2'));
    expect(asked).toEqual(['id sorts', 'id upcoming page 2']);
    await list.load(new URLSearchParams('page=3'));
    expect(asked.at(-1)).toBe('id upcoming page 3');
    setLocale('en');
    await list.load(new URLSearchParams('page=3'));
    expect(asked.slice(-2)).toEqual(['en sorts', 'en upcoming page 3']);
  });

  it('keeps one list per parameter; lists of a family share their sorts', async () => {
    const { family, asked } = setup();
    await family.get('upcoming').load(new URLSearchParams());
    await family.get('past').load(new URLSearchParams());
    expect(family.get('upcoming')).toBe(family.get('upcoming'));
    expect(family.get('past').sorts).toBe(family.get('upcoming').sorts);
    expect(asked).toEqual(['id sorts', 'id upcoming page 1', 'id past page 1']);
  });
});

describe('ListingStore pages kept', () => {
  it('back to a query seen before shows its page at once, without asking again', async () => {
    const asked: number[] = [];
    const store = new ListingStore({ fetchPage: async (q) => (asked.push(q.page), { ...page(), page: q.page }) });
    await store.load(new URLSearchParams('page=2'));
    await store.load(new URLSearchParams('page=3'));
    const back = store.load(new URLSearchParams('page=2'));
    expect(store.results.data?.page).toBe(2);
    expect(store.results.loading).toBe(false);
    await back;
    expect(asked).toEqual([2, 3]);
    store.retry();
    expect(asked).toEqual([2, 3]);
  });
});
