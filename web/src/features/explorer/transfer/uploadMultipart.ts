/**
 * A large file into a mount in 5 MiB parts: three at a time, each retried with a growing
 * delay; a part without a readable ETag fails the upload. An interrupted upload stays on the server
 * for a resume; a cancelled one is aborted there.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { sendParts } from '../../../lib/transfer/sendParts';
import { TransferError } from '../../../lib/transfer/xhr';
import { TaskFailure } from '../tasks/taskError';
import type { FileRun } from './config';
import { openFsSession } from './multipartSession';

export async function uploadMultipart(run: FileRun, folder: string, file: File): Promise<FsItem> {
  const { transport, signal, config } = run;
  const session = await openFsSession(run, folder, file);
  const ref = { path: folder, uploadId: session.uploadId, fileName: file.name };
  const { parts, urls } = session;
  try {
    const sending = sendParts({
      blob: file,
      parts,
      concurrency: config.partConcurrency,
      retry: { retries: config.partRetries, delayMs: config.retryDelayMs },
      partTimeoutMs: config.partTimeoutMs,
      signal,
      async urlFor(partNumber, partSignal) {
        const known = urls.get(partNumber);
        if (known) return known;
        const answer = await transport.refreshUrls(
          { ...ref, partNumbers: [partNumber] },
          partSignal,
        );
        for (const entry of answer.presignedUrls) urls.set(entry.partNumber, entry.url);
        const url = urls.get(partNumber);
        if (!url) throw new Error(`no URL for part ${partNumber}`);
        return url;
      },
      forgetUrl: (partNumber) => urls.delete(partNumber),
      put: (url, body, options) => transport.put(url, body, {}, options),
      onProgress: (loaded) => run.onBytes(loaded),
    });
    run.onUploading();
    await sending.catch((error: unknown) => {
      const isPartTimeout = error instanceof TransferError && error.kind === 'timeout';
      throw isPartTimeout ? new TaskFailure({ kind: 'partTimeout' }) : error;
    });
    const completed = parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag ?? '' }));
    return await transport.complete({ ...ref, parts: completed, fileSize: file.size }, signal);
  } catch (error) {
    if (run.isUserCancel()) void transport.abort(ref).catch(() => undefined);
    throw error;
  }
}
