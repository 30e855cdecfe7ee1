/**
 * Turns a share's content result into the HTTP answer: bytes with Range/conditional headers, a
 * redirect to a storage link, 304 or 416.
 *
 * Share bytes are hostile: they are served with a CSP sandbox (no script runs, the document gets an
 * opaque origin, so an uploaded HTML or SVG file cannot act as this site), `nosniff` (global), and
 * may be framed only by our own pages (the file preview). PDFs are exempt from the sandbox because
 * browsers refuse to render them inside one; their viewer does not run page scripts with our origin.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { AppError } from '../../errors.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { pipedBody } from '../piped-body.js';
import type { AppEnv } from '../types.js';
import type { ContentRequest } from './content-conditions.js';
import type { ContentResult } from './content-result.js';

const SANDBOX =
  "sandbox; default-src 'none'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'unsafe-inline'; frame-ancestors 'self'";
const PDF_POLICY = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

/** The CSP stored bytes are served under: sandboxed, but for PDFs, which browsers will not render so. */
export function contentPolicyFor(mimetype: string): string {
  return mimetype.toLowerCase().startsWith('application/pdf') ? PDF_POLICY : SANDBOX;
}

/** The conditional and range headers of a request for bytes. */
export function contentRequestOf(c: Context): ContentRequest {
  return {
    headOnly: c.req.method === 'HEAD',
    range: c.req.header('Range'),
    ifRange: c.req.header('If-Range'),
    ifNoneMatch: c.req.header('If-None-Match'),
    ifModifiedSince: c.req.header('If-Modified-Since'),
    ifMatch: c.req.header('If-Match'),
    ifUnmodifiedSince: c.req.header('If-Unmodified-Since'),
  };
}

/** What an end-to-end encrypted file share's bytes are (docs/API.md, "End-to-end encrypted shares"). */
export const SEALED_CONTENT_HEADER = 'ciphertext; format=cloudpaste-e2ee-v1';

export function contentResponse(c: Context<AppEnv>, result: ContentResult): Response {
  if ('sealed' in result && result.sealed) c.header('CloudPaste-Encryption', SEALED_CONTENT_HEADER);
  if (result.kind === 'redirect') {
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(result.location, 302);
  }
  if (result.kind === 'unsatisfiable') {
    throw new AppError(416, ErrorCode.BAD_REQUEST, 'http.rangeNotSatisfiable').withHeaders({
      'Content-Range': `bytes */${result.size}`,
    });
  }

  c.header('Cache-Control', 'private, no-cache');
  if (result.etag) c.header('ETag', result.etag);
  c.header('Last-Modified', result.lastModified.toUTCString());
  if (result.kind === 'not-modified') return c.body(null, 304);

  c.header('Content-Security-Policy', contentPolicyFor(result.mimetype));
  c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Content-Type', result.mimetype);
  c.header('Content-Disposition', contentDisposition(result.disposition, result.filename));
  c.header('Accept-Ranges', 'bytes');
  if (result.kind === 'head') {
    c.header('Content-Length', String(result.size));
    return c.body(null, 200);
  }
  if (result.range) {
    c.header('Content-Range', `bytes ${result.range.start}-${result.range.end}/${result.size}`);
    c.header('Content-Length', String(result.range.end - result.range.start + 1));
    return pipedBody(c, 206, result.body);
  }
  c.header('Content-Length', String(result.size));
  return pipedBody(c, 200, result.body);
}
