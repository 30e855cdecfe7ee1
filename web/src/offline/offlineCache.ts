/**
 * What was opened online, kept for reading offline: pastes and files by slug, folders by path.
 * Only what anyone with the link may see again: a share behind a password or with a view limit is
 * never kept (SPEC §3, issue 7), and every entry expires after OFFLINE_CACHE_EXPIRY_MS.
 */
import { OFFLINE_CACHE_EXPIRY_MS } from '@cloudpaste/contracts';
import type { CachedEntry, OfflineDb } from './offlineDb';

export type CacheTable = 'pastes' | 'files' | 'directories';

/** Whether a share may be kept: no password and no view limit. */
export function isKeepable(share: { has_password?: boolean; max_views?: number | null }): boolean {
  return !share.has_password && !share.max_views;
}

export class OfflineCache {
  constructor(
    private readonly db: OfflineDb,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async remember(table: CacheTable, key: string, data: unknown): Promise<void> {
    const entry: CachedEntry<string> = { key, data, savedAt: this.now() };
    await this.db[table].put(entry);
  }

  /** The entry while it is fresh; an expired one is removed and not answered. */
  async recall<T>(table: CacheTable, key: string): Promise<T | undefined> {
    const entry = await this.db[table].get(key);
    if (!entry) return undefined;
    if (this.now() - entry.savedAt > OFFLINE_CACHE_EXPIRY_MS) {
      await this.db[table].delete(key);
      return undefined;
    }
    return entry.data as T;
  }

  async forget(table: CacheTable, key: string): Promise<void> {
    await this.db[table].delete(key);
  }

  /** Removes every expired entry; answers how many. */
  async sweep(): Promise<number> {
    const oldest = this.now() - OFFLINE_CACHE_EXPIRY_MS;
    const tables: CacheTable[] = ['pastes', 'files', 'directories'];
    const counts = await Promise.all(
      tables.map((table) => this.db[table].where('savedAt').below(oldest).delete()),
    );
    return counts.reduce((sum, n) => sum + n, 0);
  }
}
