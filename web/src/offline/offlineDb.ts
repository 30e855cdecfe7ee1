/**
 * The offline database, CloudPasteOfflineDB: what was opened, kept for reading offline (pastes and
 * files by slug, folders by path), settings, the offline queue and search history. Cached entries
 * expire after OFFLINE_CACHE_EXPIRY_MS. Nothing here is a credential: the queue records whose
 * operation it is, never a token or key (see offlineQueue.ts). App code opens it through
 * openOfflineDb.ts, on demand: a static import here would put Dexie in the first JavaScript.
 */
import Dexie, { type EntityTable } from 'dexie';

export const OFFLINE_DB_NAME = 'CloudPasteOfflineDB';

/** A thing seen online, kept to read offline. */
export interface CachedEntry<K extends string> {
  key: K;
  data: unknown;
  /** Epoch ms it was stored. */
  savedAt: number;
}

export type QueueStatus = 'pending' | 'syncing' | 'failed';

export interface QueueItem {
  id?: number;
  /** The operation type: createPaste, updatePaste … (offlineQueue.ts) */
  type: string;
  /** The API path under /api, e.g. '/paste' or '/pastes/12'. */
  endpoint: string;
  method: 'POST' | 'PUT' | 'DELETE';
  data: unknown;
  /** Whose operation it is ('admin', 'apikey:{id}', 'user:{id}'): replayed only for that login. */
  owner: string;
  /** The kind of login, never the credential. */
  authType: 'admin' | 'apikey' | 'user';
  /** Epoch ms it was queued; replay goes in this order. */
  timestamp: number;
  status: QueueStatus;
  /** The last replay's failure, for the user. */
  error?: string;
}

export interface SearchHistoryEntry {
  query: string;
  usedAt: number;
}

export interface SettingEntry {
  key: string;
  value: unknown;
}

export class OfflineDb extends Dexie {
  pastes!: EntityTable<CachedEntry<string>, 'key'>;
  files!: EntityTable<CachedEntry<string>, 'key'>;
  directories!: EntityTable<CachedEntry<string>, 'key'>;
  settings!: EntityTable<SettingEntry, 'key'>;
  offlineQueue!: EntityTable<QueueItem, 'id'>;
  searchHistory!: EntityTable<SearchHistoryEntry, 'query'>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      pastes: '&key, savedAt',
      files: '&key, savedAt',
      directories: '&key, savedAt',
      settings: '&key',
      offlineQueue: '++id, timestamp, owner',
      searchHistory: '&query, usedAt',
    });
  }
}

let shared: OfflineDb | null = null;

/** The page's database, opened on first use. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

/** Tests: forget the page's database handle. */
export function resetOfflineDb() {
  shared?.close();
  shared = null;
}
