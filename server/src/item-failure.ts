/**
 * What one item of a batch answer says when it failed: the English sentence clients always read in
 * `error`, and, when the failure is one the catalogue knows, its `reason` and `params`, so the web
 * shows it in the interface's language (docs/API.md, "Errors").
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { ErrorParams, ErrorReason } from '@cloudpaste/contracts/error-messages';
import { AppError, serviceUnavailable } from './errors.js';
import {
  InvalidKeyError,
  StorageError,
  StorageFullError,
  StorageNotFoundError,
  StorageRangeError,
  StorageUnavailableError,
} from './storage/driver.js';

export interface ItemFailure {
  error: string;
  reason?: ErrorReason;
  params?: ErrorParams;
}

/**
 * A storage's refusal as the answer a client gets: a key it cannot hold is the request's fault (400),
 * a missing object 404, a range past the end 416, a storage out of room 507, one that cannot be
 * reached 503 (docs/DEPLOY.md, "Faults"); anything else is the storage failing (502), with the
 * driver's message, which never carries credentials.
 */
export function storageAppError(error: StorageError): AppError {
  const detail = { detail: error.message };
  if (error instanceof InvalidKeyError)
    return new AppError(400, ErrorCode.BAD_REQUEST, 'storage.invalidKey', detail);
  if (error instanceof StorageNotFoundError)
    return new AppError(404, ErrorCode.NOT_FOUND, 'storage.objectNotFound', detail);
  if (error instanceof StorageRangeError)
    return new AppError(416, ErrorCode.BAD_REQUEST, 'storage.rangeInvalid', detail);
  if (error instanceof StorageFullError)
    return new AppError(507, ErrorCode.STORAGE_INSUFFICIENT, 'storage.full');
  if (error instanceof StorageUnavailableError)
    return serviceUnavailable('storage.unavailable', detail);
  return new AppError(502, ErrorCode.UPSTREAM_FAILED, 'storage.failed', detail);
}

/** One item's failure, whatever was thrown. */
export function itemFailure(thrown: unknown): ItemFailure {
  const known =
    thrown instanceof AppError
      ? thrown
      : thrown instanceof StorageError
        ? storageAppError(thrown)
        : null;
  if (!known) return { error: thrown instanceof Error ? thrown.message : String(thrown) };
  return {
    error: known.message,
    reason: known.reason,
    ...(known.params ? { params: known.params } : {}),
  };
}
