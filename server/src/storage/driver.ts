/**
 * The storage contract every backend implements (S3-compatible services, the local filesystem).
 * Keys are bucket-relative object keys with `/` separators and no leading slash; callers have already
 * normalised and authorised them. Bodies are always streams: nothing here buffers a whole object.
 * One contract suite (`drivers.contract.test.ts`) runs against every implementation.
 */
import type { Readable } from 'node:stream';
import { errorMessage } from '../lib/error-message.js';

export interface ObjectInfo {
  key: string;
  size: number;
  /** Strong entity tag without surrounding quotes (S3 multipart ones look like `md5-3`). */
  etag: string;
  lastModified: Date;
  contentType: string;
  /**
   * The upload mark a presigned PUT stored with the object (`presignPut`'s `mark`; S3 user metadata
   * `cloudpaste-upload`), when the object was written that way: who wrote these bytes.
   */
  uploadMark?: string;
}

export interface PresignPutOptions {
  contentType: string;
  size?: number;
  expiresInSeconds: number;
  /**
   * Signed into the URL and kept with the object (S3: user metadata, in the query string, so the
   * client sends nothing more; local: in the grant, which the app's route answers to): tells the
   * object this upload wrote from any other at the key.
   */
  mark?: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface ObjectBody extends ObjectInfo {
  body: Readable;
  /** The bytes actually returned when a range was asked for. */
  range?: ByteRange;
}

export interface PutOptions {
  contentType: string;
  /** Known length in bytes: the body must hold exactly that. S3 needs it for a single PUT. */
  size?: number;
  /**
   * How a body of known size goes to a storage that can take it in parts (S3); others ignore it.
   * - `single`: one streamed request, up to the largest one the storage takes (5 GiB on S3). The
   *   fastest and leanest way, but a storage error midway fails the whole put.
   * - `parts`: parts copied into buffers and retried one by one: survives a storage's hiccup, at
   *   the cost of a copy of every byte and a few parts' worth of memory.
   * Unset: one request up to the driver's own threshold, parts above it. Without a size, parts.
   */
  transfer?: 'single' | 'parts';
  signal?: AbortSignal;
}

export interface ListPage {
  /** Objects directly under the prefix (or all below it when `recursive`). */
  objects: ObjectInfo[];
  /** Sub-"folders" (common prefixes) ending in `/`; empty when `recursive`. */
  prefixes: string[];
  /** Pass back to get the next page; absent on the last page. */
  cursor?: string;
}

export interface ListOptions {
  recursive?: boolean;
  cursor?: string;
  /** Lists only keys after this one (ignored with `cursor`): a long listing resumed later. */
  startAfter?: string;
  /** Page size hint; drivers may return fewer. */
  limit?: number;
}

export interface PresignedRequest {
  url: string;
  method: 'PUT' | 'GET';
  /** Headers the client must send with the request (e.g. Content-Type when it is signed). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface PresignGetOptions {
  expiresInSeconds: number;
  /** Sets Content-Disposition on the response: attachment (download) or inline (preview). */
  disposition?: { type: 'attachment' | 'inline'; filename: string };
  contentType?: string;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size?: number;
}

export interface StorageCapabilities {
  /** Clients can PUT/GET objects straight to/from the storage (or a signed app URL standing in). */
  presign: boolean;
  /** Server-side copy inside one storage. */
  copy: boolean;
}

export interface StorageDriver {
  /** The driver's `storage_type` (its definition's `type`). */
  readonly kind: string;
  readonly capabilities: StorageCapabilities;

  head(key: string): Promise<ObjectInfo | null>;
  /**
   * Whether `key`, its links followed, still lies inside the folder `folderKey` ('' the root): a
   * storage with symlinks (local) can point out of a folder, so folder shares ask
   * (docs/FOLDER-SHARES.md). Absent: keys cannot leave their folder.
   */
  staysWithin?(key: string, folderKey: string): Promise<boolean>;
  /** Throws `StorageNotFoundError` when the key does not exist, `StorageRangeError` for a bad range. */
  get(key: string, options?: { range?: ByteRange; signal?: AbortSignal }): Promise<ObjectBody>;
  put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes what it can: a key that fails does not stop the others. */
  deleteMany(keys: readonly string[]): Promise<{ deleted: string[]; failed: DeleteFailure[] }>;
  copy(sourceKey: string, targetKey: string): Promise<ObjectInfo>;
  /** One page of a listing; callers loop on `cursor` (never stops at 1,000). */
  list(prefix: string, options?: ListOptions): Promise<ListPage>;

  presignPut(key: string, options: PresignPutOptions): Promise<PresignedRequest>;
  presignGet(key: string, options: PresignGetOptions): Promise<PresignedRequest>;

  createMultipart(key: string, options: { contentType: string }): Promise<{ uploadId: string }>;
  /** A URL for one part, which must be exactly `size` bytes (signed in, so no part can be larger). */
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    size: number,
    expiresInSeconds: number,
  ): Promise<PresignedRequest>;
  uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number,
  ): Promise<UploadedPart>;
  /** Parts the storage already holds for this upload, ascending; throws StorageNotFoundError when the upload is gone. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  completeMultipart(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<ObjectInfo>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** Multipart uploads still open under a prefix (used to reap abandoned ones). */
  listMultipartUploads(
    prefix: string,
  ): Promise<{ key: string; uploadId: string; initiated: Date }[]>;
}

/** A key the storage would not delete, and why; `denied` when it refused (permissions, a policy). */
export interface DeleteFailure {
  key: string;
  error: string;
  denied: boolean;
}

export class StorageError extends Error {
  override name = 'StorageError';
}

/** The storage refused: permissions on a local folder, an S3 key or bucket policy. */
export class StorageDeniedError extends StorageError {
  override name = 'StorageDeniedError';
}

/** What deleteMany reports for a key whose deletion threw `error`. */
export function deleteFailure(key: string, error: unknown): DeleteFailure {
  return { key, error: errorMessage(error), denied: error instanceof StorageDeniedError };
}

export class StorageNotFoundError extends StorageError {
  override name = 'StorageNotFoundError';
}

export class StorageRangeError extends StorageError {
  override name = 'StorageRangeError';
}

/** The storage cannot be reached now (refused, reset, timed out): worth retrying later (503). */
export class StorageUnavailableError extends StorageError {
  override name = 'StorageUnavailableError';
}

/** The storage has no room left for the write (507); the driver left no partial object. */
export class StorageFullError extends StorageError {
  override name = 'StorageFullError';
}

/** A key no object may have on this storage (a reserved folder, a name too long for it). */
export class InvalidKeyError extends StorageError {
  override name = 'InvalidKeyError';
  constructor(key: string, reason: string) {
    super(`invalid object key ${JSON.stringify(key)}: ${reason}`);
  }
}
