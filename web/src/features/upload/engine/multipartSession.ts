/**
 * Opening a multipart upload: continue the stored session for this file when the server still
 * has it (list-parts marks the parts it holds completed, fresh URLs are fetched for the rest), or
 * initialise a new one and remember it for a later resume.
 */
import { uploadMimetypeOf } from '@cloudpaste/contracts';
import { presentFields, type RunContext, type ShareFields } from './context';
import { statusOf, toUploadError } from './errors';
import { planParts, restoreListedParts, type PartState } from '../../../lib/transfer/multipartPlan';
import type { ResumeSession } from './resumeStore';

/** A sealed upload's stream (contracts/src/e2ee/parts.ts): its length and any range of it. */
export interface SealedSource {
  size: number;
  range(start: number, end: number): Promise<Uint8Array<ArrayBuffer>>;
}

export interface OpenSession {
  fileId: string;
  uploadId: string;
  parts: PartState[];
  /** Presigned URL per part number; missing ones are fetched with refresh-urls. */
  urls: Map<number, string>;
}

function urlMap(urls: { partNumber: number; url: string }[]): Map<number, string> {
  return new Map(urls.map((entry) => [entry.partNumber, entry.url]));
}

/** The server answered about the session itself (gone, not ours, invalid): start over. */
function isSessionRefused(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function resume(
  ctx: RunContext,
  file: File,
  saved: ResumeSession,
): Promise<OpenSession | null> {
  const ref = { file_id: saved.fileId, upload_id: saved.uploadId };
  try {
    const listed = await ctx.transport.listParts(ref, ctx.signal);
    const parts = restoreListedParts(planParts(file.size, saved.partSize), listed.parts);
    const missing = parts.filter((p) => p.status !== 'completed').map((p) => p.partNumber);
    const urls =
      missing.length === 0
        ? new Map<number, string>()
        : urlMap(
            (await ctx.transport.refreshUrls({ ...ref, partNumbers: missing }, ctx.signal))
              .presigned_urls,
          );
    ctx.markResumed();
    return { fileId: saved.fileId, uploadId: saved.uploadId, parts, urls };
  } catch (error) {
    if (!isSessionRefused(error) || ctx.signal.aborted) {
      throw toUploadError(error, 'multipartInit', ctx.signal);
    }
    ctx.resume.remove(saved.fileId);
    return null;
  }
}

export async function openSession(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
  sealed: SealedSource | null = null,
): Promise<OpenSession> {
  if (sealed) return initSession(ctx, file, fields, sealed);
  // Where the file goes: a saved session resumes only there, since its init chose the object's key.
  const storageConfigId = fields.path
    ? `${fields.s3_config_id ?? ''}/${fields.path}`
    : (fields.s3_config_id ?? '');
  const identity = { name: file.name, size: file.size, lastModified: file.lastModified };
  const saved = ctx.resume.find(identity, storageConfigId, ctx.now());
  if (saved) {
    const resumed = await resume(ctx, file, saved);
    if (resumed) return resumed;
  }

  const session = await initSession(ctx, file, fields, null);
  ctx.resume.save({
    ...identity,
    storageConfigId,
    fileId: session.fileId,
    uploadId: session.uploadId,
    partSize: session.partSize,
    partCount: session.parts.length,
    createdAt: ctx.now(),
  });
  return session;
}

/**
 * A new session. A sealed one sends the sealed stream's length and is never saved for a resume:
 * its link key lives only in this page's memory (docs/ENCRYPTION.md, "File shares").
 */
async function initSession(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
  sealed: SealedSource | null,
): Promise<OpenSession & { partSize: number }> {
  const size = sealed?.size ?? file.size;
  const type = sealed
    ? { mimetype: 'application/octet-stream', encrypted: true }
    : { mimetype: uploadMimetypeOf(file.name, file.type) };
  const init = await ctx.transport
    .multipartInit({ ...presentFields(fields), filename: file.name, size, ...type }, ctx.signal)
    .catch((error: unknown) => {
      throw toUploadError(error, 'multipartInit', ctx.signal);
    });
  return {
    fileId: init.file_id,
    uploadId: init.upload_id,
    partSize: init.part_size,
    parts: planParts(size, init.part_size),
    urls: urlMap(init.presigned_urls),
  };
}
