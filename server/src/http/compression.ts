/**
 * Large answers compressed when the client asks for it (Accept-Encoding). A folder listing of
 * 10,000 entries is megabytes of JSON or WebDAV XML whose entries differ in a few characters:
 * brotli or gzip at their fast settings shrink it 50-fold in a few milliseconds, off the event loop
 * when it is streamed: gzip a piece at a time while the next is made (http/gzip-pieces.ts), brotli
 * through a zlib stream. Answers under MIN_COMPRESSED_BYTES go as they are: for them compressing
 * costs more than it saves. rclone, browsers and Node's fetch ask for gzip; browsers over HTTPS
 * for brotli too, which is preferred at equal weight.
 *
 * Not hono's compress() (which serves the web app's files, routes/spa.routes.ts): it has no brotli
 * and no level, and would put a web stream over the Node stream that pipedBody sends as it is.
 */
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { brotliCompressSync, constants, createBrotliCompress, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { compressedOnce } from './compressed-bodies.js';
import { gzipPieces } from './gzip-pieces.js';
import type { Piece } from './pieces-body.js';
import { pipedBody } from './piped-body.js';

export type BodyEncoding = 'br' | 'gzip';

/** Ours, in order of preference. */
const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];
const IDENTITY = 'identity';
export const MIN_COMPRESSED_BYTES = 1024;

// The fastest brotli; gzip's level 3 makes its output quicker to inflate than level 1 at about
// the same cost (a 7 MB PROPFIND answer: 9 ms to deflate, 9 ms to inflate, 145 KB).
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_OPTIONS = { level: 3 };

/** The highest-weighted encoding of ours that the client accepts; a tie goes to our preference. */
const preferred: NonNullable<Parameters<typeof accepts>[1]['match']> = (accepted, config) => {
  let best = config.default;
  let bestWeight = 0;
  for (const encoding of config.supports) {
    const weight = accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
};

export function encodingFor(c: Context): BodyEncoding | undefined {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: ENCODINGS,
    default: IDENTITY,
    match: preferred,
  });
  return chosen === IDENTITY ? undefined : (chosen as BodyEncoding);
}

/**
 * The answer with `body`, compressed in the encoding the client prefers when it is large enough
 * (a stream always is); headers set on `c` beforehand are kept. `contentKey`, for a whole body
 * sent often unchanged, names its exact bytes (a hash): its compressed copy is then made once
 * (http/compressed-bodies.ts).
 */
export function compressible(
  c: Context,
  body: Piece | ReadableStream<Uint8Array>,
  status: ContentfulStatusCode = 200,
  contentKey?: string,
): Response {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = encodingFor(c);
  const whole = !(body instanceof ReadableStream);
  // A text's length counts characters, not bytes: a bound good enough for a threshold.
  const small = whole && body.length < MIN_COMPRESSED_BYTES;
  if (!encoding || small) return c.body(body, status);
  c.header('Content-Encoding', encoding);
  if (whole) {
    const compress = () => {
      const compressed =
        encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
      return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.length);
    };
    const bytes =
      contentKey === undefined ? compress() : compressedOnce(`${encoding}:${contentKey}`, compress);
    return c.body(bytes, status);
  }
  if (encoding === 'gzip')
    return c.body(gzipPieces(body as AsyncIterable<Uint8Array>, GZIP_OPTIONS.level), status);
  const compressor = createBrotliCompress(BROTLI_OPTIONS);
  // A failure while the body is made ends the compressed answer too (the client sees it cut).
  pipeline(Readable.fromWeb(body as NodeWebStream<Uint8Array>), compressor, () => {});
  return pipedBody(c, status, compressor);
}
