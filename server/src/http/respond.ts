/** Builds the JSON envelope `{code, message, data, success}`; `code` is the HTTP status. */
import type { Envelope } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
 * A 200 envelope around data serialized already (a cached folder listing of thousands of entries):
 * the same bytes `ok` sends, without serializing the data again.
 */
export function okSerialized(c: Context, dataJson: string, message = 'success') {
  c.header('content-type', 'application/json');
  return c.body(
    `{"code":200,"message":${JSON.stringify(message)},"data":${dataJson},"success":true}`,
  );
}

export function created<T>(c: Context, data: T, message = 'created') {
  return ok(c, data, message, 201);
}
