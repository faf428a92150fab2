/**
 * A small time-bounded memo for read-mostly public results (home page sections). Each instance
 * re-reads the database at most once per key per TTL, so many stateless instances stay cheap and
 * an edit shows up within seconds everywhere. Concurrent misses share one load.
 *
 * Options for caches whose keys come from requests (typo corrections): `maxEntries` bounds the
 * memo (past it, the oldest entry goes first); `staleMs` keeps answering an expired entry for that
 * long while one background load refreshes it, so an expiry never makes callers wait.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown>; refreshing?: boolean }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Infinity,
    private readonly staleMs = 0,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit && hit.expires + this.staleMs > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = load();
        next.then(
          () => this.store(key, next),
          () => (hit.refreshing = false),
        );
      }
      return hit.value as Promise<T>;
    }
    const value = load();
    this.store(key, value);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private store(key: string, value: Promise<unknown>) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
  }

  clear() {
    this.entries.clear();
  }
}
