/**
 * Views of shares without a view limit, counted in memory and written in batches.
 *
 * A share with max views N needs its count exact and atomic (see PasteRepository.consumeView), so
 * it pays one write per read. A share with no limit only displays its count, and one write per
 * read was most of the cost of serving a popular share: on SQLite every read became a write
 * transaction (bench/benches/pastes.bench.ts). Its views are added here and written once a second
 * by the scheduler in one transaction; everything this instance answers (view, list, get) adds
 * what is not written yet. The stored total is exact; a count shown may trail by one flush.
 */
export type ViewWriter = (counts: ReadonlyMap<string, number>) => Promise<void>;

export class ViewTally {
  private pending = new Map<string, number>();
  /** Taken by a flush that is still writing; still shown until the write has landed. */
  private writing = new Map<string, number>();
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(private readonly write: ViewWriter) {}

  /** Counts one view of `id`; returns the views not yet written, this one included. */
  add(id: string): number {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    return this.unwritten(id);
  }

  /** Views of `id` counted but not yet in the database. */
  unwritten(id: string): number {
    return (this.pending.get(id) ?? 0) + (this.writing.get(id) ?? 0);
  }

  /**
   * Writes what is pending, after any flush still writing (flushes run one at a time); on failure
   * the counts go back to pending for the next flush.
   */
  flush(): Promise<number> {
    const run = this.inFlight.then(() => this.writePending());
    this.inFlight = run.catch(() => undefined);
    return run;
  }

  private async writePending(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = (this.writing = this.pending);
    this.pending = new Map();
    try {
      await this.write(batch);
      return batch.size;
    } catch (error) {
      for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      throw error;
    } finally {
      this.writing = new Map();
    }
  }
}
