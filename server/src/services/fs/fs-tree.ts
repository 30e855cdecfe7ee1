/** Whole folders of a storage: walk one, create a folder marker, remove one with everything in it. */
import { Readable } from 'node:stream';
import {
  deleteFailure,
  type DeleteFailure,
  type ObjectInfo,
  type StorageDriver,
} from '../../storage/driver.js';

/** S3 deletes at most 1,000 keys per request. */
const DELETE_BATCH = 1000;

/** A folder's files and sub-folders (deepest last), the folder itself included when it exists. */
export interface Tree {
  files: ObjectInfo[];
  /** Folder keys, ending in `/`. */
  folders: string[];
}

/**
 * Walks a folder one listing per sub-folder. Flat listings show folders on every driver, empty ones
 * too (a local directory, an S3 marker), which a recursive object listing would miss.
 */
export async function walkTree(driver: StorageDriver, folder: string): Promise<Tree> {
  const tree: Tree = { files: [], folders: [] };
  if ((await driver.head(folder)) !== null) tree.folders.push(folder);
  const pending = [folder];
  for (let prefix = pending.shift(); prefix !== undefined; prefix = pending.shift()) {
    let cursor: string | undefined;
    do {
      const page = await driver.list(prefix, { cursor });
      tree.files.push(...page.objects.filter((o) => o.key !== prefix));
      tree.folders.push(...page.prefixes);
      pending.push(...page.prefixes);
      cursor = page.cursor;
    } while (cursor);
  }
  return tree;
}

export async function makeFolder(driver: StorageDriver, folder: string): Promise<void> {
  await driver.put(folder, Readable.from([]), { contentType: 'application/x-directory', size: 0 });
}

/**
 * Files first, in batches, then folders deepest first, so none is left holding anything. A file
 * the storage will not delete does not stop the others; it and the folders holding it stay, and
 * are answered (an empty list when everything went).
 */
export async function removeTree(driver: StorageDriver, tree: Tree): Promise<DeleteFailure[]> {
  const failed: DeleteFailure[] = [];
  for (let i = 0; i < tree.files.length; i += DELETE_BATCH) {
    const batch = tree.files.slice(i, i + DELETE_BATCH).map((o) => o.key);
    failed.push(...(await driver.deleteMany(batch)).failed);
  }
  const holding = new Set(failed.flatMap((failure) => foldersAbove(failure.key)));
  const deepestFirst = [...tree.folders].sort((a, b) => b.length - a.length);
  for (const folder of deepestFirst) {
    if (holding.has(folder)) continue;
    try {
      await driver.delete(folder);
    } catch (error) {
      failed.push(deleteFailure(folder, error));
      for (const above of foldersAbove(folder)) holding.add(above);
    }
  }
  return failed;
}

/** What of a tree is still there after removeTree answered `failed`. */
export function keptOf(tree: Tree, failed: readonly DeleteFailure[]): Tree {
  const kept = new Set(failed.flatMap((failure) => [failure.key, ...foldersAbove(failure.key)]));
  return {
    files: tree.files.filter((file) => kept.has(file.key)),
    folders: tree.folders.filter((folder) => kept.has(folder)),
  };
}

/** `a/b/c.txt` -> `a/`, `a/b/`; `a/b/` -> `a/` (folder keys end in `/`). */
function foldersAbove(key: string): string[] {
  const parts = key.replace(/\/$/, '').split('/').slice(0, -1);
  return parts.map((_, i) => `${parts.slice(0, i + 1).join('/')}/`);
}
