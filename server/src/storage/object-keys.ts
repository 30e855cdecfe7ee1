/**
 * The rule every folder-like storage (local, WebDAV) checks an object key by before it names a path:
 * no `..`, `.`, empty or absolute segments, no backslashes or NUL, names a filesystem can hold,
 * nothing under the internal folder.
 */
import { InvalidKeyError } from './driver.js';

/** Temp files and multipart parts live here; listings never show it and keys cannot name it. */
export const INTERNAL_DIR = '.cloudpaste';

/** Most filesystems cap a name at 255 bytes. */
const MAX_SEGMENT_BYTES = 255;

/** The segments of a key; a trailing `/` (a folder key) is allowed only when `isFolder`. */
export function keySegments(key: string, isFolder = false): string[] {
  if (key.includes('\0')) throw new InvalidKeyError(key, 'contains a NUL character');
  if (key.includes('\\')) throw new InvalidKeyError(key, 'contains a backslash');
  if (key.startsWith('/')) throw new InvalidKeyError(key, 'must not start with /');
  const segments = key.split('/');
  if (isFolder && segments.length > 1 && segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new InvalidKeyError(key, 'has an empty, "." or ".." segment');
    }
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      throw new InvalidKeyError(key, `a name is longer than ${MAX_SEGMENT_BYTES} bytes`);
    }
  }
  if (segments[0] === INTERNAL_DIR) throw new InvalidKeyError(key, `${INTERNAL_DIR}/ is reserved`);
  return segments;
}
