/**
 * A cache bounded by bytes, dropping the least recently used entries first. The caller says
 * what an entry weighs (its value, its key, what else it holds); the cache keeps the sum at or
 * under `maxBytes`. An entry heavier than the whole bound is never kept.
 *
 * A Map keeps insertion order, so re-inserting on every read makes its first key the least
 * recently used.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (key: string, value: V) => number,
  ) {}

  /** The bytes held now (never more than maxBytes). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, leaving its place in the order alone. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Stores the value as the most recently used; false when it is too heavy to keep at all. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  deleteWhere(drop: (key: string, value: V) => boolean): void {
    for (const [key, { value }] of this.entries) if (drop(key, value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
}

/** What a string may take in memory: V8 stores one with any non-Latin-1 character at two bytes each. */
export const stringBytes = (s: string): number => s.length * 2;

/** Map and object bookkeeping per entry, roughly: enough that many tiny entries still count. */
export const ENTRY_OVERHEAD_BYTES = 128;
