/**
 * A request's body as a Node stream, for the routes that stream uploads (forms, WebDAV PUT, local
 * presigned PUT). Under @hono/node-server the socket's own IncomingMessage is taken as it is when
 * nothing has read from it yet: going through the web stream @hono/node-server makes of it and
 * back with Readable.fromWeb put two adapters and a promise per chunk on every uploaded byte.
 * Elsewhere (app.request in tests, or a body already being read) the web body is converted.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { nodeBindingsOf } from './node-bindings.js';
import { badRequest } from '../errors.js';

export function requestBody(c: Context): Readable {
  const incoming = nodeBindingsOf(c)?.incoming;
  if (incoming && incoming.readableFlowing === null && !incoming.readableDidRead) return incoming;
  const raw = c.req.raw.body;
  return raw ? Readable.fromWeb(raw as NodeReadableStream<Uint8Array>) : Readable.from([]);
}

/** A Content-Length header as a number; undefined when absent, 400 when it is not a length. */
export function contentLength(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  if (!/^\d{1,16}$/.test(header)) throw badRequest('http.contentLengthInvalid');
  return Number(header);
}
