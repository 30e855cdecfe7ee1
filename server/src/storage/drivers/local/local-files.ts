/**
 * File primitives of the local driver: atomic writes (temp file in the internal folder, then rename,
 * so a failed or aborted upload never leaves a partial object), object info from stat, and fs error
 * codes turned into storage errors.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, stat, type BigIntStats } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { contentTypeFor, exactly } from '../../driver-helpers.js';
import {
  StorageDeniedError,
  StorageError,
  StorageFullError,
  StorageNotFoundError,
  type ObjectInfo,
} from '../../driver.js';
import { etagOf } from './file-stats.js';
import type { LocalPaths } from './local-paths.js';

/**
 * Files are read 1 MiB at a time, not fs's 64 KiB: a sixteenth of the reads, buffers and socket
 * writes per byte. The server's CPU per GiB of a proxied download fell from 0.9-1.4 s to 0.4-0.6 s
 * (256 KiB: 0.5-0.7 s); the cost is up to a few MiB held per read in progress.
 */
export const READ_CHUNK_BYTES = 1024 * 1024;

export interface WriteOptions {
  /** Exact number of bytes expected; more or fewer fails the write. */
  size?: number;
  signal?: AbortSignal;
}

/** Streams `source` to `target` through a temp file; nothing appears at `target` unless all went well. */
export async function writeAtomically(
  paths: LocalPaths,
  target: string,
  source: AsyncIterable<Uint8Array>,
  options: WriteOptions = {},
): Promise<void> {
  await paths.ensureRoot();
  await mkdir(path.dirname(target), { recursive: true });
  const temp = paths.internal('tmp', randomUUID());
  const checked = options.size === undefined ? source : exactly(source, options.size);
  try {
    await pipeline(checked, createWriteStream(temp, { flags: 'wx' }), { signal: options.signal });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

const statCallback = promisify(stat);

/**
 * A file's stats with nanosecond times, through fs's callback API rather than fs/promises: in
 * Node 20 each fs/promises request allocates stat arrays of its own (nodejs/node#37583), and its
 * stat costs three times as much: 10,000 stats in pages of 1,000 took 140-170 ms that way, and
 * take 50-60 ms here (a listing's pages go to worker threads when it can: stat-pool.ts).
 */
export const exactStat = (file: string): Promise<BigIntStats> =>
  statCallback(file, { bigint: true });

/** An object's info from its stats. */
export function objectInfo(key: string, stats: BigIntStats): ObjectInfo {
  return storedObject(key, Number(stats.size), etagOf(stats), Number(stats.mtimeMs));
}

/** An object as the driver describes it, from its size, ETag and modification time (ms). */
export function storedObject(key: string, size: number, etag: string, mtimeMs: number): ObjectInfo {
  return { key, size, etag, lastModified: new Date(mtimeMs), contentType: contentTypeFor(key) };
}

export const errorCode = (error: unknown): string | undefined =>
  (error as NodeJS.ErrnoException | undefined)?.code;

/** An fs error as a storage error that names the key, never the server's path. */
export function storageErrorFrom(error: unknown, key: string): Error {
  if (error instanceof StorageError) return error;
  const code = errorCode(error);
  if (code === undefined) return error instanceof Error ? error : new Error(String(error));
  const where = JSON.stringify(key);
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return new StorageNotFoundError(`${where} does not exist`);
    case 'EISDIR':
    case 'EEXIST':
    case 'ENOTEMPTY':
      return new StorageError(`${where} conflicts with an existing folder or file of that name`);
    case 'ENOSPC':
    case 'EDQUOT':
      return new StorageFullError('the local storage is full');
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return new StorageDeniedError(
        `the server may not write or read ${where} (permission denied)`,
      );
    case 'ENAMETOOLONG':
      return new StorageError(`${where} is too long for the filesystem`);
    case 'ABORT_ERR':
      return error as Error;
    default:
      return new StorageError(`local storage failed on ${where} (${code})`);
  }
}
