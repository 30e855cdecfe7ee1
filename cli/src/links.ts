/**
 * A share named on the command line: its slug, or any link to it that the app or the API gives
 * (`https://host/paste/abc`, `/file/abc`, `/api/raw/abc`, `/api/file-download/abc?t=…`).
 */
import { usage } from './errors.js';

export interface ShareRef {
  slug: string;
  /** The server the link points at, used when no CLOUDPASTE_URL is configured. */
  origin: string | null;
  /** An encrypted share's key: the link's fragment, without `#` (docs/ENCRYPTION.md). */
  key: string | null;
}

const LINK_PREFIXES = [
  '/paste/',
  '/file/',
  '/api/paste/',
  '/api/raw/',
  '/api/public/files/',
  '/api/file-download/',
  '/api/file-view/',
];

export function parseShareRef(ref: string): ShareRef {
  if (!/^https?:\/\//i.test(ref)) {
    if (!/^[A-Za-z0-9_-]+$/.test(ref)) throw usage('usage.notRef', { ref });
    return { slug: ref, origin: null, key: null };
  }
  const url = new URL(ref);
  for (const prefix of LINK_PREFIXES) {
    const at = url.pathname.indexOf(prefix);
    if (at < 0) continue;
    const slug = decodeURIComponent(url.pathname.slice(at + prefix.length).split('/')[0] ?? '');
    const origin = `${url.origin}${url.pathname.slice(0, at)}`;
    if (slug) return { slug, origin, key: url.hash.length > 1 ? url.hash.slice(1) : null };
  }
  throw usage('usage.linkNoShare', { ref });
}
