/**
 * A framework-free store React reads through useSyncExternalStore: an immutable snapshot, replaced
 * as a whole and announced to subscribers. The upload queue and the explorer's tasks build on it.
 */
export class SnapshotStore<T> {
  private readonly listeners = new Set<() => void>();

  constructor(private snapshot: T) {}

  getSnapshot = (): T => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected emit(next: T) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** No one will read this store again (its page has gone). */
  protected forgetSubscribers() {
    this.listeners.clear();
  }
}
