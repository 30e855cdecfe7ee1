/**
 * File bodies (downloads) piped from their Node stream straight into the socket under
 * @hono/node-server. Readable.toWeb and node-server's reader loop put two adapters and a promise
 * on every chunk, which held a proxied S3 download to two thirds of a direct one (bench/storage).
 *
 * A route answers `pipedBody(c, status, body)`: a Response whose web body reads the Node stream
 * only if something pulls it, the Node stream noted on the request's bindings. `servePipedBodies`
 * wraps the app's fetch for node-server: when the app's final answer (every middleware's headers
 * added, the request logged) still carries that web body, it writes the answer's head, pipes the
 * Node stream into the ServerResponse and tells node-server the answer is sent; the web body is
 * never read. Without the wrapper (app.request in tests) the web body is the answer, as usual.
 * No middleware layer is added to any request.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { nodeBindingsOf, type NodeBindings } from './node-bindings.js';

const PIPED = Symbol('piped body');

interface Piped {
  node: Readable;
  web: ReadableStream<Uint8Array>;
}

type Bindings = (NodeBindings & { [PIPED]?: Piped }) | undefined;

export function pipedBody(c: Context, status: ContentfulStatusCode, body: Readable): Response {
  const web = webBodyOf(body);
  const bindings: Bindings = nodeBindingsOf(c);
  if (bindings) bindings[PIPED] = { node: body, web };
  return c.body(web, status);
}

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** The app's fetch for node-server, sending piped bodies from the socket (see above). */
export function servePipedBodies(fetch: Fetch, logger: Logger): Fetch {
  return async (request, env) => {
    const response = await fetch(request, env);
    const bindings = env as Bindings;
    const piped = bindings?.[PIPED];
    if (!piped) return response;
    const outgoing = bindings?.outgoing;
    // An error after the body was set aside answered otherwise, and HEAD sends no body.
    if (response.body !== piped.web) {
      piped.node.destroy();
      return response;
    }
    if (!outgoing || outgoing.headersSent) return response;
    outgoing.writeHead(response.status, headObject(response.headers));
    pipeline(piped.node, outgoing, (error) => {
      // A client that goes away mid-download is not the server's trouble.
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        logger.warn({ err: error, path: new URL(request.url).pathname }, 'a piped body failed');
    });
    return RESPONSE_ALREADY_SENT;
  };
}

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
