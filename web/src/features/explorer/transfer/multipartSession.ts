/**
 * Opening a multipart upload into a folder: continue the caller's unfinished upload of a file of the
 * same name and size when the server still has one (list-uploads, then list-parts: the parts it
 * holds count as done and only the others get URLs), or start a new one.
 */
import { uploadMimetypeOf, type PresignedPartUrl } from '@cloudpaste/contracts';
import { planParts, restoreListedParts, type PartState } from '../../../lib/transfer/multipartPlan';
import type { FileRun } from './config';

export interface FsSession {
  uploadId: string;
  parts: PartState[];
  /** Presigned URL per part number; missing ones are signed on demand (refresh-urls). */
  urls: Map<number, string>;
}

const urlMap = (urls: PresignedPartUrl[]) => new Map(urls.map((u) => [u.partNumber, u.url]));

/** The server answered about the session itself (gone, not ours): start a new one instead. */
function isRefused(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

async function resume(run: FileRun, folder: string, file: File): Promise<FsSession | null> {
  const { transport, signal } = run;
  // Nothing to resume is no reason to fail the upload: the init below says what is wrong.
  const open = await transport.listUploads(folder, signal).catch(() => ({ uploads: [] }));
  const candidate = open.uploads
    .filter((u) => u.fileName === file.name && u.fileSize === file.size)
    .sort((a, b) => b.initiated.localeCompare(a.initiated))[0];
  if (!candidate) return null;
  const ref = { path: folder, uploadId: candidate.uploadId, fileName: file.name };
  try {
    const listed = await transport.listParts(ref, signal);
    const parts = restoreListedParts(planParts(file.size, run.config.partSize), listed.parts);
    const missing = parts.filter((p) => p.status !== 'completed').map((p) => p.partNumber);
    const urls =
      missing.length === 0
        ? new Map<number, string>()
        : urlMap(
            (await transport.refreshUrls({ ...ref, partNumbers: missing }, signal)).presignedUrls,
          );
    return { uploadId: candidate.uploadId, parts, urls };
  } catch (error) {
    if (signal.aborted || !isRefused(error)) throw error;
    return null;
  }
}

export async function openFsSession(run: FileRun, folder: string, file: File): Promise<FsSession> {
  const resumed = await resume(run, folder, file);
  if (resumed) return resumed;
  const init = await run.transport.multipartInit(
    {
      path: folder,
      fileName: file.name,
      fileSize: file.size,
      contentType: uploadMimetypeOf(file.name, file.type),
    },
    run.signal,
  );
  return {
    uploadId: init.uploadId,
    parts: planParts(file.size, init.partSize),
    urls: urlMap(init.presignedUrls),
  };
}
