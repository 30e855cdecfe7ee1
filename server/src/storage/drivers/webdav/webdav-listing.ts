/**
 * S3-style listings of a WebDAV storage, as local storage gives them: keys in lexicographic order,
 * folders as `name/` prefixes (or walked depth-first when recursive, one PROPFIND Depth 1 per
 * folder: servers often refuse Depth infinity), pages of at most 1,000 resumed after an opaque
 * cursor (the last key returned). The sizes and dates come with the listing, so nothing more is
 * asked per object.
 */
import { StorageError, type ListOptions, type ListPage, type ObjectInfo } from '../../driver.js';
import type { DavEntry } from './webdav-multistatus.js';
import { INTERNAL_DIR } from './webdav-paths.js';
import { objectInfoOf, type DavStore } from './webdav-store.js';

const MAX_PAGE = 1000;

interface Entry {
  /** Full key; folders end in `/`. */
  key: string;
  /** Absent for folders. */
  info?: ObjectInfo;
}

export async function listWebDav(
  store: DavStore,
  prefix: string,
  options: ListOptions = {},
): Promise<ListPage> {
  const limit = Math.max(1, Math.min(options.limit ?? MAX_PAGE, MAX_PAGE));
  const after = options.cursor === undefined ? options.startAfter : decodeCursor(options.cursor);
  const { folderKey, namePrefix } = store.paths.splitPrefix(prefix);
  const page: Entry[] = [];
  let hasMore = false;
  const recursive = options.recursive ?? false;
  for await (const entry of walk(store, folderKey, namePrefix, after, recursive)) {
    if (page.length === limit) {
      hasMore = true;
      break;
    }
    page.push(entry);
  }
  const last = page.at(-1);
  return {
    objects: page.flatMap((entry) => (entry.info ? [entry.info] : [])),
    prefixes: page.flatMap((entry) => (entry.info ? [] : [entry.key])),
    cursor: hasMore && last ? encodeCursor(last.key) : undefined,
  };
}

/** Entries after the cursor, in key order; a recursive walk skips whole folders before it. */
async function* walk(
  store: DavStore,
  folderKey: string,
  namePrefix: string,
  after: string | undefined,
  recursive: boolean,
): AsyncGenerator<Entry> {
  for (const entry of await readFolder(store, folderKey, namePrefix)) {
    if (!entry.info && recursive) {
      const allBeforeCursor =
        after !== undefined && entry.key < after && !after.startsWith(entry.key);
      if (!allBeforeCursor) yield* walk(store, entry.key, '', after, true);
    } else if (after === undefined || entry.key > after) {
      yield entry;
    }
  }
}

/** One folder's entries sorted by key (a folder sorts as `name/`); a missing folder is empty. */
async function readFolder(
  store: DavStore,
  folderKey: string,
  namePrefix: string,
): Promise<Entry[]> {
  const members = await store.children(store.paths.folder(folderKey));
  const entries: Entry[] = [];
  for (const member of members ?? []) {
    const name = nameOf(member);
    if (!name.startsWith(namePrefix) || /^\.{0,2}$|\\/.test(name)) continue;
    if (folderKey === '' && name === INTERNAL_DIR) continue;
    const key = folderKey + name + (member.isCollection ? '/' : '');
    entries.push(member.isCollection ? { key } : { key, info: objectInfoOf(key, member) });
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const nameOf = (entry: DavEntry) => entry.path.slice(entry.path.lastIndexOf('/') + 1);

const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');

function decodeCursor(cursor: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(cursor)) throw new StorageError('invalid listing cursor');
  return Buffer.from(cursor, 'base64url').toString('utf8');
}
