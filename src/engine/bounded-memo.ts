/**
 * A memo that forgets everything once it holds `limit` entries: the engine remembers work by key (a cage's fits, a
 * geometry's tables) for a long-running worker or batch, where an unbounded Map would grow without end. Clearing at
 * once rather than evicting the oldest keeps a look-up one Map access; the keys that matter come back within a step.
 */
export class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The value remembered for `key`, or `make()`'s, remembered. */
  get(key: K, make: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = make();
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}
