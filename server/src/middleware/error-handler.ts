/** The one error handler: AppErrors, HTTP exceptions and storage errors as envelopes; anything else a logged 500. */
import { ErrorCode } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../errors.js';
import {
  InvalidKeyError,
  StorageError,
  StorageNotFoundError,
  StorageRangeError,
} from '../storage/driver.js';
import { envelope } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ ...envelope(error.status, null, error.message), error: error.code }, error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'request body is too large' : error.message || 'request failed';
    return c.json({ ...envelope(status, null, message), error: codeFor(status) }, status as ContentfulStatusCode);
  }
  if (error instanceof StorageError) return storageFailure(error, c);
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return c.json({ ...envelope(500, null, 'internal server error'), error: ErrorCode.INTERNAL }, 500);
}

/**
 * A storage's refusal that no service turned into an answer of its own: a key it cannot hold is the
 * request's fault (400), a missing object 404, a range past the end 416; anything else is the
 * storage failing (502), with the driver's message, which never carries credentials.
 */
function storageFailure(error: StorageError, c: Context<AppEnv>): Response {
  const [status, code] =
    error instanceof InvalidKeyError
      ? ([400, ErrorCode.BAD_REQUEST] as const)
      : error instanceof StorageNotFoundError
        ? ([404, ErrorCode.NOT_FOUND] as const)
        : error instanceof StorageRangeError
          ? ([416, ErrorCode.BAD_REQUEST] as const)
          : ([502, ErrorCode.UPSTREAM_FAILED] as const);
  if (status === 502) c.get('logger')?.warn({ err: error }, 'storage failed');
  return c.json({ ...envelope(status, null, error.message), error: code }, status);
}

function codeFor(status: number): ErrorCode {
  if (status === 413) return ErrorCode.PAYLOAD_TOO_LARGE;
  if (status === 401) return ErrorCode.UNAUTHORIZED;
  if (status === 404) return ErrorCode.NOT_FOUND;
  return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
}
