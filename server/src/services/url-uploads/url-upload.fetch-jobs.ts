/**
 * Server-side URL uploads (`POST /api/url/fetch`): the server downloads the remote file through the
 * SSRF-safe fetcher and streams it straight into storage as a pending share, under the max upload
 * size and the storage's capacity (checked from Content-Length up front, then on every chunk), and
 * makes it ready at the end. Jobs live in this process: their owner polls one for progress, cancels
 * it, and learns its outcome for RESULT_TTL_MS after it ends. A job cut short by a restart leaves
 * a pending share, which the sweeper removes once its window closes.
 */
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  ErrorCode,
  uploadMimetypeOf,
  type PublicFileInfo,
  type UrlFetchInput,
  type UrlFetchStatus,
} from '@cloudpaste/contracts';
import type { FileRow } from '../../db/types.js';
import { AppError, conflict, notFound } from '../../errors.js';
import type { Clock } from '../../lib/time.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import type { ObjectInfo, StorageDriver } from '../../storage/driver.js';
import type { FileUploadService } from '../files/index.js';
import { type ByteMeter } from '../uploads/index.js';
import type { StorageAccess } from '../storage-access.js';
import { toAppError } from './url-upload.errors.js';
import type { RemoteDownload, UrlUploadService } from './url-upload.service.js';

/** How long a finished job's outcome (share or error) stays available to its owner. */
export const RESULT_TTL_MS = 15 * 60_000;

export interface UrlFetchJobsDeps {
  urls: UrlUploadService;
  uploads: FileUploadService;
  storage: StorageAccess;
  clock: Clock;
  /** How long an upload may stay pending before the sweeper takes it for abandoned (uploads/upload-window.ts). */
  uploadWindowMs: number;
}

interface FetchJob {
  row: FileRow;
  owner: string;
  /** The remote's Content-Length; null when unknown (or the body was compressed). */
  total: number | null;
  meter: ByteMeter;
  controller: AbortController;
  status: 'running' | 'done' | 'failed';
  share: PublicFileInfo | null;
  error: unknown;
  settled: Promise<void>;
  endedAt: number | null;
}

export class UrlFetchJobs {
  private readonly jobs = new Map<string, FetchJob>();

  constructor(private readonly o: UrlFetchJobsDeps) {}

  /**
   * Resolves once the remote has answered and the pending share is reserved; the body then flows
   * into storage in the background. Refusals known by then (address, status, size) reject here.
   */
  async start(principal: Principal, input: UrlFetchInput): Promise<UrlFetchStatus> {
    this.prune();
    const storage = await this.o.storage.forUpload(principal, input.s3_config_id);
    const budget = await this.o.uploads.limits.budget(storage);
    const controller = new AbortController();
    const remote = await this.o.urls.proxy(input.url, principal, controller.signal);
    let row: FileRow;
    let body: Readable;
    try {
      if (remote.size !== null) this.o.uploads.limits.check(budget, remote.size);
      body = decoded(remote);
      const filename = input.filename ?? remote.filename;
      row = await this.o.uploads.reserve(principal, storage, input, {
        filename,
        mimetype: uploadMimetypeOf(filename, input.mimetype ?? remote.contentType),
        size: remote.contentEncoding ? 0 : (remote.size ?? 0),
        pendingUntil: new Date(this.o.clock.now().getTime() + this.o.uploadWindowMs),
      });
    } catch (error) {
      remote.body.destroy();
      throw error;
    }
    const job: FetchJob = {
      row,
      owner: creatorOf(principal),
      total: remote.contentEncoding ? null : remote.size,
      meter: this.o.uploads.limits.meter(budget),
      controller,
      status: 'running',
      share: null,
      error: null,
      settled: Promise.resolve(),
      endedAt: null,
    };
    this.jobs.set(row.id, job);
    job.settled = this.run(job, storage.driver, body);
    return view(job);
  }

  /** The caller's job; 404 for anyone else's or a forgotten one, the job's error when it failed. */
  status(principal: Principal, fileId: string): UrlFetchStatus {
    this.prune();
    const job = this.ownJob(principal, fileId);
    if (!job) throw notFound('upload.notFound');
    if (job.status === 'failed') throw job.error;
    return view(job);
  }

  /**
   * Stops the caller's job and waits until its object and pending share are gone. False when the
   * caller has no job of that id here; 409 when it already finished (the share exists).
   */
  async cancel(principal: Principal, fileId: string): Promise<boolean> {
    const job = this.ownJob(principal, fileId);
    if (!job) return false;
    job.controller.abort();
    await job.settled;
    if (job.status === 'done') throw conflict('urlUpload.alreadyFinished');
    this.jobs.delete(fileId);
    return true;
  }

  private async run(job: FetchJob, driver: StorageDriver, body: Readable): Promise<void> {
    const { meter, controller } = job;
    let sourceError: unknown;
    body.on('error', (error) => {
      sourceError = error;
      meter.destroy(error);
    });
    meter.on('error', () => body.destroy());
    body.pipe(meter);
    let stored: ObjectInfo | undefined;
    try {
      stored = await driver.put(job.row.storage_path, meter, {
        contentType: job.row.mimetype,
        size: job.total ?? undefined,
        signal: controller.signal,
      });
      controller.signal.throwIfAborted();
      job.share = await this.o.uploads.finish(job.row, stored, {});
      job.status = 'done';
    } catch (error) {
      body.destroy();
      await this.o.uploads.discard(job.row, stored?.etag);
      job.error = controller.signal.aborted
        ? new AppError(409, ErrorCode.CONFLICT, 'urlUpload.cancelled')
        : (meter.failure ?? toAppError(sourceError ?? error));
      job.status = 'failed';
    } finally {
      job.endedAt = this.o.clock.now().getTime();
    }
  }

  private ownJob(principal: Principal, fileId: string): FetchJob | undefined {
    const job = this.jobs.get(fileId);
    return job && job.owner === creatorOf(principal) ? job : undefined;
  }

  /** Forgets outcomes nobody came back for. */
  private prune(): void {
    const before = this.o.clock.now().getTime() - RESULT_TTL_MS;
    for (const [id, job] of this.jobs) {
      if (job.endedAt !== null && job.endedAt < before) this.jobs.delete(id);
    }
  }
}

function view(job: FetchJob): UrlFetchStatus {
  return {
    file_id: job.row.id,
    slug: job.row.slug,
    filename: job.row.filename,
    status: job.status === 'done' ? 'done' : 'running',
    received: job.meter.bytes,
    total: job.total,
    share: job.share,
  };
}

/**
 * The body as stored: remotes are asked for no encoding, but one that compresses anyway is
 * decompressed (the meter then counts the real bytes); an unknown encoding is refused.
 */
function decoded(remote: RemoteDownload): Readable {
  const encoding = remote.contentEncoding;
  if (encoding === null) return remote.body;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) {
    throw new AppError(502, ErrorCode.UPSTREAM_FAILED, 'urlUpload.unsupportedEncoding', {
      encoding,
    });
  }
  // Errors of either stream reach the decoder, which the job reads.
  return pipeline(remote.body, decoder, () => undefined);
}
