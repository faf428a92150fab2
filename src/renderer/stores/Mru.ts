/**
 * A small most-recently-used map: what a store keeps of the pages visited (their data, their
 * lists), so that going back shows them at once without keeping everything forever.
 */
export class Mru<V> {
  private readonly entries = new Map<string, V>();

  /** `busy`: entries never dropped (a load still in flight). */
  constructor(
    private readonly max: number,
    private readonly busy: (value: V) => boolean = () => false,
  ) {}

  /** The entry of `key`, made by `create` on first ask; the least recently used beyond `max` are dropped. */
  get(key: string, create: () => V): V {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const made = create();
    this.entries.set(key, made);
    if (this.entries.size > this.max) {
      for (const [k, v] of this.entries) {
        if (this.entries.size <= this.max) break;
        if (!this.busy(v)) this.entries.delete(k);
      }
    }
    return made;
  }

  /** The entry of `key` if kept (and now the most recently used). */
  peek(key: string): V | undefined {
    const kept = this.entries.get(key);
    return kept === undefined ? undefined : this.get(key, () => kept);
  }

  /** Keeps `value` as the entry of `key`. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.get(key, () => value);
  }

  get size(): number {
    return this.entries.size;
  }
}
