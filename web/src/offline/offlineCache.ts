/**
 * What was opened online, kept for reading offline: pastes and files by slug, folders by path. Only
 * what anyone with the link may see again: a share behind a password or with a view limit is never
 * kept (docs/product/offline-and-pwa.md, "Offline reading"), and every entry expires after
 * OFFLINE_CACHE_EXPIRY_MS.
 */
import { OFFLINE_CACHE_EXPIRY_MS } from '@cloudpaste/contracts';
import type { CachedEntry } from './offlineDb';
import type { OpenOfflineDb } from './openOfflineDb';

export const CACHE_TABLES = ['pastes', 'files', 'directories'] as const;
export type CacheTable = (typeof CACHE_TABLES)[number];

/** Whether a share may be kept: no password and no view limit. */
export function isKeepable(share: { has_password?: boolean; max_views?: number | null }): boolean {
  return !share.has_password && !share.max_views;
}

export class OfflineCache {
  constructor(
    private readonly openDb: OpenOfflineDb,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async remember(table: CacheTable, key: string, data: unknown): Promise<void> {
    const entry: CachedEntry<string> = { key, data, savedAt: this.now() };
    await (await this.table(table)).put(entry);
  }

  /** The entry (its data and when it was saved) while fresh; an expired one is removed. */
  async recall<T>(
    table: CacheTable,
    key: string,
  ): Promise<{ data: T; savedAt: number } | undefined> {
    const entries = await this.table(table);
    const entry = await entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.savedAt > OFFLINE_CACHE_EXPIRY_MS) {
      await entries.delete(key);
      return undefined;
    }
    return { data: entry.data as T, savedAt: entry.savedAt };
  }

  async forget(table: CacheTable, key: string): Promise<void> {
    await (await this.table(table)).delete(key);
  }

  /** Empties the given tables. */
  async clear(tables: readonly CacheTable[] = CACHE_TABLES): Promise<void> {
    await Promise.all(tables.map(async (table) => (await this.table(table)).clear()));
  }

  /** Removes the entries of `table` whose key does not start with `prefix`; answers how many. */
  async keepOnlyPrefixed(table: CacheTable, prefix: string): Promise<number> {
    const entries = await this.table(table);
    return entries.filter((entry) => !entry.key.startsWith(prefix)).delete();
  }

  /** Removes every expired entry; answers how many. */
  async sweep(): Promise<number> {
    const oldest = this.now() - OFFLINE_CACHE_EXPIRY_MS;
    const counts = await Promise.all(
      CACHE_TABLES.map(async (table) =>
        (await this.table(table)).where('savedAt').below(oldest).delete(),
      ),
    );
    return counts.reduce((sum, n) => sum + n, 0);
  }

  private async table(table: CacheTable) {
    return (await this.openDb())[table];
  }
}
