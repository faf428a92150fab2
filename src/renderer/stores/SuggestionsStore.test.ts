import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from './RootStore';
import { memoryPlatform } from './testPlatform';
import { scriptedAdapter, ok, type RecordedCall, type Scripted } from '../api/testAdapter';
import { must } from '../../common/must';
import { SUGGEST_DEBOUNCE_MS, SuggestionsStore, suggestionsOf } from './SuggestionsStore';
import { RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX, readRecentSearches, rememberSearch, withRecentSearch, type KeyValueStorage } from './recentSearches';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const answer = (keyword: string) => ({ keyword, didYouMean: null, keywords: [keyword], items: [] });

function setup(handler: (c: RecordedCall, i: number) => Scripted | Promise<Scripted>, storage = memoryStorage()) {
  const { adapter, calls } = scriptedAdapter(handler);
  const root = new RootStore({ platform: memoryPlatform(null).platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  const store = new SuggestionsStore({ client: root.client, locale: root.locale, storage });
  return { root, store, calls, storage };
}

/** A handler whose answers wait until released, in any order. */
function gated() {
  const gates = new Map<string, () => void>();
  const handler = (c: RecordedCall) =>
    new Promise<Scripted>((resolve) => {
      const keyword = (c.params as { keyword: string }).keyword;
      gates.set(keyword, () => resolve(ok(answer(keyword))));
    });
  const release = (keyword: string) => must(gates.get(keyword), `a request for ${keyword}`)();
  return { handler, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('recent searches', () => {
  it('keep the newest first, each keyword once (without case), at most 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = withRecentSearch(list, `k${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('k12');
    expect(list.at(-1)).toBe('k3');
    list = withRecentSearch(list, '  K5 ');
    expect(list[0]).toBe('K5');
    expect(list.filter((k) => k.toLowerCase() === 'k5')).toHaveLength(1);
    expect(withRecentSearch(list, '   ')).toEqual(list);
  });

  it('are kept in the storage; a broken or overlong stored list is read bounded and deduplicated', () => {
    const storage = memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(['a', 'A', 7, 'b', ...Array.from({ length: 20 }, (_, i) => `x${i}`)]) });
    const read = readRecentSearches(storage);
    expect(read.slice(0, 3)).toEqual(['a', 'b', 'x0']);
    expect(read).toHaveLength(RECENT_SEARCHES_MAX);
    expect(rememberSearch('excel', storage)[0]).toBe('excel');
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]')[0]).toBe('excel');
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' }))).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });

  it('the store remembers, forgets one and clears them all', () => {
    const { store, storage } = setup(() => ok(null), memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(['pivot']) }));
    expect(store.recent).toEqual(['pivot']);
    store.remember('Excel');
    store.remember('pivot');
    expect(store.recent).toEqual(['pivot', 'Excel']);
    store.forget('excel');
    expect(store.recent).toEqual(['pivot']);
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['from another box', 'pivot']));
    store.reloadRecent();
    expect(store.recent).toEqual(['from another box', 'pivot']);
    store.clearRecent();
    expect(store.recent).toEqual([]);
    expect(storage.map.has(RECENT_SEARCHES_KEY)).toBe(false);
  });
});

describe('SuggestionsStore', () => {
  it('asks once the typing pauses (one request for a burst of keys), clearing the old suggestions while it is pending', async () => {
    vi.useFakeTimers();
    const g = gated();
    const { store, calls } = setup(g.handler);
    store.suggestions.set(answer('old'));
    store.type('e');
    store.type('ex');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 10);
    store.type(' exc ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 10);
    expect(calls).toHaveLength(0);
    expect(store.debouncing).toBe(true);
    expect(store.suggestions.data?.keyword).toBe('old'); // shown until the request starts
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(1);
    expect(must(calls[0], 'the call').url).toBe('/web/v2/contents/search-keyword-suggestions');
    expect(must(calls[0], 'the call').params).toEqual({ keyword: 'exc', limit: 5 });
    expect(store.suggestions.loading).toBe(true);
    expect(store.suggestions.data).toBeNull();
    g.release('exc');
    await vi.waitFor(() => expect(store.suggestions.data?.keyword).toBe('exc'));
    // The same keyword again (a space added) asks nothing.
    store.type('exc ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('aborts the request in flight when a newer keyword is asked, and drops a stale answer arriving late', async () => {
    vi.useFakeTimers();
    const g = gated();
    const { store, calls } = setup(g.handler);
    store.type('exc');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    const first = must(calls[0], 'the first call');
    expect(first.signal?.aborted).toBe(false);
    store.type('excel');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(first.signal?.aborted).toBe(true);
    expect(must(calls[1], 'the second call').signal?.aborted).toBe(false);
    // The newer answer lands, then the older one (the adapter ignored the abort): the newer stays.
    g.release('excel');
    await vi.waitFor(() => expect(store.suggestions.data?.keyword).toBe('excel'));
    g.release('exc');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.suggestions.data?.keyword).toBe('excel');
    expect(store.suggestions.error).toBeNull();
  });

  it('a blank text drops what is pending and in flight and clears the suggestions', async () => {
    vi.useFakeTimers();
    const g = gated();
    const { store, calls } = setup(g.handler);
    store.type('exc');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    store.type('   ');
    expect(must(calls[0], 'the call').signal?.aborted).toBe(true);
    g.release('exc');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(store.suggestions.data).toBeNull();
    expect(store.suggestions.loading).toBe(false);
    expect(store.suggestions.error).toBeNull();
    expect(store.keyword).toBe('');
    store.type('pivot');
    store.cancel();
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('loads the popular keywords once per language, one store per RootStore shared with the search page', async () => {
    const { root, calls } = setup(() => ok([{ keyword: 'excel', count: 3 }]));
    const store = suggestionsOf(root);
    expect(suggestionsOf(root)).toBe(store);
    await store.loadPopular();
    await store.loadPopular();
    expect(calls.map((c) => [c.url, c.params])).toEqual([['/web/v2/contents/search-popular-keywords', { limit: 10 }]]);
    expect(store.popular.data).toEqual([{ keyword: 'excel', count: 3 }]);
  });
});
