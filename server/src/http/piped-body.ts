/**
 * File bodies (downloads) piped from their Node stream straight into the socket under
 * @hono/node-server. Readable.toWeb and node-server's reader loop put two adapters and a promise
 * on every chunk, which held a proxied S3 download to two thirds of a direct one (bench/storage).
 *
 * A route answers `pipedBody(c, status, body)`: a Response whose web body reads the Node stream
 * only if something pulls it, the Node stream also kept on the context. `sendPipedBodies`, the
 * outermost middleware, then writes the answer's head once every other layer has added its headers
 * (and the request was logged with its real status), pipes the Node stream into the ServerResponse,
 * and tells node-server the answer is sent; the web body is never read. Without a ServerResponse
 * (app.request in tests, a route app on its own) the web body is the answer, as usual.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './types.js';

export function pipedBody(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: Readable,
): Response {
  c.set('pipedBody', body);
  return c.body(webBodyOf(body), status);
}

export const sendPipedBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const body = c.get('pipedBody');
  if (!body) return;
  // An error after the body was set aside answers with the error instead; HEAD sends no body.
  if (c.error || c.req.method === 'HEAD') {
    body.destroy();
    return;
  }
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.headersSent) return;
  outgoing.writeHead(c.res.status, headObject(c.res.headers));
  pipeline(body, outgoing, (error) => {
    // A client that goes away mid-download is not the server's trouble.
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      c.var.logger.warn({ err: error }, 'a piped body failed');
  });
  // The setter merges a new answer into the old one; undefined first makes it take this one as is.
  c.res = undefined;
  c.res = RESPONSE_ALREADY_SENT;
};

/** A web stream of `body` that starts reading it only when first pulled. */
function webBodyOf(body: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(body) as ReadableStream<Uint8Array>).getReader();
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel(reason) {
        if (reader) return reader.cancel(reason);
        body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function headObject(headers: Headers): OutgoingHttpHeaders {
  const head: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') head[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) head['set-cookie'] = cookies;
  return head;
}
