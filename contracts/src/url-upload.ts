/**
 * Uploads from a URL (docs/product/uploads.md, "URL uploads"): the remote URL rule, the discovery
 * answers, the presign/commit/multipart bodies (those of `/api/s3/*` plus `url`) and the
 * server-side fetch.
 */
import { z } from 'zod';
import { FILENAME_MAX_LENGTH, fileName, idField, optional } from './file-fields.js';
import { presignInput, uploadFormFields } from './file-uploads.js';
import type { PublicFileInfo } from './files.js';

export const URL_UPLOAD_INVALID = 'URL upload needs a valid http or https URL';
export const URL_UPLOAD_MAX_LENGTH = 4096;
/** The name of a remote file that tells none (no Content-Disposition, no path segment). */
export const URL_FALLBACK_FILENAME = 'download';

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The remote URL: absolute http(s). Whether its host may be reached is the server's check. */
export const remoteUrl = z
  .string({ error: URL_UPLOAD_INVALID })
  .trim()
  .max(URL_UPLOAD_MAX_LENGTH, 'the URL is too long')
  .refine(isHttpUrl, URL_UPLOAD_INVALID);

/**
 * A remote file's name made safe to store: its last path segment, without control characters,
 * not dot-only, at most FILENAME_MAX_LENGTH characters; '' when nothing is left.
 */
export function cleanRemoteFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (/^\.*$/.test(cleaned)) return '';
  let out = '';
  for (const char of cleaned) {
    if (out.length + char.length > FILENAME_MAX_LENGTH) break;
    out += char;
  }
  return out.trim();
}

/** The name a URL gives its file: the last path segment, decoded and cleaned, else 'download'. */
export function filenameFromUrl(url: URL | string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return URL_FALLBACK_FILENAME;
  }
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: keep the segment as it is.
  }
  return cleanRemoteFilename(decoded) || URL_FALLBACK_FILENAME;
}

/** `POST /api/url/info` body. */
export const urlInfoInput = z.object({ url: remoteUrl });
export type UrlInfoInput = z.infer<typeof urlInfoInput>;

/** `GET /api/url/proxy?url=` query. */
export const urlProxyQuery = z.object({ url: remoteUrl });

/** `POST /api/url/info` answer: what the browser needs before downloading and uploading the file. */
export interface UrlInfo {
  /** The URL as given, normalised. */
  url: string;
  /** From Content-Disposition, else the last segment of the (final) URL path, decoded. */
  filename: string;
  contentType: string;
  /** Bytes; null when the remote did not tell. */
  size: number | null;
  /** ISO time from Last-Modified; null when absent. */
  lastModified: string | null;
  /** The remote lets our origin read it directly (Access-Control-Allow-Origin); else use the proxy. */
  corsSupported: boolean;
}

/** Download progress takes the first half of a URL upload's bar, the upload the second. */
export const URL_UPLOAD_PROGRESS = { download: [0, 49], upload: [50, 99] } as const;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const given = (...values: unknown[]) =>
  values.find((v) => v !== undefined && v !== null && v !== '');

/**
 * Established clients send the file's description as `metadata` (the `url/info` answer:
 * filename, contentType, size) and spell some fields differently; top-level fields win. With
 * `nameFromUrl`, a missing filename is taken from the URL.
 */
function urlUploadBody(nameFromUrl: boolean) {
  return (raw: unknown): unknown => {
    if (!isRecord(raw)) return raw;
    const { metadata, fileName: altName, fileSize, total_size, contentType, ...rest } = raw;
    const meta = isRecord(metadata) ? metadata : {};
    const url = typeof raw.url === 'string' ? raw.url.trim() : '';
    const filename = given(rest.filename, altName, meta.filename);
    return {
      ...rest,
      filename: filename ?? (nameFromUrl && isHttpUrl(url) ? filenameFromUrl(url) : undefined),
      size: given(rest.size, fileSize, total_size, meta.size),
      mimetype: given(rest.mimetype, contentType, meta.contentType),
    };
  };
}

/**
 * `POST /api/url/presign` and `POST /api/url/multipart/init`: the `/api/s3/presign` body plus
 * `url`; `filename` defaults to the URL's, `metadata: {filename, contentType, size}` is accepted,
 * and `part_size`/`part_count` of older clients are ignored (parts are always 5 MiB).
 */
export const urlPresignInput = z.preprocess(
  urlUploadBody(true),
  z.object({ url: remoteUrl }).and(presignInput),
);
export type UrlPresignInput = z.infer<typeof urlPresignInput>;

/**
 * `POST /api/url/fetch`: the server fetches `url` and stores it as a share. `filename` and
 * `mimetype` default to what the remote says (Content-Disposition, Content-Type, the URL).
 */
export const urlFetchInput = z.preprocess(
  urlUploadBody(false),
  uploadFormFields.extend({ url: remoteUrl, filename: optional(fileName) }),
);
export type UrlFetchInput = z.infer<typeof urlFetchInput>;

/** `POST /api/url/cancel` body and `GET /api/url/fetch/{file_id}` parameter. */
export const urlUploadRefInput = z.object({ file_id: idField('file_id') });
export type UrlUploadRefInput = z.infer<typeof urlUploadRefInput>;

export interface UrlCancelAnswer {
  file_id: string;
  cancelled: true;
}

/**
 * A server-side fetch (`POST /api/url/fetch`, `GET /api/url/fetch/{file_id}`). A failed fetch is
 * answered with its error instead (413, 502, 504 ...), so this only ever says running or done.
 */
export interface UrlFetchStatus {
  file_id: string;
  slug: string;
  filename: string;
  status: 'running' | 'done';
  /** Bytes received from the remote and written to storage so far. */
  received: number;
  /** The remote's Content-Length; null when it did not say. */
  total: number | null;
  /** The new share, once done. */
  share: PublicFileInfo | null;
}
