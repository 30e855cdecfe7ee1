/** What a remote response says about its file: name, type and modification time, read defensively. */
import contentDisposition from 'content-disposition';
import type { SafeResponse } from '../lib/safe-fetch/index.js';

export const FALLBACK_FILENAME = 'download';
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
const MAX_FILENAME_LENGTH = 255;
const MIME_ESSENCE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

export interface RemoteFileDescription {
  filename: string;
  contentType: string;
  lastModified: string | null;
}

export function describeRemoteFile(
  res: Pick<SafeResponse, 'headers' | 'url'>,
): RemoteFileDescription {
  return {
    filename: filenameOf(res.headers.get('content-disposition'), res.url),
    contentType: contentTypeOf(res.headers.get('content-type')),
    lastModified: isoOrNull(res.headers.get('last-modified')),
  };
}

/** Content-Disposition's filename (filename* preferred), else the URL path's last segment, decoded. */
export function filenameOf(disposition: string | null, url: URL): string {
  const fromHeader = disposition ? cleanName(dispositionName(disposition)) : '';
  if (fromHeader) return fromHeader;
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  return cleanName(safeDecode(segment)) || FALLBACK_FILENAME;
}

/** The total size in `Content-Range: bytes 0-0/12345`; null when unknown (`*`) or malformed. */
export function rangeTotal(header: string | null): number | null {
  const match = header ? /^bytes\s+(?:\d+-\d+|\*)\/(\d{1,16})$/i.exec(header.trim()) : null;
  return match ? Number(match[1]) : null;
}

function dispositionName(header: string): string {
  try {
    return contentDisposition.parse(header).parameters.filename ?? '';
  } catch {
    return '';
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A bare file name: no directories, no control characters, no dot-only names, not too long. */
function cleanName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (/^\.*$/.test(cleaned)) return '';
  return [...cleaned].slice(0, MAX_FILENAME_LENGTH).join('');
}

function contentTypeOf(header: string | null): string {
  const essence = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_ESSENCE.test(essence) ? essence : FALLBACK_CONTENT_TYPE;
}

function isoOrNull(httpDate: string | null): string | null {
  const time = httpDate ? Date.parse(httpDate) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
