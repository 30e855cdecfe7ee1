/** The search history as React state: one store per open search, over localStorage. */
import { useState, useSyncExternalStore } from 'react';
import { browserStorage } from '../../../lib/browserStorage';
import { SearchHistory } from './searchHistory';

export function useSearchHistory() {
  const [store] = useState(() => new SearchHistory(browserStorage()));
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { store, entries };
}
