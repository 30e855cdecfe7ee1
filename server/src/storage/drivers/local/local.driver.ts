/**
 * Local filesystem storage rooted at one directory. Keys map to files below the root (checked by
 * LocalPaths); a key ending in `/` is a folder. Content types come from the extension (the type given
 * to put() is not stored). "Presigned" URLs are signed app URLs served by routes/local-storage.routes.
 */
import { copyFile, mkdir, open, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { systemClock, type Clock } from '../../../lib/time.js';
import {
  deleteFailure,
  StorageError,
  StorageNotFoundError,
  StorageRangeError,
  type ByteRange,
  type DeleteFailure,
  type ListOptions,
  type ListPage,
  type ObjectBody,
  type ObjectInfo,
  type PresignGetOptions,
  type PresignedRequest,
  type PutOptions,
  type StorageDriver,
  type UploadedPart,
  type PresignPutOptions,
} from '../../driver.js';
import { MAX_PART_NUMBER, presignSeconds } from '../../driver-helpers.js';
import {
  deriveUrlKey,
  LOCAL_URL_PATH,
  signGrant,
  type LocalUrlGrant,
} from '../../local-signed-url.js';
import type { DriverDeps } from '../../driver-definition.js';
import {
  errorCode,
  exactStat,
  objectInfo,
  READ_CHUNK_BYTES,
  storageErrorFrom,
  writeAtomically,
} from './local-files.js';
import { listLocal } from './local-listing.js';
import { threadPoolStats, type StatPool } from './stat-pool.js';
import { LocalMultipart } from './local-multipart.js';
import { keySegments, LocalPaths } from './local-paths.js';

const isFolderKey = (key: string) => key.endsWith('/');
/** Deleting many keys at once: enough parallel unlinks to hide latency, few enough to spare fds. */
const DELETE_CONCURRENCY = 16;

/** What a local driver is built from. */
export interface LocalDriverSpec {
  /** The storage configuration's id: signed URLs for this storage name it. */
  configId: string;
  /** Absolute directory the objects live under. */
  root: string;
}

export class LocalDriver implements StorageDriver {
  readonly kind = 'LOCAL' as const;
  readonly capabilities = { presign: true, copy: true };
  private readonly paths: LocalPaths;
  private readonly multipart: LocalMultipart;
  private readonly urlKey: Buffer;
  private readonly clock: Clock;
  private readonly stats: StatPool;

  constructor(
    private readonly spec: LocalDriverSpec,
    deps: DriverDeps,
  ) {
    this.paths = new LocalPaths(spec.root);
    this.multipart = new LocalMultipart(this.paths);
    this.urlKey = deriveUrlKey(deps.secret);
    this.clock = deps.clock ?? systemClock;
    this.stats = deps.stats ?? threadPoolStats;
  }

  staysWithin(key: string, folderKey: string): Promise<boolean> {
    return this.paths.staysWithin(key, folderKey);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = await this.paths.resolve(key, isFolderKey(key));
    try {
      const stats = await exactStat(file);
      if (isFolderKey(key))
        return stats.isDirectory() ? { ...objectInfo(key, stats), size: 0 } : null;
      return stats.isFile() ? objectInfo(key, stats) : null;
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw storageErrorFrom(error, key);
    }
  }

  async get(
    key: string,
    options: { range?: ByteRange; signal?: AbortSignal } = {},
  ): Promise<ObjectBody> {
    const file = await this.paths.resolve(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      throw storageErrorFrom(error, key);
    }
    try {
      const stats = await handle.stat({ bigint: true });
      if (!stats.isFile()) throw new StorageNotFoundError(`${JSON.stringify(key)} does not exist`);
      const info = objectInfo(key, stats);
      const range = options.range && clampRange(options.range, info.size);
      const body = handle.createReadStream({
        highWaterMark: READ_CHUNK_BYTES,
        start: range?.start,
        end: range?.end,
        signal: options.signal,
      });
      return { ...info, body, ...(range && { range }) };
    } catch (error) {
      await handle.close();
      throw storageErrorFrom(error, key);
    }
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo> {
    const target = await this.paths.resolve(key, isFolderKey(key));
    try {
      if (isFolderKey(key)) {
        body.resume();
        await this.paths.ensureRoot();
        await mkdir(target, { recursive: true });
      } else {
        await writeAtomically(this.paths, target, body, {
          size: options.size,
          signal: options.signal,
        });
      }
    } catch (error) {
      throw storageErrorFrom(error, key);
    }
    const info = await this.head(key);
    if (!info)
      throw new StorageNotFoundError(`${JSON.stringify(key)} vanished right after it was written`);
    return info;
  }

  async delete(key: string): Promise<void> {
    const target = await this.paths.resolve(key, isFolderKey(key));
    try {
      await (isFolderKey(key) ? rmdir(target) : unlink(target));
    } catch (error) {
      // Missing keys, a folder of that name, or a folder that still holds objects: nothing to delete.
      if (
        !['ENOENT', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY', 'EEXIST'].includes(errorCode(error) ?? '')
      ) {
        throw storageErrorFrom(error, key);
      }
    }
  }

  async deleteMany(keys: readonly string[]) {
    const deleted: string[] = [];
    const failed: DeleteFailure[] = [];
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++] as string;
        try {
          await this.delete(key);
          deleted.push(key);
        } catch (error) {
          failed.push(deleteFailure(key, error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, worker));
    return { deleted, failed };
  }

  async copy(sourceKey: string, targetKey: string): Promise<ObjectInfo> {
    const source = await this.paths.resolve(sourceKey);
    const target = await this.paths.resolve(targetKey);
    const temp = this.paths.internal('tmp', randomUUID());
    try {
      if (!(await stat(source)).isFile())
        throw new StorageNotFoundError(`${JSON.stringify(sourceKey)} does not exist`);
      await this.paths.ensureRoot();
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(source, temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw storageErrorFrom(error, sourceKey);
    }
    return objectInfo(targetKey, await exactStat(target));
  }

  list(prefix: string, options?: ListOptions): Promise<ListPage> {
    return listLocal(this.paths, this.stats, prefix, options);
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<PresignedRequest> {
    await this.paths.resolve(key);
    const { contentType, size, mark } = options;
    const grant = {
      key,
      op: 'put' as const,
      contentType,
      size,
      ...(mark !== undefined && { mark }),
    };
    return this.signed('PUT', grant, options.expiresInSeconds, {
      'Content-Type': contentType,
    });
  }

  async presignGet(key: string, options: PresignGetOptions): Promise<PresignedRequest> {
    await this.paths.resolve(key);
    const { contentType, disposition } = options;
    return this.signed(
      'GET',
      { key, op: 'get', contentType, disposition },
      options.expiresInSeconds,
    );
  }

  async createMultipart(
    key: string,
    options: { contentType: string },
  ): Promise<{ uploadId: string }> {
    return this.multipart.create(key, options.contentType);
  }

  async presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    size: number,
    expiresInSeconds: number,
  ) {
    keySegments(key);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
      throw new StorageError(`part numbers run from 1 to ${MAX_PART_NUMBER}`);
    }
    return this.signed('PUT', { key, op: 'part', uploadId, partNumber, size }, expiresInSeconds);
  }

  uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number,
  ): Promise<UploadedPart> {
    return this.multipart.uploadPart(key, uploadId, partNumber, body, size);
  }

  listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    return this.multipart.listParts(key, uploadId);
  }

  completeMultipart(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<ObjectInfo> {
    return this.multipart.complete(key, uploadId, parts);
  }

  abortMultipart(key: string, uploadId: string): Promise<void> {
    return this.multipart.abort(key, uploadId);
  }

  listMultipartUploads(prefix: string) {
    return this.multipart.list(prefix);
  }

  private signed(
    method: 'PUT' | 'GET',
    grant: Omit<LocalUrlGrant, 'configId' | 'exp'>,
    expiresInSeconds: number,
    headers: Record<string, string> = {},
  ): PresignedRequest {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + presignSeconds(expiresInSeconds);
    const token = signGrant(this.urlKey, { ...grant, configId: this.spec.configId, exp });
    return { url: LOCAL_URL_PATH + token, method, headers, expiresAt: new Date(exp * 1000) };
  }
}

/** S3's rules: the end is clamped to the last byte; a start past the end is unsatisfiable. */
function clampRange(range: ByteRange, size: number): ByteRange {
  const valid = Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0;
  if (!valid || range.end < range.start || range.start >= size) {
    throw new StorageRangeError(
      `range ${range.start}-${range.end} is outside the object (${size} bytes)`,
    );
  }
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
