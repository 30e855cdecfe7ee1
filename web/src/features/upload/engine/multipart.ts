/**
 * Multipart upload (SPEC §4, §9): 5 MiB parts, three in flight, each retried three times with a
 * growing delay and its own timeout; a part whose ETag cannot be read fails the upload. An
 * interrupted upload keeps its session for a resume; a cancelled one is aborted on the server.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import type { RunContext, ShareFields } from './context';
import { toUploadError, UploadError } from './errors';
import { completedBytes, partBytes, type PartState } from './multipartPlan';
import { openSession, type OpenSession } from './multipartSession';
import { withRetry } from './retry';
import { readEtag, TransferError } from './xhr';

/** Another attempt cannot fix these: the user cancelled, or the storage hides the ETag header. */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof TransferError) return error.kind !== 'aborted';
  return !(
    error instanceof UploadError &&
    (error.kind === 'missingEtag' || error.kind === 'cancelled')
  );
}

/** A part's final failure, named by what went wrong on its last attempt. */
function partFailure(error: unknown, signal: AbortSignal): UploadError {
  if (error instanceof TransferError && error.kind === 'timeout') {
    return new UploadError('partTimeout');
  }
  return toUploadError(error, 'partsFailed', signal);
}

async function uploadParts(ctx: RunContext, file: File, session: OpenSession): Promise<void> {
  const { parts, urls } = session;
  const ref = { file_id: session.fileId, upload_id: session.uploadId };
  const inFlight = new Map<number, number>();
  let doneBytes = completedBytes(parts);
  let doneParts = parts.filter((p) => p.status === 'completed').length;
  const report = () => {
    let loaded = doneBytes;
    for (const bytes of inFlight.values()) loaded += bytes;
    ctx.reportBytes(loaded);
    ctx.reportParts(doneParts, parts.length);
  };
  // Parts restored from the server show as done from the first moment of the upload stage.
  report();
  ctx.setStage('uploading');

  // One failed part stops the others: the upload has failed and will resume from the server's list.
  const pool = new AbortController();
  const stopPool = () => pool.abort(ctx.signal.reason);
  ctx.signal.addEventListener('abort', stopPool, { once: true });

  async function urlFor(partNumber: number): Promise<string> {
    const known = urls.get(partNumber);
    if (known) return known;
    const answer = await ctx.transport.refreshUrls(
      { ...ref, partNumbers: [partNumber] },
      pool.signal,
    );
    for (const entry of answer.presigned_urls) urls.set(entry.partNumber, entry.url);
    const url = urls.get(partNumber);
    if (!url) throw new UploadError('partsFailed');
    return url;
  }

  async function attempt(part: PartState): Promise<string> {
    inFlight.set(part.partNumber, 0);
    try {
      const url = await urlFor(part.partNumber);
      const response = await ctx.transport.put(
        url,
        file.slice(part.start, part.end),
        {},
        {
          signal: pool.signal,
          timeoutMs: ctx.config.partTimeoutMs,
          onProgress: (loaded) => {
            inFlight.set(part.partNumber, loaded);
            report();
          },
        },
      );
      if (response.status < 200 || response.status >= 300) {
        // An expired URL answers 403: the next attempt asks for a fresh one.
        if (response.status === 403) urls.delete(part.partNumber);
        throw new UploadError('partsFailed', { status: response.status });
      }
      const etag = readEtag(response.header('ETag'));
      if (!etag) throw new UploadError('missingEtag');
      return etag;
    } finally {
      inFlight.delete(part.partNumber);
      report();
    }
  }

  async function uploadPart(part: PartState) {
    part.status = 'uploading';
    try {
      const etag = await withRetry(
        () => attempt(part),
        {
          retries: ctx.config.partRetries,
          delayMs: ctx.config.retryDelayMs,
        },
        { signal: pool.signal, shouldRetry: isWorthRetrying },
      );
      part.status = 'completed';
      part.etag = etag;
      doneBytes += partBytes(part);
      doneParts += 1;
      report();
    } catch (error) {
      part.status = 'failed';
      throw error;
    }
  }

  const queue = parts.filter((p) => p.status !== 'completed');
  let failure: unknown = null;
  const worker = async () => {
    for (let part = queue.shift(); part && failure === null; part = queue.shift()) {
      try {
        await uploadPart(part);
      } catch (error) {
        failure ??= error;
        pool.abort(error);
      }
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(ctx.config.partConcurrency, queue.length) }, worker),
    );
  } finally {
    ctx.signal.removeEventListener('abort', stopPool);
  }
  if (failure !== null) throw partFailure(failure, ctx.signal);
}

export async function runMultipart(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
): Promise<PublicFileInfo> {
  ctx.setStage('initializing');
  const session = await openSession(ctx, file, fields);
  const ref = { file_id: session.fileId, upload_id: session.uploadId };
  try {
    await uploadParts(ctx, file, session);
    ctx.setStage('completing');
    const parts = session.parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag ?? '' }));
    const share = await ctx.transport
      .complete({ ...ref, parts }, ctx.signal)
      .catch((error: unknown) => {
        throw toUploadError(error, 'api', ctx.signal);
      });
    ctx.resume.remove(session.fileId);
    return share;
  } catch (error) {
    if (ctx.isUserCancel()) {
      ctx.resume.remove(session.fileId);
      void ctx.transport.abort(ref).catch(() => undefined);
    }
    throw error;
  }
}
