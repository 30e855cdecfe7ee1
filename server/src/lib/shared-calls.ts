/** Concurrent calls for one key share a single run of the work, until it settles. */
export class SharedCalls<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** The run already under way for `key`, or a new one of `work`; forgotten once it settles. */
  run(key: string, work: () => Promise<T>): Promise<T> {
    const known = this.running.get(key);
    if (known) return known;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
