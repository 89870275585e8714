/**
 * A least-recently-used cache bounded by the bytes of its keys and values, not only by its number of
 * entries: Yoga's parse cache keys documents by their text, so a cache counted in entries alone
 * holds whatever size of text an attacker sends (issue 20: 12 distinct 1 MB queries took 1.2 GB).
 * `sizeOf` estimates a value's bytes; the key's text counts twice (UTF-16).
 */
export class ByteBoundedCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
    private readonly sizeOf: (value: T, key: string) => number,
  ) {}

  /** The bytes held now (the estimate the bound applies to). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the entry to the young end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    const bytes = key.length * 2 + this.sizeOf(value, key);
    const existing = this.entries.get(key);
    if (existing) {
      this.total -= existing.bytes;
      this.entries.delete(key);
    }
    // Something bigger than a quarter of the budget is not worth keeping: it would evict the rest.
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.total <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldKey);
      this.total -= old.bytes;
    }
  }
}
