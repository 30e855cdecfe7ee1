/** Builds the JSON envelope `{code, message, data, success}`; `code` is the HTTP status. */
import type { Envelope } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppError } from '../errors.js';
import type { ErrorLanguage } from '@cloudpaste/contracts/error-messages';
import { compressible } from './compression.js';
import { piecesBody } from './pieces-body.js';

export function envelope<T>(status: number, data: T, message: string): Envelope<T> {
  return { code: status, message, data, success: status >= 200 && status < 300 };
}

/** An error's envelope in `language`: its message, code, catalogue reason and parameters. */
export function errorEnvelope(error: AppError, language: ErrorLanguage) {
  const params = error.paramsIn(language);
  return {
    ...envelope(error.status, null, error.messageIn(language)),
    error: error.code,
    reason: error.reason,
    ...(params ? { params } : {}),
  };
}

export function ok<T>(
  c: Context,
  data: T,
  message = 'success',
  status: ContentfulStatusCode = 200,
) {
  return c.json(envelope(status, data, message), status);
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const openingOf = (message: string) => `{"code":200,"message":${JSON.stringify(message)},"data":`;
const CLOSING = ',"success":true}';

/**
 * A 200 envelope around data serialized already, in pieces (a folder listing of thousands of
 * entries, made while the client receives): the same JSON `ok` sends for that data, compressed
 * when large and the client accepts it. `contentKey` names data sent often unchanged (its ETag),
 * whose compressed copy is then made once (http/compression.ts).
 */
export function okPieces(
  c: Context,
  dataPieces: Iterable<string>,
  message = 'success',
  contentKey?: string,
) {
  c.header('content-type', 'application/json');
  const body = piecesBody(dataPieces, openingOf(message), CLOSING);
  return compressible(c, body, 200, contentKey === undefined ? undefined : message + contentKey);
}

/**
 * `ok` with one field of `data` serialized already: `json` is that field's JSON (a share's content,
 * escaped once while the share is read often). The same JSON `ok` sends, with that field last.
 * Without `json`, `ok`.
 */
export function okWithSerialized<T extends object>(
  c: Context,
  data: T,
  field: keyof T & string,
  json: string | undefined,
) {
  if (json === undefined) return ok(c, data);
  const others = JSON.stringify({ ...data, [field]: undefined });
  const separator = others === '{}' ? '' : ',';
  const dataJson = `${others.slice(0, -1)}${separator}${JSON.stringify(field)}:${json}}`;
  return c.body(`${openingOf('success')}${dataJson}${CLOSING}`, 200, JSON_TYPE);
}

export function created<T>(c: Context, data: T, message = 'created') {
  return ok(c, data, message, 201);
}
