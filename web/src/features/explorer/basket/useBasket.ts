/** The one file basket of the page, as React state; other tabs' changes arrive by the storage event. */
import { useEffect, useSyncExternalStore } from 'react';
import { BASKET_STORAGE_KEY, BasketStore } from './BasketStore';
import { browserStorage } from '../../../lib/browserStorage';

let shared: BasketStore | null = null;
/** Created on first use, so tests that clear localStorage first start with an empty basket. */
export function basketStore(): BasketStore {
  shared ??= new BasketStore(browserStorage());
  return shared;
}

/** Tests: forget the page's basket. */
export function resetBasketStore() {
  shared = null;
}

export function useBasket() {
  const store = basketStore();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_STORAGE_KEY) store.reload(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return { store, items };
}
