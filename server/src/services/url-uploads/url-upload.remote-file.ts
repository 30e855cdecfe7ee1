/** What a remote response says about its file: name, type and modification time, read defensively. */
import { cleanRemoteFilename, filenameFromUrl } from '@cloudpaste/contracts';
import contentDisposition from 'content-disposition';
import type { SafeResponse } from '../../lib/safe-fetch/index.js';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
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
  const fromHeader = disposition ? cleanRemoteFilename(dispositionName(disposition)) : '';
  return fromHeader || filenameFromUrl(url);
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

function contentTypeOf(header: string | null): string {
  const essence = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_ESSENCE.test(essence) ? essence : FALLBACK_CONTENT_TYPE;
}

function isoOrNull(httpDate: string | null): string | null {
  const time = httpDate ? Date.parse(httpDate) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
