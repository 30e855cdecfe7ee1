/**
 * Test helpers for screens that queue writes offline: an in-memory IndexedDB, the browser told it
 * is offline, and the page's offline queue emptied after each test (register once, at top level).
 */
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { offlineSync } from '../offlineSync';

export function setupOfflineTests() {
  afterEach(async () => {
    vi.restoreAllMocks();
    await offlineSync.queue.keepOnly(null);
  });
}

/** navigator.onLine answers false until the test ends. */
export function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** What waits in the page's offline queue, oldest first. */
export const queuedWrites = () => offlineSync.queue.getSnapshot();
