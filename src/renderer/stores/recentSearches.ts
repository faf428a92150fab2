/**
 * This device's recent searches (localStorage `recentSearches`): newest first, at most
 * RECENT_SEARCHES_MAX, one entry per keyword (compared without case). Written when a search is
 * submitted from any search box (components/SearchInput.tsx), read by the typeahead
 * (stores/SuggestionsStore.ts). Plain functions, no MobX: the header's box is on every first load.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 10;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where there is none (the server) or it is blocked. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** `list` with `keyword` first (trimmed, an older equal entry dropped), bounded. */
export function withRecentSearch(list: readonly string[], keyword: string): string[] {
  const k = keyword.trim().slice(0, 100);
  if (!k) return list.slice(0, RECENT_SEARCHES_MAX);
  return [k, ...list.filter((e) => !same(e, k))].slice(0, RECENT_SEARCHES_MAX);
}

export function readRecentSearches(storage: KeyValueStorage | null = browserStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // Bounded and deduplicated again: the stored text may have been written by hand or an older build.
    return parsed.filter((e): e is string => typeof e === 'string').reduceRight<string[]>((acc, e) => withRecentSearch(acc, e), []);
  } catch {
    return [];
  }
}

export function writeRecentSearches(list: readonly string[], storage: KeyValueStorage | null = browserStorage()): void {
  try {
    if (list.length) storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    /* full or blocked: the list is a convenience */
  }
}

/** A search was submitted: `keyword` becomes the newest recent search. */
export function rememberSearch(keyword: string, storage: KeyValueStorage | null = browserStorage()): string[] {
  const list = withRecentSearch(readRecentSearches(storage), keyword);
  writeRecentSearches(list, storage);
  return list;
}
