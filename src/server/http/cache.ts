import { LRUCache } from 'lru-cache';

/**
 * A small time-bounded memo for read-mostly results (home sections, menus, page meta, typo
 * corrections), on lru-cache. Each instance re-reads the database at most once per key per TTL,
 * so many stateless instances stay cheap and an edit shows up within seconds everywhere.
 * Concurrent misses share one load; a failed load is not kept.
 *
 * Keys often come from requests (page URLs, keywords), so the memo is always bounded
 * (`maxEntries`, least recently used first out). `staleMs` keeps answering an expired entry for
 * that long while one background load refreshes it, so an expiry never makes callers wait.
 */
export class TtlCache {
  private readonly lru: LRUCache<string, { value: unknown; loadedAt: number }, () => Promise<unknown>>;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
    private readonly staleMs = 0,
  ) {
    this.lru = new LRUCache<string, { value: unknown; loadedAt: number }, () => Promise<unknown>>({
      max: maxEntries,
      ttl: Math.max(1, ttlMs),
      allowStale: staleMs > 0,
      // Date-based clock: the tests move it with fake timers; a millisecond is fine-grained enough.
      perf: { now: () => Date.now() },
      // A load in flight is never abandoned: evicting or replacing its entry must not fail the
      // callers waiting for it (under load a slow query outlives its TTL).
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context(), loadedAt: Date.now() }),
    });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    // An entry expired longer than staleMs ago is not answered any more: wait for a fresh load
    // (one in flight is shared; nothing is deleted, so no waiter is ever abandoned).
    const kept = this.staleMs > 0 ? this.lru.peek(key, { allowStale: true }) : undefined;
    const tooOld = kept !== undefined && Date.now() - kept.loadedAt > this.ttlMs + this.staleMs;
    const entry = await this.lru.fetch(key, { context: load, ...(tooOld ? { forceRefresh: true, allowStale: false } : {}) });
    // lru-cache answers undefined only for a load it gave up on; then this caller loads for itself.
    return entry ? (entry.value as T) : load();
  }

  clear() {
    this.lru.clear();
  }
}
