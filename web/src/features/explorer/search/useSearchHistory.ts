/** The search history as React state: one store per open search, over the offline database. */
import { useState, useSyncExternalStore } from 'react';
import { browserStorage } from '../../../lib/browserStorage';
import { openOfflineDb } from '../../../offline/openOfflineDb';
import { SearchHistory } from './searchHistory';

export function useSearchHistory() {
  const [store] = useState(() => new SearchHistory(openOfflineDb, browserStorage()));
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { store, entries };
}
