/**
 * The one error handler: AppErrors, HTTP exceptions, storage errors and an unreachable database (503)
 * as envelopes; anything else a logged 500. Each envelope names its catalogue `reason` (and `params`), and its `message` is in
 * the language the request's Accept-Language asks for (docs/API.md).
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../lib/database-errors.js';
import { AppError, serviceUnavailable } from '../errors.js';
import { storageAppError } from '../item-failure.js';
import { StorageError } from '../storage/driver.js';
import { errorLanguageOf } from '../http/accept-language.js';
import { errorEnvelope } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) return answer(c, error);
  if (error instanceof HTTPException) {
    const status = error.status;
    const failure =
      status === 413
        ? new AppError(status, codeFor(status), 'http.bodyTooLarge')
        : error.message
          ? new AppError(status, codeFor(status), 'http.failed', { detail: error.message })
          : new AppError(status, codeFor(status), 'http.requestFailed');
    return answer(c, failure);
  }
  if (error instanceof StorageError) return storageFailure(error, c);
  if (isDatabaseUnavailable(error)) {
    c.get('logger')?.warn({ err: error }, 'database unavailable');
    return answer(c, serviceUnavailable('http.databaseUnavailable'));
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return answer(c, new AppError(500, ErrorCode.INTERNAL, 'http.internal'));
}

function answer(c: Context<AppEnv>, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const language = errorLanguageOf(c.req.header('accept-language'));
  return c.json(errorEnvelope(error, language), error.status as ContentfulStatusCode);
}

/** A storage's refusal that no service turned into an answer of its own (item-failure.ts maps it). */
function storageFailure(error: StorageError, c: Context<AppEnv>): Response {
  const failure = storageAppError(error);
  if (failure.status >= 500) c.get('logger')?.warn({ err: error }, 'storage failed');
  return answer(c, failure);
}

function codeFor(status: number): ErrorCode {
  if (status === 413) return ErrorCode.PAYLOAD_TOO_LARGE;
  if (status === 401) return ErrorCode.UNAUTHORIZED;
  if (status === 404) return ErrorCode.NOT_FOUND;
  return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
}
