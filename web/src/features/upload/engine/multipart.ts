/**
 * Multipart upload (docs/product/uploads.md, "Methods"): 5 MiB parts, three in flight, each retried
 * three times with a growing delay and its own timeout; a part whose ETag cannot be read fails the
 * upload. An interrupted upload keeps its session for a resume; a cancelled one is aborted on the
 * server.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { PartError, sendParts } from '../../../lib/transfer/sendParts';
import { TransferError } from '../../../lib/transfer/xhr';
import type { RunContext, ShareFields } from './context';
import { toUploadError, UploadError } from './errors';
import { openSession, type OpenSession, type SealedSource } from './multipartSession';

/** A part's final failure, named by what went wrong on its last attempt. */
function partFailure(error: unknown, signal: AbortSignal): UploadError {
  if (error instanceof TransferError && error.kind === 'timeout') {
    return new UploadError('partTimeout');
  }
  if (error instanceof PartError) {
    return error.kind === 'missingEtag'
      ? new UploadError('missingEtag')
      : new UploadError('partsFailed', { status: error.status });
  }
  return toUploadError(error, 'partsFailed', signal);
}

async function uploadParts(
  ctx: RunContext,
  file: File,
  session: OpenSession,
  sealed: SealedSource | null,
): Promise<void> {
  const { parts, urls } = session;
  const ref = { file_id: session.fileId, upload_id: session.uploadId };
  const sending = sendParts({
    blob: file,
    parts,
    concurrency: ctx.config.partConcurrency,
    retry: { retries: ctx.config.partRetries, delayMs: ctx.config.retryDelayMs },
    partTimeoutMs: ctx.config.partTimeoutMs,
    signal: ctx.signal,
    async urlFor(partNumber, signal) {
      const known = urls.get(partNumber);
      if (known) return known;
      const answer = await ctx.transport.refreshUrls({ ...ref, partNumbers: [partNumber] }, signal);
      for (const entry of answer.presigned_urls) urls.set(entry.partNumber, entry.url);
      const url = urls.get(partNumber);
      if (!url) throw new UploadError('partsFailed');
      return url;
    },
    forgetUrl: (partNumber) => urls.delete(partNumber),
    put: (url, body, options) => ctx.transport.put(url, body, {}, options),
    // A sealed part is sealed for each attempt, so at most the parts in flight are held.
    ...(sealed && {
      partBody: async (start, end) => new Blob([await sealed.range(start, end)]),
    }),
    onProgress: (loaded, doneParts) => {
      ctx.reportBytes(loaded);
      ctx.reportParts(doneParts, parts.length);
    },
  });
  // sendParts has reported the parts restored from the server before the stage changes.
  ctx.setStage('uploading');
  await sending.catch((error: unknown) => {
    throw partFailure(error, ctx.signal);
  });
}

export async function runMultipart(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
  sealed: SealedSource | null = null,
): Promise<PublicFileInfo> {
  ctx.setStage('initializing');
  const session = await openSession(ctx, file, fields, sealed);
  const ref = { file_id: session.fileId, upload_id: session.uploadId };
  try {
    await uploadParts(ctx, file, session, sealed);
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
