/**
 * A provider's answers kept in memory for the areas' server clients: each for its own time,
 * all of them together within a number of bytes (least recently used out first), and one
 * request in flight per key: concurrent misses of a key wait for the same answer. A failure is
 * never kept, and an answer past its time is never served: the caller asks again, and says
 * "unavailable" if that fails (nothing old shown as current). Written for the lodging partner's
 * offers (decision 036) and shared here for the planning area's places provider (decision 038),
 * so both areas keep their answers the same way.
 */

export interface CachedAnswer<V> {
  value: V;
  storedAt: number;
  expiresAt: number;
}

interface Entry<V> extends CachedAnswer<V> {
  bytes: number;
}

export interface AnswerCacheOptions<V> {
  /** The most bytes all entries together may hold (their JSON form). */
  maxBytes: number;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  sizeOf?: (value: V) => number;
}

export interface AnswerCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** Entries pushed out to stay within `maxBytes`. */
  evictions: number;
  inFlight: number;
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export class AnswerCache<V> {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer<V>>>();
  private readonly now: () => number;
  private readonly sizeOf: (value: V) => number;
  private bytes = 0;
  private readonly counters = { hits: 0, misses: 0, evictions: 0 };

  constructor(private readonly options: AnswerCacheOptions<V>) {
    this.now = options.now ?? Date.now;
    this.sizeOf = options.sizeOf ?? jsonBytes;
  }

  /** The key's answer while it is fresh (and then the most recently used), else undefined. */
  get(key: string): CachedAnswer<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps an answer for `ttlMs`, pushing out the least recently used until all fit; an answer
   * larger than the whole cache is not kept. Answers what was stored, for the caller to use.
   */
  set(key: string, value: V, ttlMs: number): CachedAnswer<V> {
    const storedAt = this.now();
    const entry: Entry<V> = { value, storedAt, expiresAt: storedAt + ttlMs, bytes: this.sizeOf(value) + key.length };
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (entry.bytes > this.options.maxBytes || ttlMs <= 0) return entry;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes + entry.bytes <= this.options.maxBytes) break;
      this.remove(oldKey, oldEntry);
      if (oldEntry.expiresAt > storedAt) this.counters.evictions += 1;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    return entry;
  }

  /** The key's fresh answer, or `load`'s (kept for `ttlMs`); concurrent misses share one load. */
  load(key: string, ttlMs: number, load: () => Promise<V>): Promise<CachedAnswer<V>> {
    const cached = this.get(key);
    if (cached) {
      this.counters.hits += 1;
      return Promise.resolve(cached);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    this.counters.misses += 1;
    const loading = load()
      .then((value) => this.set(key, value, ttlMs))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  /**
   * Fresh answers for several keys, the missing ones read by one `loadMissing` call (keys already
   * being read by another call wait for it). `loadMissing` answers a value for each key it was
   * given; a key it leaves out is not kept and not answered. Answers come in the order of `keys`.
   */
  async loadMany(
    keys: readonly string[],
    ttlMs: number,
    loadMissing: (missing: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, CachedAnswer<V>>> {
    const answers = new Map<string, CachedAnswer<V>>();
    const waiting: [string, Promise<CachedAnswer<V>>][] = [];
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const cached = this.get(key);
      const pending = cached ? undefined : this.inFlight.get(key);
      if (cached) {
        this.counters.hits += 1;
        answers.set(key, cached);
      } else if (pending) waiting.push([key, pending]);
      else missing.push(key);
    }
    if (missing.length > 0) {
      this.counters.misses += missing.length;
      const batch = loadMissing(missing);
      for (const key of missing) {
        const one = batch
          .then((values) => {
            if (!values.has(key)) throw new Error(`no answer for ${key}`);
            return this.set(key, values.get(key) as V, ttlMs);
          })
          .finally(() => this.inFlight.delete(key));
        // The batch's own failure reaches the caller through `batch`; this copy must not go unhandled.
        one.catch(() => undefined);
        this.inFlight.set(key, one);
        waiting.push([key, one]);
      }
      await batch;
    }
    for (const [key, pending] of waiting) {
      const answer = await pending.catch((error: unknown) => {
        if (missing.includes(key)) return undefined;
        throw error;
      });
      if (answer) answers.set(key, answer);
    }
    // In the order asked for, whichever answered first.
    return new Map(
      [...new Set(keys)].flatMap((key) => (answers.has(key) ? [[key, answers.get(key) as CachedAnswer<V>]] : [])),
    );
  }

  stats(): AnswerCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.options.maxBytes,
      ...this.counters,
      inFlight: this.inFlight.size,
    };
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
