/** URL-upload fetch failures as HTTP answers: one place, for discovery, relay and server-side fetch. */
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError, badRequest, payloadTooLarge } from '../../errors.js';
import {
  BadUrlError,
  RefusedAddressError,
  SafeFetchError,
  TimeoutError,
  TooLargeError,
} from '../../lib/safe-fetch/index.js';

/** One answer per fetch failure: 400 bad URL, 403 refused address, 413, 502, 504. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof SafeFetchError)) return error;
  if (error instanceof BadUrlError)
    return badRequest('urlUpload.badUrl', { detail: error.message });
  if (error instanceof RefusedAddressError) {
    return new AppError(403, ErrorCode.URL_NOT_ALLOWED, 'urlUpload.privateAddress', {
      host: error.host,
    });
  }
  if (error instanceof TooLargeError) {
    const limit = formatMb(error.limitBytes);
    return error.sizeBytes === null
      ? payloadTooLarge('urlUpload.tooLarge', { limit })
      : payloadTooLarge('urlUpload.tooLargeSized', { size: formatMb(error.sizeBytes), limit });
  }
  if (error instanceof TimeoutError)
    return new AppError(504, ErrorCode.UPSTREAM_TIMEOUT, 'urlUpload.timeout', {
      detail: error.message,
    });
  return new AppError(502, ErrorCode.UPSTREAM_FAILED, 'urlUpload.failed', {
    detail: error.message,
  });
}

const formatMb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
