/** Builds the JSON envelope `{code, message, data, success}`; `code` is the HTTP status. */
import type { Envelope } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { piecesBody } from './pieces-body.js';

export function envelope<T>(status: number, data: T, message: string): Envelope<T> {
  return { code: status, message, data, success: status >= 200 && status < 300 };
}

export function ok<T>(
  c: Context,
  data: T,
  message = 'success',
  status: ContentfulStatusCode = 200,
) {
  return c.json(envelope(status, data, message), status);
}

/**
 * A 200 envelope around data serialized already, in pieces (a folder listing of thousands of
 * entries, made while the client receives): the same bytes `ok` sends for that data.
 */
export function okPieces(c: Context, dataPieces: Iterable<string>, message = 'success') {
  c.header('content-type', 'application/json');
  const open = `{"code":200,"message":${JSON.stringify(message)},"data":`;
  return c.body(piecesBody(dataPieces, open, ',"success":true}'));
}

export function created<T>(c: Context, data: T, message = 'created') {
  return ok(c, data, message, 201);
}
