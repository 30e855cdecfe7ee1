/**
 * HTTP conditional and range rules for serving a share's bytes (RFC 9110 §13, §14), as pure
 * functions of the request headers and the share's validators.
 */
import parseRange from 'range-parser';
import type { ByteRange } from '../../storage/driver.js';

export interface ContentRequest {
  /** A HEAD request: headers only. */
  headOnly?: boolean;
  range?: string | undefined;
  ifRange?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  ifMatch?: string | undefined;
  ifUnmodifiedSince?: string | undefined;
}

export interface Validators {
  /** Strong ETag, quoted; null when unknown. */
  etag: string | null;
  lastModified: Date;
}

/** A stored (bare) ETag as HTTP carries it, quoted; null when there is none. */
export const quotedEtag = (etag: string | null | undefined): string | null =>
  etag ? `"${etag}"` : null;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * What the request's preconditions make of a read (RFC 9110 §13.2.2, in its order): 412 when
 * If-Match names no current ETag (strong compare; `*` matches anything that exists) or, without
 * If-Match, If-Unmodified-Since is older than the last change; else 304 when the client's cached
 * copy is current; else null, and the content is served.
 */
export function readCondition(
  request: ContentRequest,
  v: Validators,
): 'precondition-failed' | 'not-modified' | null {
  if (failsPrecondition(request, v)) return 'precondition-failed';
  return isNotModified(request, v) ? 'not-modified' : null;
}

/**
 * Whether a write's preconditions (RFC 9110 §13.1) fail on what is there now (`v`; null: nothing):
 * If-Match and If-Unmodified-Since must hold, and If-None-Match must not (`*`: nothing may be there).
 */
export function writeFails(request: ContentRequest, v: Validators | null): boolean {
  if (failsPrecondition(request, v)) return true;
  const { ifNoneMatch } = request;
  return ifNoneMatch !== undefined && v !== null && isNotModified({ ifNoneMatch }, v);
}

/** If-Match, or without it If-Unmodified-Since, does not hold for a resource with `v` (null: none). */
export function failsPrecondition(request: ContentRequest, v: Validators | null): boolean {
  if (request.ifMatch !== undefined) {
    const tags = request.ifMatch.split(',').map((t) => t.trim());
    if (v === null) return true;
    return !tags.includes('*') && !tags.some((t) => !t.startsWith('W/') && t === v.etag);
  }
  if (request.ifUnmodifiedSince !== undefined && v !== null) {
    const since = Date.parse(request.ifUnmodifiedSince);
    return !Number.isNaN(since) && seconds(v.lastModified) > Math.floor(since / 1000);
  }
  return false;
}

/** True when the client's cached copy is current: If-None-Match (weak compare) wins over If-Modified-Since. */
export function isNotModified(request: ContentRequest, v: Validators): boolean {
  if (request.ifNoneMatch !== undefined) {
    if (v.etag === null) return false;
    const tags = request.ifNoneMatch.split(',').map((t) => t.trim());
    return tags.includes('*') || tags.some((t) => opaque(t) === opaque(v.etag as string));
  }
  if (request.ifModifiedSince !== undefined) {
    const since = Date.parse(request.ifModifiedSince);
    return !Number.isNaN(since) && seconds(v.lastModified) <= Math.floor(since / 1000);
  }
  return false;
}

/**
 * The one byte range to send; null for the whole body (no or malformed Range, several ranges, or an
 * If-Range that no longer matches); 'unsatisfiable' for a 416.
 */
export function rangeOf(
  request: ContentRequest,
  size: number,
  v: Validators,
): ByteRange | 'unsatisfiable' | null {
  if (!request.range) return null;
  if (request.ifRange !== undefined && !ifRangeMatches(request.ifRange, v)) return null;
  const ranges = parseRange(size, request.range, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/** If-Range needs a strong match: the same ETag (not weak), or exactly the Last-Modified date. */
function ifRangeMatches(ifRange: string, v: Validators): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/'))
    return v.etag !== null && !value.startsWith('W/') && value === v.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(v.lastModified);
}
