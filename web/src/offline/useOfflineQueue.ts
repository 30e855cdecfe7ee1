/** The offline queue and the sync status as React state. */
import { useSyncExternalStore } from 'react';
import { offlineSync } from './offlineSync';

export function useOfflineQueue() {
  const items = useSyncExternalStore(offlineSync.queue.subscribe, offlineSync.queue.getSnapshot);
  const status = useSyncExternalStore(offlineSync.status.subscribe, offlineSync.status.getSnapshot);
  return { items, status, sync: offlineSync };
}
