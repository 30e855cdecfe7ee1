/** Small in-memory TTL caches that report their statistics and can all be cleared at once. */
import type { CacheStats } from '@cloudpaste/contracts';

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  hits = 0;
  misses = 0;

  constructor(
    readonly name: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  /** `ttlMs` overrides the cache's lifetime for this entry (a mount's own cache TTL, say). */
  set(key: string, value: V, ttlMs = this.ttlMs): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export class CacheRegistry {
  private readonly caches: TtlCache<unknown>[] = [];

  create<V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<V> {
    const cache = new TtlCache<V>(name, ttlMs, maxEntries);
    this.caches.push(cache as TtlCache<unknown>);
    return cache;
  }

  stats(): CacheStats {
    const caches = this.caches.map((c) => ({
      name: c.name,
      entries: c.size,
      hits: c.hits,
      misses: c.misses,
    }));
    return { caches, totalEntries: caches.reduce((n, c) => n + c.entries, 0) };
  }

  /** Clears every cache; returns how many entries were dropped. */
  clearAll(): number {
    const dropped = this.stats().totalEntries;
    for (const cache of this.caches) cache.clear();
    return dropped;
  }
}
