/**
 * The two limits every upload path enforces: the max upload size setting and the capacity of the
 * target storage (committed shares plus uploads still pending there). Checked up front from the
 * declared size and, for streamed uploads, again on every chunk.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError, payloadTooLarge } from '../../errors.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { SettingsService } from '../settings.service.js';
import type { ResolvedStorage, StorageAccess } from '../storage-access.js';
import { formatBytes } from './file-deps.js';

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
}

export function tooLarge(size: number, maxBytes: number, atLeast = false): AppError {
  return payloadTooLarge(
    `file size ${atLeast ? 'over ' : ''}${formatBytes(size)} exceeds the upload limit of ${formatBytes(maxBytes)}`,
  );
}

export function insufficient(budget: UploadBudget, size: number, atLeast = false): AppError {
  return new AppError(
    413,
    ErrorCode.STORAGE_INSUFFICIENT,
    `storage insufficient: file size ${atLeast ? 'over ' : ''}${formatBytes(size)}, remaining space ${formatBytes(budget.remaining ?? 0)}, total capacity ${formatBytes(budget.total ?? 0)}`,
  );
}

/** Counts bytes through; `exceeded` holds the 413 it failed with, so callers can report it whatever the driver wrapped it in. */
export class ByteMeter extends Transform {
  bytes = 0;
  exceeded: AppError | undefined;

  constructor(private readonly budget: UploadBudget) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.budget.maxBytes)
      this.exceeded = tooLarge(this.bytes, this.budget.maxBytes, true);
    else if (this.budget.remaining !== null && this.bytes > this.budget.remaining)
      this.exceeded = insufficient(this.budget, this.bytes, true);
    callback(this.exceeded ?? null, this.exceeded ? undefined : chunk);
  }
}
