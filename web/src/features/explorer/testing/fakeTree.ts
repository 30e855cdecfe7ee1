/** The fake server's writes to its tree: entries added, moved and removed as the real one would. */
import { FileType, type FsItem } from '@cloudpaste/contracts';
import { parentPath } from '../explorerPath';
import type { FakeFs } from './fakeFs';
import { file, folder } from './fsItems';

export function findEntry(fs: FakeFs, path: string): FsItem | undefined {
  return fs.folders[parentPath(path)]?.find((item) => item.path === path);
}

/** Adds or replaces an entry in its folder (an upload of an existing name replaces the file). */
export function putEntry(fs: FakeFs, item: FsItem) {
  const parent = parentPath(item.path);
  fs.folders[parent] = [...(fs.folders[parent] ?? []).filter((i) => i.path !== item.path), item];
  if (item.isDirectory) fs.folders[item.path] ??= [];
}

export function addFile(fs: FakeFs, path: string, size: number): FsItem {
  const item = file(path, FileType.UNKNOWN, size);
  putEntry(fs, item);
  return item;
}

export function addFolder(fs: FakeFs, path: string): FsItem {
  const item = folder(path);
  putEntry(fs, item);
  return item;
}

/** New text for a file: its size, time and version change, its kind stays. */
export function rewriteFile(fs: FakeFs, path: string, text: string): FsItem {
  const item = findEntry(fs, path) ?? file(path, FileType.TEXT, 0);
  const size = new TextEncoder().encode(text).length;
  const updated = { ...item, size, etag: `etag-${size}`, modified: '2031-01-01T00:00:00.000Z' };
  putEntry(fs, updated);
  (fs.contents ??= {})[path] = text;
  return updated;
}

/** Removes an entry, and for a folder everything below it. */
export function removeEntry(fs: FakeFs, path: string) {
  const parent = parentPath(path);
  fs.folders[parent] = (fs.folders[parent] ?? []).filter((item) => item.path !== path);
  for (const key of Object.keys(fs.folders)) {
    if (key === path || key.startsWith(`${path}/`)) delete fs.folders[key];
  }
}

/** Moves an entry (and a folder's whole subtree) to a new path. */
export function moveEntry(fs: FakeFs, from: string, to: string): FsItem {
  const item = findEntry(fs, from)!;
  const rebase = (path: string) => (path === from ? to : `${to}${path.slice(from.length)}`);
  const below = Object.entries(fs.folders).filter(
    ([key]) => key === from || key.startsWith(`${from}/`),
  );
  removeEntry(fs, from);
  const moved = { ...item, path: to, name: to.slice(to.lastIndexOf('/') + 1) };
  putEntry(fs, moved);
  for (const [key, items] of below) {
    fs.folders[rebase(key)] = items.map((i) => ({ ...i, path: rebase(i.path) }));
  }
  return moved;
}
