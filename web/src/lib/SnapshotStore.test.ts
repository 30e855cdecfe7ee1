/** The store under useSyncExternalStore: snapshots replaced whole, subscribers told, unsubscribing. */
import { describe, expect, it, vi } from 'vitest';
import { SnapshotStore } from './SnapshotStore';

class Counter extends SnapshotStore<{ count: number }> {
  constructor() {
    super({ count: 0 });
  }
  increment() {
    this.emit({ count: this.getSnapshot().count + 1 });
  }
}

describe('SnapshotStore', () => {
  it('replaces the snapshot and tells each subscriber until it unsubscribes', () => {
    const store = new Counter();
    const first = store.getSnapshot();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.increment();
    expect(store.getSnapshot()).toEqual({ count: 1 });
    expect(store.getSnapshot()).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.increment();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
