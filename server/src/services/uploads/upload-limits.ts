/**
 * The two limits every upload path enforces: the max upload size setting and the capacity of the
 * target storage (committed shares plus uploads still pending there). Checked up front from the
 * declared size and, for streamed uploads, again on every chunk.
 */
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError, badRequest, payloadTooLarge } from '../../errors.js';
import type { ObjectInfo, PutOptions, StorageDriver } from '../../storage/driver.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { SettingsService } from '../settings.service.js';
import type { ResolvedStorage, StorageAccess } from '../storage-access.js';
import { formatBytes } from '../../lib/format-bytes.js';

export interface UploadBudget {
  maxBytes: number;
  /** Bytes still free on the storage; null when it has no capacity set. */
  remaining: number | null;
  total: number | null;
}

export class UploadLimits {
  constructor(
    private readonly o: {
      settings: SettingsService;
      files: FileRepository;
      storage: StorageAccess;
    },
  ) {}

  /** What an upload to `storage` may take now; `exceptId` leaves that pending upload out of the reckoning. */
  async budget(storage: ResolvedStorage, exceptId?: string): Promise<UploadBudget> {
    const { max_upload_size_bytes: maxBytes } = await this.o.settings.maxUploadSize();
    if (storage.totalBytes === null) return { maxBytes, remaining: null, total: null };
    const [used, pending] = await Promise.all([
      this.o.storage.usedBytes(storage.id),
      this.o.files.pendingBytes(storage.id, exceptId),
    ]);
    return {
      maxBytes,
      remaining: Math.max(0, storage.totalBytes - used - pending),
      total: storage.totalBytes,
    };
  }

  /** Throws 413 when `size` exceeds the upload limit or the remaining capacity. */
  check(budget: UploadBudget, size: number): void {
    if (size > budget.maxBytes) throw tooLarge(size, budget.maxBytes);
    if (budget.remaining !== null && size > budget.remaining) throw insufficient(budget, size);
  }

  /** A pass-through stream that fails with the right 413 as soon as the bytes exceed the budget. */
  meter(budget: UploadBudget): ByteMeter {
    return new ByteMeter(budget);
  }

  /**
   * Streams an upload's `body` to `key` under `budget`. A declared `size` is held to: a file that
   * turns out shorter or longer fails with a 400 and nothing is stored. With it, storage takes the
   * file in one request unless the caller picks a `transfer` (the fastest way, as a presigned PUT).
   * A failure is the meter's own (413, 400) whatever the driver wrapped it in, and leaves the source
   * drained, so a form parser reading it is not left waiting.
   */
  async put(
    driver: StorageDriver,
    key: string,
    body: Readable,
    options: { budget: UploadBudget } & Pick<PutOptions, 'contentType' | 'size' | 'transfer'>,
  ): Promise<ObjectInfo> {
    const { budget, ...put } = options;
    if (put.size !== undefined) put.transfer ??= 'single';
    const meter = new ByteMeter(budget, put.size);
    // Piped rather than pipelined: on failure the source must stay alive to be drained (resume).
    // The driver may not be reading yet when the meter fails; the error reaches it through the
    // destroyed stream, and the caller through meter.failure.
    meter.on('error', () => undefined);
    const forwardError = (error: Error) => meter.destroy(error);
    body.once('error', forwardError);
    body.pipe(meter);
    try {
      return await driver.put(key, meter, put);
    } catch (error) {
      body.unpipe(meter);
      body.resume();
      throw meter.failure ?? error;
    } finally {
      body.off('error', forwardError);
    }
  }
}

export function tooLarge(size: number, maxBytes: number, atLeast = false): AppError {
  return payloadTooLarge(atLeast ? 'upload.tooLargeOver' : 'upload.tooLarge', {
    size: formatBytes(size),
    limit: formatBytes(maxBytes),
  });
}

export function insufficient(budget: UploadBudget, size: number, atLeast = false): AppError {
  const reason = atLeast ? 'upload.storageInsufficientOver' : 'upload.storageInsufficient';
  return new AppError(413, ErrorCode.STORAGE_INSUFFICIENT, reason, {
    size: formatBytes(size),
    remaining: formatBytes(budget.remaining ?? 0),
    total: formatBytes(budget.total ?? 0),
  });
}

/**
 * Counts bytes through, failing when they exceed the budget (413) or, given the `declared` size,
 * when they do not match it (400). `failure` holds that error, so callers can report it whatever
 * the driver wrapped it in.
 */
export class ByteMeter extends Transform {
  bytes = 0;
  failure: AppError | undefined;

  constructor(
    private readonly budget: UploadBudget,
    private readonly declared?: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.budget.maxBytes)
      this.failure = tooLarge(this.bytes, this.budget.maxBytes, true);
    else if (this.budget.remaining !== null && this.bytes > this.budget.remaining)
      this.failure = insufficient(this.budget, this.bytes, true);
    else if (this.declared !== undefined && this.bytes > this.declared)
      this.failure = badRequest('upload.longerThanDeclared', { declared: this.declared });
    callback(this.failure ?? null, this.failure ? undefined : chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.declared !== undefined && this.bytes < this.declared)
      this.failure = badRequest('upload.shorterThanDeclared', {
        size: this.bytes,
        declared: this.declared,
      });
    callback(this.failure ?? null);
  }
}
