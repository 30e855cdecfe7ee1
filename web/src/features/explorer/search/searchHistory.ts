/**
 * Recent searches, newest first, at most 10, each once, kept in this browser only: the
 * searchHistory table of CloudPasteOfflineDB (SPEC §3). Entries an earlier version kept in
 * localStorage move there the first time the history is read.
 */
import { SnapshotStore } from '../../../lib/SnapshotStore';
import type { OfflineDb } from '../../../offline/offlineDb';

/** Where an earlier version kept the history (a JSON array of strings, newest first). */
export const LEGACY_SEARCH_HISTORY_KEY = 'cloudpaste.searchHistory';
export const SEARCH_HISTORY_MAX = 10;

function parseLegacy(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/**
 * A store React reads through useSyncExternalStore. Every change is written to the database
 * first, one after another, and the snapshot is what the database then holds.
 */
export class SearchHistory extends SnapshotStore<readonly string[]> {
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: OfflineDb,
    legacy: Storage | null,
    private readonly now: () => number = () => Date.now(),
  ) {
    super([]);
    void this.run(() => this.migrate(legacy));
  }

  /** Settles once every change asked for so far is stored and published. */
  settled(): Promise<void> {
    return this.work;
  }

  /** The query moves to the front; the same words twice are kept once. */
  remember(query: string): Promise<void> {
    const words = query.trim();
    if (words === '') return this.work;
    return this.run(async () => {
      await this.db.searchHistory.put({ query: words, usedAt: this.now() });
      const beyond = await this.newestFirst().offset(SEARCH_HISTORY_MAX).primaryKeys();
      await this.db.searchHistory.bulkDelete(beyond);
    });
  }

  forget(query: string): Promise<void> {
    return this.run(() => this.db.searchHistory.delete(query));
  }

  clear(): Promise<void> {
    return this.run(() => this.db.searchHistory.clear());
  }

  /** Moves a history left in localStorage into the table, once, keeping its order. */
  private async migrate(legacy: Storage | null) {
    const raw = legacy?.getItem(LEGACY_SEARCH_HISTORY_KEY) ?? null;
    if (raw === null) return;
    const entries = [...new Set(parseLegacy(raw).map((entry) => entry.trim()))];
    const stored = new Set(await this.db.searchHistory.toCollection().primaryKeys());
    const oldest = (await this.newestFirst().last())?.usedAt ?? this.now();
    // Older than anything already in the table, newest of them first.
    await this.db.searchHistory.bulkPut(
      entries
        .filter((query) => !stored.has(query))
        .map((query, index) => ({ query, usedAt: oldest - 1 - index })),
    );
    const beyond = await this.newestFirst().offset(SEARCH_HISTORY_MAX).primaryKeys();
    await this.db.searchHistory.bulkDelete(beyond);
    legacy?.removeItem(LEGACY_SEARCH_HISTORY_KEY);
  }

  private newestFirst() {
    return this.db.searchHistory.orderBy('usedAt').reverse();
  }

  private run(change: () => Promise<unknown>): Promise<void> {
    this.work = this.work
      .then(change)
      .then(() => this.newestFirst().limit(SEARCH_HISTORY_MAX).primaryKeys())
      .then((queries) => this.emit(queries))
      // The browser refused its storage: the history stays as it was shown.
      .catch(() => undefined);
    return this.work;
  }
}
