/**
 * Reads a route starts beside its page's code (app/routes.tsx), so that the data travels with the
 * code instead of after the page's first render, handed to the page that asks for them: each at
 * most once, and only while fresh (an older one is not handed over; the page reads anew).
 */
export class StartedReads<T> {
  private readonly started = new Map<string, { read: Promise<T>; at: number }>();

  constructor(private readonly ttlMs: number) {}

  /** Whether any read is waiting to be taken. */
  get waiting(): boolean {
    return this.started.size > 0;
  }

  /** Starts `read` for `key` unless a fresh one is waiting. */
  start(key: string, read: () => Promise<T>, now = Date.now()): void {
    const waiting = this.started.get(key);
    if (waiting && now - waiting.at < this.ttlMs) return;
    const promise = read();
    // Its outcome belongs to whoever takes it; untaken, a failure must not be reported as unhandled.
    promise.catch(() => undefined);
    this.started.set(key, { read: promise, at: now });
  }

  /** The started read of `key`, once: a second call, or one after the TTL, answers undefined. */
  take(key: string, now = Date.now()): Promise<T> | undefined {
    const waiting = this.started.get(key);
    this.started.delete(key);
    return waiting && now - waiting.at < this.ttlMs ? waiting.read : undefined;
  }

  /** Forgets every read still waiting. */
  clear(): void {
    this.started.clear();
  }
}
