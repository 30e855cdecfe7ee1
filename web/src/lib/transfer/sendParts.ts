/**
 * Sending the parts of a multipart upload to their presigned URLs: a few at once, each
 * retried with a growing delay and its own timeout, its ETag read from the storage's answer. The
 * first part that still fails stops the others; the caller decides what the failure means.
 */
import { createLimiter } from './limiter';
import { completedBytes, partBytes, type PartState } from './multipartPlan';
import { withRetry, type RetryPolicy } from './retry';
import { readEtag, TransferError, type TransferOptions, type XhrResponse } from './xhr';

/** A part the storage answered but did not take: a refusal (`status`) or no readable ETag. */
export class PartError extends Error {
  constructor(
    readonly kind: 'status' | 'missingEtag',
    readonly partNumber: number,
    readonly status?: number,
  ) {
    super(kind === 'status' ? `part ${partNumber}: HTTP ${status}` : `part ${partNumber}: no ETag`);
    this.name = 'PartError';
  }
}

export interface SendPartsOptions {
  /** The whole file; each part is a slice of it. */
  blob: Blob;
  /** Updated as parts finish (status, etag); parts already completed are skipped. */
  parts: PartState[];
  concurrency: number;
  retry: RetryPolicy;
  partTimeoutMs: number;
  signal: AbortSignal;
  /** The part's presigned URL: a known one, or one signed afresh. */
  urlFor: (partNumber: number, signal: AbortSignal) => Promise<string>;
  /** The storage refused the URL (403: expired); the next attempt must ask for another. */
  forgetUrl: (partNumber: number) => void;
  put: (url: string, body: Blob, options: TransferOptions) => Promise<XhrResponse>;
  /** The bytes of [start, end) when they are not the blob's own (a sealed upload's); made per attempt. */
  partBody?: (start: number, end: number) => Promise<Blob>;
  /** Bytes sent so far (finished parts plus those in flight) and the number of parts done. */
  onProgress: (loaded: number, doneParts: number) => void;
}

/** Another attempt cannot fix these: the transfer was stopped, or the storage hides the ETag. */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof TransferError) return error.kind !== 'aborted';
  return !(error instanceof PartError && error.kind === 'missingEtag');
}

/** Resolves once every part is stored; rejects with the first part's final failure. */
export async function sendParts(o: SendPartsOptions): Promise<void> {
  const { parts } = o;
  const inFlight = new Map<number, number>();
  let doneBytes = completedBytes(parts);
  let doneParts = parts.filter((p) => p.status === 'completed').length;
  const report = () => {
    let loaded = doneBytes;
    for (const bytes of inFlight.values()) loaded += bytes;
    o.onProgress(loaded, doneParts);
  };
  // Parts restored from an earlier attempt count from the first moment.
  report();

  const pool = new AbortController();
  const stopPool = () => pool.abort(o.signal.reason);
  o.signal.addEventListener('abort', stopPool, { once: true });

  async function attempt(part: PartState): Promise<string> {
    inFlight.set(part.partNumber, 0);
    try {
      const url = await o.urlFor(part.partNumber, pool.signal);
      const body = o.partBody
        ? await o.partBody(part.start, part.end)
        : o.blob.slice(part.start, part.end);
      const response = await o.put(url, body, {
        signal: pool.signal,
        timeoutMs: o.partTimeoutMs,
        onProgress: (loaded) => {
          inFlight.set(part.partNumber, loaded);
          report();
        },
      });
      if (response.status < 200 || response.status >= 300) {
        if (response.status === 403) o.forgetUrl(part.partNumber);
        throw new PartError('status', part.partNumber, response.status);
      }
      const etag = readEtag(response.header('ETag'));
      if (!etag) throw new PartError('missingEtag', part.partNumber);
      return etag;
    } finally {
      inFlight.delete(part.partNumber);
      report();
    }
  }

  async function sendPart(part: PartState) {
    part.status = 'uploading';
    try {
      part.etag = await withRetry(() => attempt(part), o.retry, {
        signal: pool.signal,
        shouldRetry: isWorthRetrying,
      });
      part.status = 'completed';
      doneBytes += partBytes(part);
      doneParts += 1;
      report();
    } catch (error) {
      part.status = 'failed';
      throw error;
    }
  }

  const limit = createLimiter(o.concurrency);
  let failure: unknown = null;
  try {
    await Promise.allSettled(
      parts
        .filter((part) => part.status !== 'completed')
        .map((part) =>
          limit(async () => {
            try {
              await sendPart(part);
            } catch (error) {
              // One failed part fails the upload: the queued parts are not started.
              failure ??= error;
              pool.abort(error);
            }
          }, pool.signal),
        ),
    );
  } finally {
    o.signal.removeEventListener('abort', stopPool);
  }
  if (failure !== null) throw failure;
  // Parts the pool skipped after the caller's own abort never ran: that is a failure too.
  if (o.signal.aborted) throw new TransferError('aborted');
}
