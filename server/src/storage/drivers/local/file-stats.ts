/**
 * What a listing needs of a file's stats, in a form that crosses threads: the statting of a whole
 * page goes to a worker (stat-pool.ts), and the ETag is made where the nanosecond time is.
 */
import type { BigIntStats } from 'node:fs';

/** What a path holds; Missing also stands for one that could not be read. */
export const EntryKind = { Missing: 0, File: 1, Folder: 2, Other: 3 } as const;
export type EntryKind = (typeof EntryKind)[keyof typeof EntryKind];

/** The stats of many paths, index by index. */
export interface StatBatch {
  kinds: Uint8Array<ArrayBuffer>;
  sizes: Float64Array<ArrayBuffer>;
  /** Modification times in ms (with the fraction the filesystem keeps). */
  mtimes: Float64Array<ArrayBuffer>;
  etags: string[];
}

/** ETag from size and modification time (ns): stable until the file changes. */
export const etagOf = (stats: BigIntStats): string =>
  `${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}`;

const kindOf = (stats: BigIntStats): EntryKind =>
  stats.isFile() ? EntryKind.File : stats.isDirectory() ? EntryKind.Folder : EntryKind.Other;

/** A batch of `count` paths, all missing until put() says otherwise. */
export function newBatch(count: number): StatBatch {
  return {
    kinds: new Uint8Array(count),
    sizes: new Float64Array(count),
    mtimes: new Float64Array(count),
    etags: new Array<string>(count).fill(''),
  };
}

/** Records the stats of the batch's path at `index`. */
export function put(batch: StatBatch, index: number, stats: BigIntStats): void {
  batch.kinds[index] = kindOf(stats);
  batch.sizes[index] = Number(stats.size);
  batch.mtimes[index] = Number(stats.mtimeMs);
  batch.etags[index] = etagOf(stats);
}

/** Stats each path in turn, synchronously: on a worker thread, never on the event loop. */
export function statBatchSync(
  paths: readonly string[],
  statSync: (path: string) => BigIntStats | undefined,
): StatBatch {
  const batch = newBatch(paths.length);
  paths.forEach((path, index) => {
    let stats: BigIntStats | undefined;
    try {
      stats = statSync(path);
    } catch {
      stats = undefined; // Unreadable, or gone since the folder was read: left as missing.
    }
    if (stats) put(batch, index, stats);
  });
  return batch;
}
