/**
 * CloudPasteOfflineDB, opened on first use: the database code (Dexie) is its own chunk, loaded when
 * the offline store is first read or written, never part of a page's first JavaScript (issue 7).
 * Everything that stores offline takes this opener rather than importing offlineDb.ts.
 */
import type { OfflineDb } from './offlineDb';

export type OpenOfflineDb = () => Promise<OfflineDb>;

/** The page's database (one handle, shared: offlineDb.ts). */
export const openOfflineDb: OpenOfflineDb = () => import('./offlineDb').then((m) => m.offlineDb());
