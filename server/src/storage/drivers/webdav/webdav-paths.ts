/**
 * Object keys to paths on the WebDAV server. Keys are checked by the same rule as local storage
 * (object-keys.ts: no `..`, `.`, empty or absolute segments, no backslash or NUL, nothing under the
 * internal folder), then each segment is percent-encoded, so no key can reach above the base path.
 */
import { InvalidKeyError } from '../../driver.js';
import { INTERNAL_DIR, keySegments } from '../../object-keys.js';

export { INTERNAL_DIR };

const encode = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/');

export class DavPaths {
  /** `rootPath`: encoded, starting and ending with `/` (WebDavClient.rootPath). */
  constructor(readonly rootPath: string) {}

  /** The path of an object key, or of a folder key (ending in `/`, answered with one). */
  of(key: string): string {
    const folder = key.endsWith('/');
    return this.rootPath + encode(keySegments(key, folder)) + (folder ? '/' : '');
  }

  /** The path of a folder key ('' is the root); ends in `/`. */
  folder(folderKey: string): string {
    return folderKey === '' ? this.rootPath : this.of(folderKey);
  }

  /** A path in the internal folder (temp files, multipart parts); no key reaches it. */
  internal(...parts: string[]): string {
    return `${this.rootPath}${INTERNAL_DIR}/${encode(parts)}`;
  }

  /**
   * A listing prefix split S3-style: the folder to read and the start its entries' names must have
   * (`photos/20` -> folder `photos/`, names starting with `20`).
   */
  splitPrefix(prefix: string): { folderKey: string; namePrefix: string } {
    const slash = prefix.lastIndexOf('/');
    const folderKey = prefix.slice(0, slash + 1);
    const namePrefix = prefix.slice(slash + 1);
    if (namePrefix.includes('\\') || namePrefix.includes('\0'))
      throw new InvalidKeyError(prefix, 'contains a backslash or NUL character');
    if (folderKey !== '') keySegments(folderKey, true);
    return { folderKey, namePrefix };
  }

  /** The folder paths from the root down to the one holding `path` (for MKCOL), root excluded. */
  parentsOf(path: string): string[] {
    const rest = path.slice(this.rootPath.length).replace(/\/$/, '').split('/').slice(0, -1);
    return rest.map((_, i) => `${this.rootPath}${rest.slice(0, i + 1).join('/')}/`);
  }
}
