/**
 * Reading offline (docs/product/offline-and-pwa.md, "Offline reading"): what was opened online and
 * may be kept is stored in CloudPasteOfflineDB, and answered, marked with when it was saved, when a
 * later read gets no answer from the network. Trouble with the browser's storage never breaks a
 * read: it only means there is no offline copy.
 */
import { ApiError } from '../api/apiError';
import { getAuthSnapshot } from '../auth/authStore';
import { whenIdle } from '../lib/whenIdle';
import { OfflineCache, type CacheTable } from './offlineCache';
import type { QueueOwner } from './offlineQueue';
import { openOfflineDb } from './openOfflineDb';
import { isNetworkFailure, ownerOf, watchOwner } from './offlineSync';

/** On an answer that is this browser's offline copy: when that copy was saved (epoch ms). */
export interface OfflineMark {
  offlineSavedAt?: number;
}

export const offlineCache = new OfflineCache(openOfflineDb);

export interface OfflineRead<T> {
  table: CacheTable;
  /** Where the copy lives; null: this read is never stored nor answered from storage. */
  key: string | null;
  fetch: () => Promise<T>;
  /** What of an answer may be kept, or null when it must not be (any older copy is dropped). */
  keep: (data: T) => T | null;
  /** When the thing read ends: a copy past it is not answered. */
  expiresAt?: (data: T) => string | null | undefined;
}

/** Answers about the thing itself (forbidden, not found, gone): a copy of it must go too. */
const GONE_STATUSES = new Set([403, 404, 410]);

async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

function hasEnded(expiresAt: string | null | undefined, now: number): boolean {
  return expiresAt ? Date.parse(expiresAt) <= now : false;
}

/**
 * Changes to the copies once the page is idle: the first read of a page arrives while it renders,
 * and opening the database then (Dexie's code and the store) made a long task of that render.
 * Idle callbacks run in the order they were asked for, so copies change in the order of the reads.
 */
function later(work: () => Promise<unknown>): void {
  whenIdle(() => void quietly(work));
}

/** Reads from the network, keeping what may be kept; without a network, the stored copy. */
export async function readWithOfflineCopy<T>(read: OfflineRead<T>): Promise<T & OfflineMark> {
  const { table, key } = read;
  let data: T;
  try {
    data = await read.fetch();
  } catch (error) {
    if (key === null) throw error;
    if (isNetworkFailure(error)) {
      const copy = await quietly(() => offlineCache.recall<T>(table, key));
      if (copy && !hasEnded(read.expiresAt?.(copy.data), Date.now()))
        return { ...copy.data, offlineSavedAt: copy.savedAt };
    } else if (error instanceof ApiError && GONE_STATUSES.has(error.status)) {
      later(() => offlineCache.forget(table, key));
    }
    throw error;
  }
  if (key !== null) {
    const kept = read.keep(data);
    later(() =>
      kept === null ? offlineCache.forget(table, key) : offlineCache.remember(table, key, kept),
    );
  }
  // A fresh answer carries no mark: nothing in it came from the offline copy.
  return data as T & OfflineMark;
}

const directoryPrefix = (owner: QueueOwner) => `${owner.id}:`;

/**
 * Where a folder listing is kept: listings are the logged-in user's own data, so they are stored
 * per login ('admin:/team'); null for an anonymous visitor, whose listings are never kept.
 */
export function directoryKey(path: string): string | null {
  const owner = ownerOf(getAuthSnapshot());
  return owner ? `${directoryPrefix(owner)}${path}` : null;
}

/**
 * On a logout (or another login) drops every copy at once: on a shared machine, what one user
 * opened must not be readable after they leave. Once the page is idle, drops expired copies and
 * other logins' listings. Answers the function that stops watching logins.
 */
export function startOfflineReading(): () => void {
  whenIdle(() => {
    void quietly(() => offlineCache.sweep());
    const auth = getAuthSnapshot();
    const owner = ownerOf(auth);
    if (owner)
      void quietly(() => offlineCache.keepOnlyPrefixed('directories', directoryPrefix(owner)));
    else if (auth.authType === 'none') void quietly(() => offlineCache.clear(['directories']));
  });
  const stop = watchOwner((_next, previous) => {
    if (previous !== null) void quietly(() => offlineCache.clear());
  });
  return () => void stop();
}
