/** Which credential the server last rejected (admin token or API key), or null. */
import { useSyncExternalStore } from 'react';
import { getAuthSnapshot, subscribeAuth } from './authStore';

export function useSessionEnded(): 'admin' | 'apikey' | null {
  return useSyncExternalStore(subscribeAuth, () => getAuthSnapshot().expired);
}
