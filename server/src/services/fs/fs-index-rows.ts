/** Index rows of files and folders (fs_index), as listings and writes make them. */
import type { NewFsIndexRow } from '../../db/types.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { FolderEntries } from './fs-listings.js';

function nameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1).toLowerCase();
}

export function fileRow(
  mountId: string,
  key: string,
  object: Pick<ObjectInfo, 'size' | 'lastModified'>,
): NewFsIndexRow {
  return {
    mount_id: mountId,
    key,
    name_lower: nameOfKey(key),
    is_dir: 0,
    size: object.size,
    modified: object.lastModified.toISOString(),
  };
}

function folderRow(mountId: string, key: string): NewFsIndexRow {
  return { mount_id: mountId, key, name_lower: nameOfKey(key), is_dir: 1, size: 0, modified: null };
}

/** Rows for every folder above `key`. */
export function folderRows(mountId: string, key: string): NewFsIndexRow[] {
  const segments = key.split('/').slice(0, -1);
  return segments.map((_, i) => folderRow(mountId, segments.slice(0, i + 1).join('/')));
}

/** A listing's entries as index rows, made one at a time as they are written, never all at once. */
export function* childRows(
  mountId: string,
  prefix: string,
  entries: FolderEntries,
): Generator<NewFsIndexRow> {
  for (const name of entries.folders) yield folderRow(mountId, `${prefix}${name}`);
  for (const file of entries.files) yield fileRow(mountId, file.key, file);
}
