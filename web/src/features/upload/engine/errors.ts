/**
 * Why an upload failed, as the engine knows it. The kind says which step failed; `status` and
 * `cause` carry what the server or storage answered. Messages are chosen (and translated) by
 * uploadErrorMessage.ts, so the engine stays free of i18n.
 */
import { TransferError } from '../../../lib/transfer/xhr';

export type UploadErrorKind =
  /** The user cancelled. */
  | 'cancelled'
  /** No answer: offline, DNS, CORS, connection reset. */
  | 'network'
  /** The whole transfer took longer than the upload timeout. */
  | 'timeout'
  /** Bigger than the server's max upload size (checked before sending). */
  | 'tooLarge'
  /** POST /s3/presign failed. */
  | 'presign'
  /** POST /s3/multipart/init failed. */
  | 'multipartInit'
  /** The storage answered a PUT with a non-2xx status. */
  | 'uploadStatus'
  /** A multipart part was stored but its ETag could not be read. */
  | 'missingEtag'
  /** A part still failed after its retries. */
  | 'partsFailed'
  /** A part took longer than the part timeout, on every attempt. */
  | 'partTimeout'
  /** Another API call failed (commit, complete, direct upload): see status and cause. */
  | 'api'
  /** A URL upload could not fetch its source, directly or through the proxy. */
  | 'download'
  /** Encryption in the browser was asked for a URL, which the server may fetch itself. */
  | 'sealedUrl';

export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  /** HTTP status of the failed answer, when there was one. */
  readonly status?: number;

  constructor(kind: UploadErrorKind, options: { status?: number; cause?: unknown } = {}) {
    super(messageOf(options.cause) || kind, { cause: options.cause });
    this.name = 'UploadError';
    this.kind = kind;
    this.status = options.status ?? statusOf(options.cause);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** HTTP status carried by an error (the api client's ApiError has one); 0 means no answer. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Any failure of a step as an UploadError: cancellations stay cancellations, transfers that got no
 * answer become network or timeout errors, and failed API calls become `kind` with their status.
 */
export function toUploadError(error: unknown, kind: UploadErrorKind, signal?: AbortSignal) {
  if (error instanceof UploadError) return error;
  if (signal?.aborted) return new UploadError('cancelled');
  if (error instanceof TransferError) {
    return new UploadError(error.kind === 'aborted' ? 'cancelled' : error.kind);
  }
  return new UploadError(kind, { cause: error });
}
