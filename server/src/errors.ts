/**
 * AppError carries an HTTP status, a stable code and a reason from the error catalogue
 * (@cloudpaste/contracts/error-messages) with its parameters; the error handler renders the message
 * in the request's language. Factories take a reason id, never free text, so every error the
 * server sends has words in each language (the compiler refuses an unknown reason or a missing
 * parameter).
 */
import { ErrorCode } from '@cloudpaste/contracts';
import {
  reasonOfSchemaMessage,
  renderErrorMessage,
  type ErrorLanguage,
  type ErrorParams,
  type ErrorReason,
  type ReasonArgs,
} from '@cloudpaste/contracts/error-messages';
import { z } from 'zod';

export class AppError<R extends ErrorReason = ErrorReason> extends Error {
  readonly params: ErrorParams | undefined;
  readonly headers: Record<string, string> = {};
  /** Parameters that differ by language (a zod message zod itself words in each). */
  private readonly localized: Partial<Record<ErrorLanguage, ErrorParams>> = {};

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly reason: R,
    ...args: ReasonArgs<R>
  ) {
    const params = args[0] as ErrorParams | undefined;
    // `message` is the English text: logs, and callers that read it, see what clients always saw.
    super(renderErrorMessage(reason, params, 'en'));
    this.name = 'AppError';
    this.params = params;
  }

  /** For a reason found at run time (a schema's message), whose parameters the compiler cannot see. */
  static found(
    status: number,
    code: ErrorCode,
    reason: ErrorReason,
    params?: ErrorParams,
  ): AppError {
    return new AppError(
      status,
      code,
      reason,
      ...((params ? [params] : []) as ReasonArgs<ErrorReason>),
    );
  }

  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }

  /** Other parameter values for `language`, for details that come worded per language. */
  withParamsIn(language: ErrorLanguage, params: ErrorParams): this {
    this.localized[language] = params;
    return this;
  }

  paramsIn(language: ErrorLanguage): ErrorParams | undefined {
    return this.localized[language] ?? this.params;
  }

  messageIn(language: ErrorLanguage): string {
    return renderErrorMessage(this.reason, this.paramsIn(language), language);
  }
}

/** Builds the factory of one status and code. */
const factory =
  (status: number, code: ErrorCode) =>
  <R extends ErrorReason>(reason: R, ...args: ReasonArgs<R>): AppError<R> =>
    new AppError(status, code, reason, ...args);

export const badRequest = factory(400, ErrorCode.BAD_REQUEST);
export const validationFailed = factory(400, ErrorCode.VALIDATION_FAILED);
export const unauthorized = factory(401, ErrorCode.UNAUTHORIZED);
export const forbidden = factory(403, ErrorCode.FORBIDDEN);
export const notFound = factory(404, ErrorCode.NOT_FOUND);
export const conflict = factory(409, ErrorCode.CONFLICT);
export const gone = factory(410, ErrorCode.GONE);
/** A conditional request (If-Match, If-Unmodified-Since, If-None-Match on a write) that does not hold. */
export const preconditionFailed = () =>
  new AppError(412, ErrorCode.PRECONDITION_FAILED, 'http.preconditionFailed');
export const payloadTooLarge = factory(413, ErrorCode.PAYLOAD_TOO_LARGE);
/**
 * Something the request needs cannot be reached now, or this instance is shutting down: nothing was
 * changed and the same request may succeed a few seconds later (docs/DEPLOY.md, "Faults").
 */
export const serviceUnavailable = <R extends ErrorReason>(reason: R, ...args: ReasonArgs<R>) =>
  new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, reason, ...args).withHeaders({
    'Retry-After': '5',
  });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.RATE_LIMITED, 'http.tooManyAttempts', {
    seconds: retryAfterSeconds,
  }).withHeaders({ 'Retry-After': String(retryAfterSeconds) });

/**
 * A message the contracts wrote (a schema's, or a rule's such as storageConfigProblem) as a 400 with
 * its catalogue reason; `field`, when given, is named in front of it.
 */
export function schemaMessageError(
  message: string,
  field = '',
  code: ErrorCode = ErrorCode.VALIDATION_FAILED,
): AppError {
  const known = reasonOfSchemaMessage(message);
  const detail = field ? `${field}: ${message}` : message;
  if (!known) return new AppError(400, code, 'validation.invalid', { detail });
  return AppError.found(400, code, known.reason, field ? { ...known.params, field } : known.params);
}

/** zod's own words in Chinese (a parse context), for the issues no schema words itself. */
export const IN_CHINESE = { error: z.locales.zhCN().localeError };

/**
 * A schema's first issue as a 400. A schema's own message is its catalogue reason; zod's built-in
 * messages pass through as `validation.invalid`, worded by zod in English and, from `inChinese`, in
 * Chinese. Either way the field is named in front when the message does not start with it.
 */
export function issueError(
  error: z.ZodError,
  options: {
    inChinese?: () => z.ZodError | undefined;
    /** The field to name instead of the issue's path ('' for none). */
    at?: string;
    code?: ErrorCode;
  } = {},
): AppError {
  const code = options.code ?? ErrorCode.VALIDATION_FAILED;
  const issue = error.issues[0];
  if (!issue) return new AppError(400, code, 'validation.invalidInput');
  const path = options.at ?? issue.path.join('.');
  // The field goes in front (`params.field`) unless the message already starts with it
  // (`name is required`), and so in both languages.
  const field = path && !issue.message.startsWith(path) ? path : '';
  if (reasonOfSchemaMessage(issue.message)) return schemaMessageError(issue.message, field, code);
  const named: ErrorParams = field ? { field } : {};
  const chinese = options.inChinese?.()?.issues[0]?.message ?? issue.message;
  return new AppError(400, code, 'validation.invalid', {
    ...named,
    detail: issue.message,
  }).withParamsIn('zh', { ...named, detail: chinese });
}
