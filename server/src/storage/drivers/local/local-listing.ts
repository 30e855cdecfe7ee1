/**
 * S3-style listings of a local storage: keys in lexicographic order, folders as `name/` prefixes
 * (or walked depth-first when recursive), pages of at most 1,000 resumed after an opaque cursor
 * (the last key returned). One directory read per folder visited; stat only for the page's objects
 * (on worker threads: stat-pool.ts).
 * A folder listed page by page is read once: the sorted entries after a page are kept briefly under
 * that page's cursor, so 10,000 entries are not re-read and re-sorted for each of their 10 pages.
 */
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import type { ListOptions, ListPage, ObjectInfo } from '../../driver.js';
import { StorageError } from '../../driver.js';
import { EntryKind, type StatBatch } from './file-stats.js';
import { errorCode, storedObject } from './local-files.js';
import { INTERNAL_DIR, type LocalPaths } from './local-paths.js';
import type { StatPool } from './stat-pool.js';

const MAX_PAGE = 1000;
/** How long, and how many, sorted folder reads wait for their next page. */
const CONTINUATION_MS = 60_000;
const MAX_CONTINUATIONS = 32;
/** How old stats taken ahead for a next page may be when that page is asked for. */
const AHEAD_FRESH_MS = 1_000;

interface Entry {
  /** Full key; folders end in `/`. */
  key: string;
  isFolder: boolean;
  path: string;
}

export async function listLocal(
  paths: LocalPaths,
  stats: StatPool,
  prefix: string,
  options: ListOptions = {},
): Promise<ListPage> {
  const limit = Math.max(1, Math.min(options.limit ?? MAX_PAGE, MAX_PAGE));
  const after = options.cursor === undefined ? options.startAfter : decodeCursor(options.cursor);
  const { dir, folderKey, namePrefix } = await paths.resolvePrefix(prefix);
  if (!(options.recursive ?? false)) {
    const folder = `${dir}\0${namePrefix}`;
    const kept =
      options.cursor === undefined ? undefined : continuations.take(folder, options.cursor);
    const entries = kept?.entries ?? (await readFolder(paths, dir, folderKey, namePrefix));
    let start = kept ? kept.start : 0;
    if (!kept && after !== undefined)
      while (start < entries.length && entries[start]!.key <= after) start++;
    const page = entries.slice(start, start + limit);
    const hasMore = start + limit < entries.length;
    const last = page.at(-1);
    const current = kept?.ahead?.answers(start, limit) ?? statsOf(stats, page);
    if (hasMore && last) {
      // The next page's files are statted while this page is answered: a client reading a whole
      // folder finds them done (or under way) when it asks.
      const next = start + limit;
      const ahead = new Ahead(next, limit, statsOf(stats, entries.slice(next, next + limit)));
      continuations.keep(folder, encodeCursor(last.key), { entries, start: next, ahead });
    }
    return pageOf(page, await current, hasMore);
  }

  const page: Entry[] = [];
  let hasMore = false;
  for await (const entry of walk(paths, dir, folderKey, namePrefix, after, true)) {
    if (page.length === limit) {
      hasMore = true;
      break;
    }
    page.push(entry);
  }
  return pageOf(page, await statsOf(stats, page), hasMore);
}

/** The page's files statted, in the page's order. */
function statsOf(stats: StatPool, page: Entry[]): Promise<Statted> {
  const files = page.filter((e) => !e.isFolder);
  return stats.statMany(files.map((file) => file.path)).then((batch) => ({ files, batch }));
}

interface Statted {
  files: Entry[];
  batch: StatBatch;
}

/** A page's answer; a file deleted since the folder was read is left out. */
function pageOf(page: Entry[], { files, batch }: Statted, hasMore: boolean): ListPage {
  const objects: ObjectInfo[] = [];
  files.forEach((file, i) => {
    if (batch.kinds[i] !== EntryKind.Missing)
      objects.push(storedObject(file.key, batch.sizes[i]!, batch.etags[i]!, batch.mtimes[i]!));
  });
  const prefixes = page.filter((e) => e.isFolder).map((e) => e.key);
  const last = page.at(-1);
  return { objects, prefixes, cursor: hasMore && last ? encodeCursor(last.key) : undefined };
}

/** Stats taken ahead for a folder's next page, good for a page asked for soon after. */
class Ahead {
  private readonly taken = Date.now();

  constructor(
    private readonly start: number,
    private readonly limit: number,
    private readonly stats: Promise<Statted>,
  ) {}

  /** These stats, when they are of the page asked for and recent enough to stand for it now. */
  answers(start: number, limit: number): Promise<Statted> | undefined {
    const fresh = Date.now() - this.taken <= AHEAD_FRESH_MS;
    return fresh && start === this.start && limit === this.limit ? this.stats : undefined;
  }
}

/** Entries after the cursor, in key order; a recursive walk skips whole folders before it. */
async function* walk(
  paths: LocalPaths,
  dir: string,
  folderKey: string,
  namePrefix: string,
  after: string | undefined,
  recursive: boolean,
): AsyncGenerator<Entry> {
  for (const entry of await readFolder(paths, dir, folderKey, namePrefix)) {
    if (entry.isFolder && recursive) {
      const allBeforeCursor =
        after !== undefined && entry.key < after && !after.startsWith(entry.key);
      if (!allBeforeCursor) yield* walk(paths, entry.path, entry.key, '', after, true);
    } else if (after === undefined || entry.key > after) {
      yield entry;
    }
  }
}

/** One folder's entries sorted by key (a folder sorts as `name/`); missing folders are empty. */
async function readFolder(
  paths: LocalPaths,
  dir: string,
  folderKey: string,
  namePrefix: string,
): Promise<Entry[]> {
  let dirents: Dirent[];
  try {
    dirents = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw new StorageError(`cannot list ${JSON.stringify(folderKey || '/')} (${code ?? 'error'})`);
  }
  const entries: Entry[] = [];
  for (const dirent of dirents) {
    const name = dirent.name;
    if (!name.startsWith(namePrefix) || name.includes('\\')) continue;
    if (folderKey === '' && name === INTERNAL_DIR) continue;
    // readdir names hold no slash and are never . or ..: joined without path.join's normalising.
    const full = dir.endsWith('/') ? dir + name : `${dir}/${name}`;
    const isFolder = dirent.isSymbolicLink()
      ? await linkedFolder(paths, full)
      : dirent.isDirectory()
        ? true
        : dirent.isFile()
          ? false
          : null;
    if (isFolder === null) continue; // sockets, devices, links leading outside the root
    entries.push({ key: folderKey + name + (isFolder ? '/' : ''), isFolder, path: full });
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A symlink counts only when it stays inside the root: folder (true), file (false) or neither. */
async function linkedFolder(paths: LocalPaths, full: string): Promise<boolean | null> {
  if (!(await paths.isInside(full))) return null;
  const stats = await stat(full);
  return stats.isDirectory() ? true : stats.isFile() ? false : null;
}

/**
 * Sorted folder reads waiting for their next page, by folder and cursor; each is used once. A page
 * fetched later than CONTINUATION_MS (or pushed out by newer listings) reads the folder again.
 */
/** A folder read kept for its next page: the sorted entries, where that page starts, its stats. */
interface Continuation {
  entries: Entry[];
  start: number;
  ahead?: Ahead;
}

class Continuations {
  private readonly kept = new Map<string, Continuation & { expires: number }>();

  keep(folder: string, cursor: string, continuation: Continuation) {
    const now = Date.now();
    for (const [key, value] of this.kept) if (value.expires <= now) this.kept.delete(key);
    if (this.kept.size >= MAX_CONTINUATIONS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(`${folder}\0${cursor}`, { ...continuation, expires: now + CONTINUATION_MS });
  }

  take(folder: string, cursor: string): Continuation | undefined {
    const key = `${folder}\0${cursor}`;
    const found = this.kept.get(key);
    this.kept.delete(key);
    return found && found.expires > Date.now() ? found : undefined;
  }
}

const continuations = new Continuations();

const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');

function decodeCursor(cursor: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(cursor)) throw new StorageError('invalid listing cursor');
  return Buffer.from(cursor, 'base64url').toString('utf8');
}
