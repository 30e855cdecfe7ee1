/** AppError carries an HTTP status, a stable code and a message; the error handler renders it. */
import { ErrorCode } from '@cloudpaste/contracts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, ErrorCode.BAD_REQUEST, message);
export const validationFailed = (message: string) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, message);
export const unauthorized = (message = 'unauthorized, please log in', code: ErrorCode = ErrorCode.UNAUTHORIZED) =>
  new AppError(401, code, message);
export const forbidden = (message = 'forbidden', code: ErrorCode = ErrorCode.FORBIDDEN) =>
  new AppError(403, code, message);
export const notFound = (message = 'not found') => new AppError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(409, ErrorCode.CONFLICT, message);
export const gone = (message: string) => new AppError(410, ErrorCode.GONE, message);
/** A conditional request (If-Match, If-Unmodified-Since, If-None-Match on a write) that does not hold. */
export const preconditionFailed = (message = 'precondition failed') =>
  new AppError(412, ErrorCode.PRECONDITION_FAILED, message);
export const payloadTooLarge = (message: string) =>
  new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.RATE_LIMITED, `too many attempts, retry in ${retryAfterSeconds} s`, {
    'Retry-After': String(retryAfterSeconds),
  });
