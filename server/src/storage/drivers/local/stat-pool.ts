/**
 * The stats of a listing's page, taken on worker threads. Each stat through fs's asynchronous API
 * costs the event loop a request, a Stats object of ten BigInts and four Dates, and a callback:
 * for a folder of 10,000 files that was most of the event loop's time in a listing, which the rest
 * of the answer (its JSON or XML) then waited for. A worker stats its share of a page with statSync
 * and hands back a few typed arrays and the ETags: 10,000 stats in pages of 1,000 cost the event
 * loop 4-5 ms instead of 50-63, and take 23-26 ms instead of 51-64 (two workers, this machine).
 *
 * main.ts makes the process's pool and hands it to every local driver; its workers start with
 * the first listing and never hold the process open. Where a driver has no pool, there is no
 * built worker (the server running from source) or a worker fails, pages are statted on libuv's
 * thread pool as before (local-files.ts exactStat).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { newBatch, put, type StatBatch } from './file-stats.js';
import { exactStat } from './local-files.js';
import type { StatAnswer, StatRequest } from './local-stat.worker.js';

/** The built worker, beside the bundle (dist/). Running from source, there is none to start. */
export const STAT_WORKER_URL = new URL('./local-stat.worker.js', import.meta.url);

/** Enough to stat while the event loop writes the answer; more only share the same cores. */
const WORKERS = 2;
/** The fewest paths a worker is given of a page: a shorter page goes to one worker whole. */
const MIN_SHARE = 64;

interface Pending {
  resolve(batch: StatBatch): void;
  reject(error: Error): void;
}

class StatWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(url: URL, onFailure: () => void) {
    this.worker = new Worker(url);
    this.worker.unref();
    this.worker.on('message', ({ id, batch }: StatAnswer) => {
      this.pending.get(id)?.resolve(batch);
      this.pending.delete(id);
    });
    const fail = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      onFailure();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the stat worker exited (${code})`)));
  }

  stat(paths: string[]): Promise<StatBatch> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      const request: StatRequest = { id, paths };
      this.worker.postMessage(request);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

export class StatPool {
  /** undefined until the first batch; null once workers are not to be used. */
  private workers: StatWorker[] | null | undefined;

  /** `workerUrl` null: a pool that stats on the thread pool only. */
  constructor(
    private readonly workerUrl: URL | null = STAT_WORKER_URL,
    private readonly size = WORKERS,
  ) {}

  /** The stats of `paths`, index by index (missing or unreadable ones as EntryKind.Missing). */
  async statMany(paths: readonly string[]): Promise<StatBatch> {
    const workers = this.started();
    if (workers && paths.length > 0) {
      try {
        return joined(
          await Promise.all(
            sharesOf(paths, workers.length).map((share, i) => workers[i]!.stat(share)),
          ),
        );
      } catch {
        // A worker failed (and the pool stopped using workers): this batch goes the other way.
      }
    }
    return statOnThreadPool(paths);
  }

  /** The workers statting batches: none before the first batch, with no built worker, or after a failure. */
  get running(): number {
    return this.workers?.length ?? 0;
  }

  /** Stops the workers; later batches are statted on the thread pool. */
  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = null;
    await Promise.all((workers ?? []).map((worker) => worker.stop()));
  }

  private started(): StatWorker[] | null {
    if (this.workers === undefined) {
      const url = this.workerUrl;
      this.workers =
        url && existsSync(fileURLToPath(url))
          ? Array.from({ length: this.size }, () => new StatWorker(url, () => void this.close()))
          : null;
    }
    return this.workers;
  }
}

/** Where drivers that were given no pool stat: on the thread pool, never on workers. */
export const threadPoolStats = new StatPool(null);

/** `paths` cut into at most `count` runs of about equal length, in order. */
function sharesOf(paths: readonly string[], count: number): string[][] {
  const shares = Math.max(1, Math.min(count, Math.floor(paths.length / MIN_SHARE)));
  const length = Math.ceil(paths.length / shares);
  return Array.from({ length: shares }, (_, i) => paths.slice(i * length, (i + 1) * length));
}

function joined(batches: StatBatch[]): StatBatch {
  if (batches.length === 1) return batches[0]!;
  const total = batches.reduce((sum, b) => sum + b.kinds.length, 0);
  const out = newBatch(total);
  let at = 0;
  for (const batch of batches) {
    out.kinds.set(batch.kinds, at);
    out.sizes.set(batch.sizes, at);
    out.mtimes.set(batch.mtimes, at);
    batch.etags.forEach((etag, index) => (out.etags[at + index] = etag));
    at += batch.kinds.length;
  }
  return out;
}

async function statOnThreadPool(paths: readonly string[]): Promise<StatBatch> {
  const all = await Promise.all(paths.map((path) => exactStat(path).catch(() => undefined)));
  const batch = newBatch(all.length);
  all.forEach((stats, index) => {
    if (stats) put(batch, index, stats);
  });
  return batch;
}
