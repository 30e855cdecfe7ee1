/**
 * A small file into a mount: presign, PUT straight to storage with the signed headers, commit (the
 * server checks size and ETag). When the browser cannot reach the storage at all (no CORS for this
 * site, a private endpoint), the file is streamed through the server instead.
 */
import { uploadMimetypeOf, type FsItem } from '@cloudpaste/contracts';
import { readEtag, TransferError } from '../../../lib/transfer/xhr';
import { TaskFailure } from '../tasks/taskError';
import type { FileRun } from './config';

/** Local storage signs app URLs: they fail for the same reasons the fallback would. */
const isAppUrl = (url: string) => url.startsWith('/api/');

function streamThroughServer(run: FileRun, folder: string, file: File): Promise<FsItem> {
  run.onBytes(0);
  return run.transport.stream(folder, file, {
    signal: run.signal,
    timeoutMs: run.config.uploadTimeoutMs,
    onProgress: run.onBytes,
  });
}

export async function uploadSmall(run: FileRun, folder: string, file: File): Promise<FsItem> {
  const { transport, signal } = run;
  const contentType = uploadMimetypeOf(file.name, file.type);
  const presigned = await transport.presign(
    { path: folder, fileName: file.name, fileSize: file.size, contentType },
    signal,
  );
  run.onUploading();
  let response;
  try {
    response = await transport.put(
      presigned.presignedUrl,
      file,
      { 'Content-Type': presigned.contentType || contentType, ...presigned.headers },
      { signal, timeoutMs: run.config.uploadTimeoutMs, onProgress: run.onBytes },
    );
  } catch (error) {
    const isUnreachable = error instanceof TransferError && error.kind === 'network';
    if (isUnreachable && !isAppUrl(presigned.presignedUrl)) {
      return streamThroughServer(run, folder, file);
    }
    throw error;
  }
  if (response.status < 200 || response.status >= 300) {
    throw new TaskFailure({ kind: 'storageStatus', status: response.status });
  }
  run.onBytes(file.size);
  const etag = readEtag(response.header('ETag')) ?? undefined;
  return transport.commit({ targetPath: presigned.targetPath, fileSize: file.size, etag }, signal);
}
