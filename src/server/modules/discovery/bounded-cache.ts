/**
 * A map that keeps its most recently used entries within a cost budget and a number of entries:
 * what the search index keeps for one version of itself (keyword matches, searches' filtered sets,
 * lists' candidates), each entry costing the slots it holds. Reading an entry makes it the most
 * recently used; keeping one drops the least recently used until it fits; an entry costlier than
 * the whole budget is not kept.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; cost: number }>();
  private total = 0;

  constructor(
    private readonly maxCost: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** The cost held in all. */
  get cost(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry's value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` at `cost` (replacing the key's entry); false when it costs more than the whole budget. */
  set(key: K, value: V, cost: number): boolean {
    this.delete(key);
    if (cost > this.maxCost) return false;
    for (const [k, entry] of this.entries) {
      if (this.total + cost <= this.maxCost && this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
      this.total -= entry.cost;
    }
    this.entries.set(key, { value, cost });
    this.total += cost;
    return true;
  }

  /** Adds to a kept entry's cost when the budget has room for it (an entry that grows); false otherwise. */
  grow(key: K, extra: number): boolean {
    const entry = this.entries.get(key);
    if (!entry || this.total + extra > this.maxCost) return false;
    entry.cost += extra;
    this.total += extra;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.cost;
  }
}
