/** Where a local storage's directory is on disk, and the directories it may never be. */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { validationFailed } from '../../../errors.js';

/**
 * The absolute directory of a local storage. Refused: the filesystem root and DATA_DIR itself or
 * any folder holding it, which would expose the database and the server secret as objects.
 */
export function resolveLocalRoot(dataDir: string, directory: string): string {
  const root = resolve(dataDir, directory);
  const data = resolve(dataDir);
  const fromRootToData = relative(root, data);
  const outside =
    fromRootToData === '..' || fromRootToData.startsWith(`..${sep}`) || isAbsolute(fromRootToData);
  if (resolve(root, '..') === root || !outside) {
    throw validationFailed('storage.localRootForbidden');
  }
  return root;
}
