/**
 * Checkpoints SQLite's write-ahead log on a thread of its own.
 *
 * In WAL mode every commit appends pages to the log, and by default the connection that commits
 * copies the log back into the database (a checkpoint, with an fsync) every 1,000 pages. Our only
 * connection runs on the event loop, so that copy stalled every request in flight: under a burst of
 * new shares it was a third of the insert's cost (bench/benches/pastes.bench.ts).
 *
 * Here a worker thread holds a second connection and runs PASSIVE checkpoints, which never block
 * the writer or a reader: soon after the log grows, rarely while it does not. The event loop's
 * connection keeps SQLite's own checkpoint as a backstop, at a higher mark (BACKSTOP_PAGES), so the
 * log stays bounded even if the worker falls behind or dies; by the time the backstop runs, the
 * worker has copied most pages, and what is left is short. A worker that fails puts the default
 * mark back.
 *
 * Under writes that never pause, the backstop runs anyway: the log starts over only once every
 * frame in it is copied, and frames keep coming while the worker copies. What is left then is
 * copied on the event loop, with an fsync: a stall of 5 to 40 ms. Each stall costs the same however
 * long the log, so the mark is high (160 MB): at 10,000 pages a burst of new shares at 16 clients
 * stalled every 0.3 s, and 40,000 pages gave it 11 to 14% more throughput, 6% at 64 clients
 * (bench/benches/pastes.bench.ts; no backstop at all, 14%). The log's file keeps the size it grew
 * to and is written over in place: cutting it back each time the log started over
 * (journal_size_limit) lost all of that gain. Once writes stop and the worker has copied
 * everything, it truncates a file larger than LOG_FILE_KEPT_BYTES, so a burst does not leave
 * 160 MB behind.
 */
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** The built worker, beside the bundle (dist/). Running from source, there is none to start. */
export const CHECKPOINT_WORKER_URL = new URL('./wal-checkpointer.worker.js', import.meta.url);

/** SQLite's default mark, and ours while the worker runs (4 KiB pages: 4 MB and 160 MB of log). */
export const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;
export const BACKSTOP_PAGES = 40_000;
/** The largest log file left as it is once writes have stopped. */
export const LOG_FILE_KEPT_BYTES = 16 * 1024 * 1024;

/** How soon the worker checks again: while writes come in, and while none do. */
export const CHECKPOINT_DELAY_MS = { busy: 50, idle: 1_000 };

/** What `PRAGMA wal_checkpoint(PASSIVE)` answers: frames in the log, and frames copied back. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Every frame copied, and nothing written since the last check. */
const settled = (previous: CheckpointResult | undefined, current: CheckpointResult) =>
  current.checkpointed >= current.log && current.log === previous?.log;

/** Soon again while the log has frames not yet copied or has changed since the last check. */
export function nextCheckpointDelay(
  previous: CheckpointResult | undefined,
  current: CheckpointResult,
): number {
  return settled(previous, current) ? CHECKPOINT_DELAY_MS.idle : CHECKPOINT_DELAY_MS.busy;
}

/**
 * The worker's loop over its own connection; `stop` ends it and closes the connection. It never
 * waits for a lock (busy_timeout 0): a truncation that finds the database in use is tried again at
 * the next quiet check.
 */
export function runCheckpoints(sqlite: SQLite.Database): { stop(): void } {
  sqlite.pragma('busy_timeout = 0');
  const logFile = `${sqlite.name}-wal`;
  let previous: CheckpointResult | undefined;
  const tick = () => {
    const [current] = sqlite.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[];
    if (settled(previous, current!) && fileSize(logFile) > LOG_FILE_KEPT_BYTES)
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    timer = setTimeout(tick, nextCheckpointDelay(previous, current!));
    previous = current;
  };
  let timer = setTimeout(tick, CHECKPOINT_DELAY_MS.busy);
  return {
    stop() {
      clearTimeout(timer);
      sqlite.close();
    },
  };
}

export interface WalCheckpointer {
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 2_000;

/**
 * Starts the worker for the database at `path`, whose event-loop connection is `sqlite`; undefined
 * (SQLite checkpoints as it does by default) when there is no built worker to start.
 */
export function startWalCheckpointer(
  sqlite: SQLite.Database,
  path: string,
  onError: (error: Error) => void,
  workerUrl: URL = CHECKPOINT_WORKER_URL,
): WalCheckpointer | undefined {
  if (!existsSync(fileURLToPath(workerUrl))) return undefined;
  const worker = new Worker(workerUrl, { workerData: { path } });
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  let stopping = false;
  const exited = once(worker, 'exit').catch(() => undefined);
  worker.once('error', (error) => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    onError(error);
  });
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      worker.postMessage('stop');
      const timeout = sleep(STOP_TIMEOUT_MS, 'timed out', { ref: false });
      if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited')
        await worker.terminate();
    },
  };
}

const fileSize = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
