/**
 * SDK failures as storage errors: missing keys and uploads -> StorageNotFoundError, unsatisfiable
 * ranges -> StorageRangeError, everything else StorageError with a message an admin can act on.
 * Messages are built here (never the SDK's raw text with request details) and credentials are
 * scrubbed from whatever the server said.
 */
import {
  StorageDeniedError,
  StorageError,
  StorageNotFoundError,
  StorageRangeError,
  StorageUnavailableError,
} from '../../driver.js';

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound', 'NoSuchUpload']);
const ACCESS = new Set([
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
]);
const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

export function isNotFound(error: unknown): boolean {
  const e = error as SdkError;
  return NOT_FOUND.has(e?.name ?? '') || e?.$metadata?.httpStatusCode === 404;
}

/** `what` names the operation and key, e.g. `get "a.txt"`. */
export function toStorageError(error: unknown, what: string, secrets: readonly string[]): Error {
  if (error instanceof StorageError) return error;
  const e = (error ?? {}) as SdkError;
  if (e.name === 'AbortError') return error as Error;
  const status = e.$metadata?.httpStatusCode;
  const name = e.name ?? 'Error';
  if (name === 'NoSuchBucket') return new StorageError(`${what}: the bucket does not exist`);
  if (isNotFound(error)) return new StorageNotFoundError(`${what}: not found`);
  if (name === 'InvalidRange' || status === 416) {
    return new StorageRangeError(`${what}: the range is outside the object`);
  }
  if (ACCESS.has(name) || status === 403) {
    return new StorageDeniedError(
      `${what}: the storage refused access (${name}); check the access key, secret and bucket permissions`,
    );
  }
  if (NETWORK.has(e.code ?? '') || NETWORK.has(name)) {
    return new StorageUnavailableError(
      `${what}: cannot reach the storage endpoint (${e.code ?? name})`,
    );
  }
  if (name === 'TimeoutError' || name === 'RequestTimeout') {
    return new StorageUnavailableError(`${what}: the storage did not answer in time`);
  }
  const detail = scrub(e.message ?? '', secrets);
  return new StorageError(
    `${what}: storage request failed (${name}${status ? `, HTTP ${status}` : ''})${detail ? `: ${detail}` : ''}`,
  );
}

function scrub(message: string, secrets: readonly string[]): string {
  let clean = message.slice(0, 300);
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('***');
  return clean;
}
