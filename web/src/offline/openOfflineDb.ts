/**
 * CloudPasteOfflineDB, opened on first use: the database code (Dexie) is its own chunk, loaded when
 * the offline store is first read or written, never part of a page's first JavaScript
 * (docs/PERFORMANCE.md). Everything that stores offline takes this opener rather than importing
 * offlineDb.ts.
 */
import { nextTask } from '../lib/nextTask';
import type { OfflineDb } from './offlineDb';

export type OpenOfflineDb = () => Promise<OfflineDb>;

/** offlineDb.ts's opener, once its code is in. */
let opener: Promise<() => OfflineDb> | undefined;

/**
 * The page's database (one handle, shared: offlineDb.ts). The first time, Dexie's code is evaluated
 * in one task and the database opened in the next: together they were one long task on a phone.
 */
export const openOfflineDb: OpenOfflineDb = async () => {
  opener ??= import('./offlineDb').then(
    async ({ offlineDb }) => {
      await nextTask();
      return offlineDb;
    },
    (error: unknown) => {
      // Its code not fetched (offline, say): the next call tries again.
      opener = undefined;
      throw error;
    },
  );
  return (await opener)();
};
