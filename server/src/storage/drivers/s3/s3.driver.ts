/**
 * S3-compatible storage (AWS, R2, B2, MinIO, Ceph radosgw ...) on AWS SDK v3. Bodies stream in and
 * out; after writes the object is HEADed, so what we report is what the storage holds (some services
 * answer empty or odd ETags to PUT/Complete). Multipart calls and presigning live beside it.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type _Error,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import {
  deleteFailure,
  StorageError,
  StorageNotFoundError,
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
import { xmlCanCarry } from '../../../lib/xml-chars.js';
import { bareEtag, contentTypeFor, exactly, MAX_PART_BYTES } from '../../driver-helpers.js';
import {
  copySource,
  createS3Client,
  putObject,
  sendBody,
  type S3Context,
  type S3DriverSpec,
} from './s3-client.js';
import { isNotFound, toStorageError } from './s3-errors.js';
import { listPage } from './s3-list.js';
import * as multipart from './s3-multipart.js';
import * as presign from './s3-presign.js';
import { putStream, type StreamedPutOptions } from './s3-streamed-put.js';

export interface S3DriverOptions {
  /** Largest object copied with one CopyObject (S3 allows 5 GiB); bigger ones are copied in parts. */
  copyPartBytes?: number;
  /**
   * Known sizes up to this go up in one PutObject unless the caller chose a transfer (PutOptions);
   * bigger or unknown sizes in parallel parts.
   */
  singlePutBytes?: number;
  /** The parts of those (8 MiB: 78 GiB within S3's 10,000 parts; 40 MiB held at most). */
  partBytes?: number;
  /** Between attempts at a failed part: this × the attempt (1 s by default). */
  retryDelayMs?: number;
}

const MIB = 1024 * 1024;
const DELETE_BATCH = 1000;

export class S3Driver implements StorageDriver {
  readonly kind = 'S3' as const;
  readonly capabilities = { presign: true, copy: true };
  private readonly client: S3Client;
  private readonly s3: S3Context;
  private readonly copyPartBytes: number;
  private readonly singlePutBytes: number;
  private readonly streamed: Pick<StreamedPutOptions, 'partBytes' | 'retryDelayMs'>;

  constructor(
    private readonly spec: S3DriverSpec,
    options: S3DriverOptions = {},
  ) {
    this.client = createS3Client(spec);
    this.s3 = { client: this.client, bucket: spec.bucket };
    this.copyPartBytes = options.copyPartBytes ?? MAX_PART_BYTES;
    this.singlePutBytes = options.singlePutBytes ?? 64 * MIB;
    this.streamed = {
      partBytes: options.partBytes ?? 8 * MIB,
      ...(options.retryDelayMs !== undefined && { retryDelayMs: options.retryDelayMs }),
    };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.spec.bucket, Key: key }),
      );
      return {
        key,
        size: out.ContentLength ?? 0,
        etag: bareEtag(out.ETag ?? ''),
        lastModified: out.LastModified ?? new Date(0),
        contentType: out.ContentType || contentTypeFor(key),
        ...(out.Metadata?.[presign.UPLOAD_MARK] !== undefined && {
          uploadMark: out.Metadata[presign.UPLOAD_MARK],
        }),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw this.fail(error, 'head', key);
    }
  }

  async get(
    key: string,
    options: { range?: ByteRange; signal?: AbortSignal } = {},
  ): Promise<ObjectBody> {
    const { range, signal } = options;
    if (range && !(Number.isInteger(range.start) && range.start >= 0 && range.end >= range.start)) {
      throw this.fail({ name: 'InvalidRange' }, 'get', key);
    }
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.spec.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
        { abortSignal: signal },
      );
      const total = parseTotal(out.ContentRange) ?? out.ContentLength ?? 0;
      const returned = parseRange(out.ContentRange);
      return {
        key,
        size: total,
        etag: bareEtag(out.ETag ?? ''),
        lastModified: out.LastModified ?? new Date(0),
        contentType: out.ContentType || contentTypeFor(key),
        body: out.Body as Readable,
        ...(range && returned && { range: returned }),
      };
    } catch (error) {
      throw this.fail(error, 'get', key);
    }
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo> {
    const { contentType, size, signal, transfer } = options;
    const singleLimit =
      transfer === 'single' ? MAX_PART_BYTES : transfer === 'parts' ? -1 : this.singlePutBytes;
    try {
      if (size !== undefined && size <= singleLimit) {
        await sendBody(body, size, signal, (checked, abortSignal) =>
          putObject(this.s3, { key, size, contentType }, checked, abortSignal),
        );
      } else {
        const checked = size === undefined ? body : exactly(body, size);
        await putStream(this.s3, key, checked, { ...this.streamed, contentType, signal });
      }
    } catch (error) {
      body.destroy();
      throw this.fail(error, 'put', key);
    }
    return this.written(key, 'put');
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.spec.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw this.fail(error, 'delete', key);
    }
  }

  async deleteMany(keys: readonly string[]) {
    const deleted: string[] = [];
    const failed: DeleteFailure[] = [];
    // A key XML cannot carry goes alone, in a request with no body to hold it.
    for (const key of keys.filter((k) => !xmlCanCarry(k))) {
      try {
        await this.delete(key);
        deleted.push(key);
      } catch (error) {
        failed.push(deleteFailure(key, error));
      }
    }
    const batched = keys.filter(xmlCanCarry);
    for (let i = 0; i < batched.length; i += DELETE_BATCH) {
      const batch = batched.slice(i, i + DELETE_BATCH);
      try {
        const out = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.spec.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const errors = new Map((out.Errors ?? []).map((e) => [e.Key, e]));
        for (const key of batch) {
          const error = errors.get(key);
          if (error === undefined) deleted.push(key);
          else failed.push(this.failedKey(key, error));
        }
      } catch (error) {
        const failure = this.fail(error, 'delete', `${batch.length} keys`);
        failed.push(...batch.map((key) => deleteFailure(key, failure)));
      }
    }
    return { deleted, failed };
  }

  async copy(sourceKey: string, targetKey: string): Promise<ObjectInfo> {
    const source = await this.head(sourceKey);
    if (!source) throw new StorageNotFoundError(`copy ${JSON.stringify(sourceKey)}: not found`);
    try {
      if (source.size > this.copyPartBytes) {
        await multipart.copyInParts(
          this.s3,
          sourceKey,
          targetKey,
          source.size,
          source.contentType,
          this.copyPartBytes,
        );
      } else {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.spec.bucket,
            Key: targetKey,
            CopySource: copySource(this.spec.bucket, sourceKey),
          }),
        );
      }
    } catch (error) {
      throw this.fail(error, 'copy', sourceKey);
    }
    return this.written(targetKey, 'copy');
  }

  async list(prefix: string, options: ListOptions = {}): Promise<ListPage> {
    try {
      return await listPage(this.s3, prefix, options);
    } catch (error) {
      throw this.fail(error, 'list', prefix);
    }
  }

  presignPut(key: string, options: PresignPutOptions) {
    return presign.presignPut(this.s3, key, options);
  }

  presignGet(key: string, options: PresignGetOptions): Promise<PresignedRequest> {
    return presign.presignGet(this.s3, this.spec.customHost, key, options);
  }

  async createMultipart(key: string, options: { contentType: string }) {
    try {
      return await multipart.createUpload(this.s3, key, options.contentType);
    } catch (error) {
      throw this.fail(error, 'start multipart upload of', key);
    }
  }

  async presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    size: number,
    expiresInSeconds: number,
  ) {
    multipart.checkPartNumber(partNumber);
    return presign.presignPart(this.s3, key, uploadId, partNumber, size, expiresInSeconds);
  }

  async uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number,
  ) {
    try {
      return await multipart.uploadPart(this.s3, key, uploadId, partNumber, body, size);
    } catch (error) {
      body.destroy();
      throw this.fail(error, `upload part ${partNumber} of`, key);
    }
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    try {
      return await multipart.listParts(this.s3, key, uploadId);
    } catch (error) {
      throw this.fail(error, 'list parts of', key);
    }
  }

  async completeMultipart(key: string, uploadId: string, parts: readonly UploadedPart[]) {
    try {
      await multipart.completeUpload(this.s3, key, uploadId, parts);
    } catch (error) {
      throw this.fail(error, 'complete multipart upload of', key);
    }
    return this.written(key, 'complete multipart upload of');
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await multipart.abortUpload(this.s3, key, uploadId);
    } catch (error) {
      throw this.fail(error, 'abort multipart upload of', key);
    }
  }

  async listMultipartUploads(prefix: string) {
    try {
      return await multipart.listUploads(this.s3, prefix);
    } catch (error) {
      throw this.fail(error, 'list multipart uploads under', prefix);
    }
  }

  /** What the storage holds after a write. */
  private async written(key: string, what: string): Promise<ObjectInfo> {
    const info = await this.head(key);
    if (!info)
      throw new StorageError(
        `${what} ${JSON.stringify(key)}: the object is missing after the write`,
      );
    return info;
  }

  /** A DeleteObjects error entry, judged as the error a lone DeleteObject would have thrown. */
  private failedKey(key: string, entry: _Error): DeleteFailure {
    const sdkError = { name: entry.Code ?? 'Error', message: entry.Message ?? 'failed' };
    return deleteFailure(key, this.fail(sdkError, 'delete', key));
  }

  private fail(error: unknown, what: string, key: string): Error {
    return toStorageError(error, `${what} ${JSON.stringify(key)}`, [
      this.spec.secretAccessKey,
      this.spec.accessKeyId,
    ]);
  }
}

/** `bytes 0-99/1000` -> 1000 */
function parseTotal(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
}

/** `bytes 0-99/1000` -> {start: 0, end: 99} */
function parseRange(contentRange: string | undefined): ByteRange | undefined {
  const match = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]) } : undefined;
}
