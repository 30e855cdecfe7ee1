/**
 * Recent searches, newest first, at most 10, each once, kept in this browser only: the
 * searchHistory table of CloudPasteOfflineDB. Entries an earlier version kept in
 * localStorage move there the first time the history is read.
 */
import { SnapshotStore } from '../../../lib/SnapshotStore';
import type { OfflineDb } from '../../../offline/offlineDb';
import type { OpenOfflineDb } from '../../../offline/openOfflineDb';

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

type HistoryTable = OfflineDb['searchHistory'];

const newestFirst = (table: HistoryTable) => table.orderBy('usedAt').reverse();

/**
 * A store React reads through useSyncExternalStore. Every change is written to the database
 * first, one after another, and the snapshot is what the database then holds.
 */
export class SearchHistory extends SnapshotStore<readonly string[]> {
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly openDb: OpenOfflineDb,
    legacy: Storage | null,
    private readonly now: () => number = () => Date.now(),
  ) {
    super([]);
    void this.run((table) => this.migrate(table, legacy));
  }

  /** Settles once every change asked for so far is stored and published. */
  settled(): Promise<void> {
    return this.work;
  }

  /** The query moves to the front; the same words twice are kept once. */
  remember(query: string): Promise<void> {
    const words = query.trim();
    if (words === '') return this.work;
    return this.run(async (table) => {
      await table.put({ query: words, usedAt: this.now() });
      await this.keepNewest(table);
    });
  }

  forget(query: string): Promise<void> {
    return this.run((table) => table.delete(query));
  }

  clear(): Promise<void> {
    return this.run((table) => table.clear());
  }

  /** Moves a history left in localStorage into the table, once, keeping its order. */
  private async migrate(table: HistoryTable, legacy: Storage | null) {
    const raw = legacy?.getItem(LEGACY_SEARCH_HISTORY_KEY) ?? null;
    if (raw === null) return;
    const entries = [...new Set(parseLegacy(raw).map((entry) => entry.trim()))];
    const stored = new Set(await table.toCollection().primaryKeys());
    const oldest = (await newestFirst(table).last())?.usedAt ?? this.now();
    // Older than anything already in the table, newest of them first.
    await table.bulkPut(
      entries
        .filter((query) => !stored.has(query))
        .map((query, index) => ({ query, usedAt: oldest - 1 - index })),
    );
    await this.keepNewest(table);
    legacy?.removeItem(LEGACY_SEARCH_HISTORY_KEY);
  }

  /** Drops what is beyond the newest SEARCH_HISTORY_MAX. */
  private async keepNewest(table: HistoryTable) {
    await table.bulkDelete(await newestFirst(table).offset(SEARCH_HISTORY_MAX).primaryKeys());
  }

  private run(change: (table: HistoryTable) => Promise<unknown>): Promise<void> {
    this.work = this.work
      .then(async () => {
        const table = (await this.openDb()).searchHistory;
        await change(table);
        return newestFirst(table).limit(SEARCH_HISTORY_MAX).primaryKeys();
      })
      .then((queries) => this.emit(queries))
      // The browser refused its storage: the history stays as it was shown.
      .catch(() => undefined);
    return this.work;
  }
}
