/** How many more turns a batch waits at most while items keep coming. */
export const MAX_EXTRA_TURNS = 3;

/**
 * Work that arrives together, done together. `add` queues an item and answers that item's own
 * result; the queue runs once the turn's I/O has been handled (setImmediate), in batches of at most
 * `max`. While each turn brings more items, it waits another turn, up to MAX_EXTRA_TURNS: under
 * load the requests of a burst reach the server over a few turns, and one batch for all of them
 * costs less than one each; a lone item waits one turn, a few microseconds. A batch that fails as a
 * whole is run again one item at a time, so that one bad item fails alone and the others still get
 * their results.
 *
 * Used for inserts (group commit): with SQLite every statement outside a transaction is its own
 * commit, so a hundred shares created at once cost a hundred commits; batched they cost one. The
 * pages a commit writes are shared by its rows, so a bigger batch costs less per row: waiting for
 * a quiet turn took a share's creation at 16 clients from 63 to 58 µs of server CPU
 * (bench/benches/pastes.bench.ts, batches of about 9 rows before).
 */
export class TurnBatcher<T, R> {
  private queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];

  /** `run` answers one result per item, in the items' order. */
  constructor(
    private readonly run: (items: readonly T[]) => Promise<readonly R[]>,
    private readonly max = 256,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.queue.push({ item, resolve, reject }) === 1) this.flushWhenQuiet(0, 1);
    });
  }

  /** Runs the queue at the first turn that brings no more items (or past the limits). */
  private flushWhenQuiet(extraTurns: number, queued: number): void {
    setImmediate(() => {
      const now = this.queue.length;
      if (now > queued && now < this.max && extraTurns < MAX_EXTRA_TURNS)
        this.flushWhenQuiet(extraTurns + 1, now);
      else void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const queued = this.queue;
    this.queue = [];
    for (let start = 0; start < queued.length; start += this.max)
      await this.runBatch(queued.slice(start, start + this.max));
  }

  private async runBatch(batch: typeof this.queue): Promise<void> {
    try {
      const results = await this.run(batch.map((entry) => entry.item));
      if (results.length !== batch.length)
        throw new Error('a batch answered the wrong number of results');
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) await this.runBatch([entry]);
    }
  }
}
