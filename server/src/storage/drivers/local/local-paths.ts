/**
 * Object keys to paths under a local storage root. Every key is checked before it touches the disk
 * (object-keys.ts: no `..`, `.`, empty or absolute segments, no backslashes or NUL, nothing under
 * the internal folder), and the deepest existing folder on the way (symlinks resolved) must still
 * be inside the root.
 */
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { InvalidKeyError } from '../../driver.js';
import { INTERNAL_DIR, keySegments } from '../../object-keys.js';

export { INTERNAL_DIR, keySegments };

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ||
  (error as NodeJS.ErrnoException).code === 'ENOTDIR';

export class LocalPaths {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** A path inside the internal folder (never reachable through a key). */
  internal(...parts: string[]): string {
    return path.join(this.root, INTERNAL_DIR, ...parts);
  }

  async ensureRoot(): Promise<void> {
    await mkdir(this.internal('tmp'), { recursive: true });
  }

  /** Absolute path of an object key, or of a folder key ending in `/` when `isFolder`. */
  async resolve(key: string, isFolder = false): Promise<string> {
    const target = path.join(this.root, ...keySegments(key, isFolder));
    await this.assertInside(key, target);
    return target;
  }

  /**
   * A listing prefix split S3-style: the folder to read and the start its entries' names must
   * have (`photos/20` -> folder `photos`, names starting with `20`). `folderKey` ends in `/` or is ''.
   */
  async resolvePrefix(
    prefix: string,
  ): Promise<{ dir: string; folderKey: string; namePrefix: string }> {
    const slash = prefix.lastIndexOf('/');
    const folderKey = prefix.slice(0, slash + 1);
    const namePrefix = prefix.slice(slash + 1);
    if (namePrefix.includes('\\') || namePrefix.includes('\0')) {
      throw new InvalidKeyError(prefix, 'contains a backslash or NUL character');
    }
    const dir = folderKey === '' ? this.root : await this.resolve(folderKey, true);
    return { dir, folderKey, namePrefix };
  }

  /** Whether an existing path (symlinks resolved) lies inside the root; false when it is gone. */
  async isInside(target: string): Promise<boolean> {
    try {
      const [real, realRoot] = await Promise.all([realpath(target), realpath(this.root)]);
      return real === realRoot || real.startsWith(realRoot + path.sep);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Whether `key` (links followed) lies inside the folder `folderKey`; false when either is gone. */
  async staysWithin(key: string, folderKey: string): Promise<boolean> {
    try {
      const [real, folder] = await Promise.all([
        realpath(path.join(this.root, ...keySegments(key, false))),
        realpath(
          folderKey === '' ? this.root : path.join(this.root, ...keySegments(folderKey, true)),
        ),
      ]);
      return real === folder || real.startsWith(folder + path.sep);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** The deepest existing path on the way to `target`, symlinks resolved, must be inside the root. */
  private async assertInside(key: string, target: string): Promise<void> {
    let realRoot: string;
    try {
      realRoot = await realpath(this.root);
    } catch (error) {
      if (isMissing(error)) return; // Nothing exists under a missing root, so nothing can point out.
      throw error;
    }
    for (let current = target; ; current = path.dirname(current)) {
      let real: string;
      try {
        real = await realpath(current);
      } catch (error) {
        if (isMissing(error) && current !== this.root) continue;
        throw error;
      }
      if (real === realRoot && current !== target) return;
      if (real.startsWith(realRoot + path.sep)) return;
      throw new InvalidKeyError(key, 'resolves outside the storage root');
    }
  }
}
