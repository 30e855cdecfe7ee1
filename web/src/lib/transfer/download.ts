/**
 * Reads a storage link into a Blob, reporting bytes as they arrive, for copies the browser carries
 * between storages. XMLHttpRequest with a Blob response leaves the bytes to the browser,
 * which keeps large ones out of the page's heap (Chromium spills them to disk), and a Blob is what
 * the upload that follows can send with progress.
 */
import { TransferError } from './xhr';

export interface DownloadOptions {
  signal: AbortSignal;
  timeoutMs: number;
  onProgress: (loaded: number) => void;
}

/** The storage answered the GET with a status other than 2xx. */
export class DownloadStatusError extends Error {
  constructor(readonly status: number) {
    super(`download failed: ${status}`);
    this.name = 'DownloadStatusError';
  }
}

export function downloadBlob(
  url: string,
  options: DownloadOptions,
  create: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      reject(new TransferError('aborted'));
      return;
    }
    const xhr = create();
    const onAbort = () => xhr.abort();
    const fail = (error: Error) => {
      options.signal.removeEventListener('abort', onAbort);
      reject(error);
    };
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    xhr.timeout = options.timeoutMs;
    xhr.onprogress = (event) => options.onProgress(event.loaded);
    xhr.onload = () => {
      options.signal.removeEventListener('abort', onAbort);
      if (xhr.status < 200 || xhr.status >= 300) reject(new DownloadStatusError(xhr.status));
      else resolve(xhr.response as Blob);
    };
    xhr.onerror = () => fail(new TransferError('network'));
    xhr.ontimeout = () => fail(new TransferError('timeout'));
    xhr.onabort = () => fail(new TransferError('aborted'));
    options.signal.addEventListener('abort', onAbort, { once: true });
    xhr.send();
  });
}
