/** Uploads from a URL: the remote URL rule and the discovery answers (SPEC §4, §5, §7; api-compat.md). */
import { z } from 'zod';

export const URL_UPLOAD_INVALID = 'URL upload needs a valid http or https URL';
export const URL_UPLOAD_MAX_LENGTH = 4096;

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

/** Download progress takes the first half of a URL upload's bar, the upload the second (SPEC §4). */
export const URL_UPLOAD_PROGRESS = { download: [0, 49], upload: [50, 99] } as const;
