/**
 * One HTTP request through XMLHttpRequest, the only browser API that reports upload progress.
 * Resolves with any HTTP answer (the caller judges the status); rejects with a TransferError when
 * no answer arrives: network failure, timeout or abort.
 */

export type TransferFailure = 'network' | 'timeout' | 'aborted';

export class TransferError extends Error {
  constructor(readonly kind: TransferFailure) {
    super(kind);
    this.name = 'TransferError';
  }
}

/** What the caller of a transfer decides: when to stop it, how long it may take, who hears progress. */
export interface TransferOptions {
  signal: AbortSignal;
  timeoutMs: number;
  onProgress: (loaded: number) => void;
  /** Every byte is sent; the answer is awaited. */
  onSent?: () => void;
}

/** A PUT of bytes to a presigned URL (absolute, or an app path for local storage). */
export type StoragePut = (
  url: string,
  body: Blob,
  headers: Record<string, string>,
  options: TransferOptions,
) => Promise<XhrResponse>;

export interface XhrRequest {
  method: 'PUT' | 'POST';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Bytes of the body sent so far. */
  onProgress?: (loaded: number) => void;
  /** Every byte of the body is sent; the answer is awaited. */
  onSent?: () => void;
}

export interface XhrResponse {
  status: number;
  statusText: string;
  body: string;
  /** A response header, or null when absent or hidden by CORS (S3 must expose ETag). */
  header(name: string): string | null;
}

export function sendXhr(
  request: XhrRequest,
  create: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new TransferError('aborted'));
      return;
    }
    const xhr = create();
    const onAbort = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', onAbort);

    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => request.onProgress?.(event.loaded);
    xhr.upload.onload = () => request.onSent?.();
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: typeof xhr.responseText === 'string' ? xhr.responseText : '',
        header: (name) => xhr.getResponseHeader(name),
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new TransferError('network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new TransferError('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(new TransferError('aborted'));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });
}

/** The ETag as the storage sent it (quotes kept: complete echoes it back), or null when missing. */
export function readEtag(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.replace(/^(W\/)?"|"$/g, '') === '' ? null : trimmed;
}
