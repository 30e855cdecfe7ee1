/**
 * Folder listings of mounted storages: every page of the storage listing (never cut at 1,000), one
 * listing per folder, kept for the mount's cache TTL and dropped by every write through the app, on
 * every server instance: a write bumps the mount's stamp, and a kept listing is answered only once
 * the stamp is found unmoved (listing-stamps.ts, docs/DEPLOY.md).
 * Each folder read whole from the storage is handed to `onListed` (the search index follows it).
 */
import type { TtlCache } from '../../lib/cache-registry.js';
import type { ObjectInfo, StorageDriver } from '../../storage/driver.js';
import type { InMount } from './fs-resolver.js';
import type { ListingStamps } from './listing-stamps.js';
import { INTERNAL_FOLDER } from './mount-tree.js';

/** What a storage folder holds: sub-folder names and the objects directly in it. */
export interface FolderEntries {
  folders: string[];
  files: ObjectInfo[];
}

// One collator for every comparison: localeCompare with options builds one per call, which cost
// more than the listing itself on a folder of 10,000 files (bench/benches/fs.bench.ts).
const collator = new Intl.Collator(undefined, { numeric: true });
const byName = (a: string, b: string) => collator.compare(a, b);

/** The prefix a folder key lists under: '' for a mount's own folder. */
export const prefixOf = (key: string) => (key === '' ? '' : `${key}/`);

/**
 * Whether a folder exists at `key`: its marker (an empty local directory, an S3 `key/` object), or
 * anything below it. Two entries are asked for, as a listing may spend one on the marker itself.
 */
export async function folderExists(driver: StorageDriver, key: string): Promise<boolean> {
  if ((await driver.head(`${key}/`)) !== null) return true;
  const page = await driver.list(`${key}/`, { limit: 2 });
  return page.objects.length > 0 || page.prefixes.length > 0;
}

/** A folder just listed whole from the storage (not from the cache). */
export interface ListedFolder {
  target: InMount;
  entries: FolderEntries;
  /**
   * Whether no write through the app, on any instance, has touched the mount since the listing
   * began: such a write already told the index, and a listing taken before it must not undo that.
   */
  isCurrent(): Promise<boolean>;
}

export class FsListings {
  /** Per mount, how many times a write through the app dropped its listings. */
  private readonly writes = new Map<string, number>();

  constructor(
    private readonly cache: TtlCache<FolderEntries>,
    /** Called without waiting, once a listing is whole; must not throw. */
    private readonly onListed?: (listed: ListedFolder) => void,
    /** Shared with the other instances; without them, only this instance's writes are seen. */
    private readonly cluster?: {
      stamps: ListingStamps;
      /** Told when another instance wrote to the mount (the index's fingerprints of it are stale). */
      onMoved?: (mountId: string) => void;
    },
  ) {}

  /** Whether the listings of a mount are kept (for its cache TTL): a TTL of 0 keeps none. */
  static keeps(target: InMount): boolean {
    return target.mount.cache_ttl > 0;
  }

  /** The folder's listing, whole and sorted: kept for the mount's cache TTL, or listed now. */
  async folder(target: InMount): Promise<FolderEntries> {
    await this.followStamp(target.mount.id);
    const cached = this.keptNow(target);
    if (cached) return cached;
    const since = this.writesTo(target);
    const entries: FolderEntries = { folders: [], files: [] };
    for await (const page of storagePages(target)) joinTo(entries, page);
    return this.listedWhole(target, entries, since);
  }

  /** The listing the mount keeps for the folder, if it keeps one and has it. */
  async cached(target: InMount): Promise<FolderEntries | undefined> {
    if (!FsListings.keeps(target)) return undefined;
    await this.followStamp(target.mount.id);
    return this.keptNow(target);
  }

  /** `cached` without looking at the mount's stamp: only just after looking. */
  private keptNow(target: InMount): FolderEntries | undefined {
    return FsListings.keeps(target) ? this.cache.get(cacheKeyOf(target)) : undefined;
  }

  /** Drops the mount's kept listings when another instance wrote to it since this one looked. */
  private async followStamp(mountId: string): Promise<void> {
    if (!this.cluster || !(await this.cluster.stamps.moved(mountId))) return;
    this.dropMount(mountId);
    this.cluster.onMoved?.(mountId);
  }

  /**
   * The folder's entries listed from the storage a page at a time, in the storage's order, for an
   * answer that needs no order and goes out while the rest is listed (WebDAV); once all are
   * listed, a mount that keeps listings keeps them (whole and sorted) as `folder` does. Only that
   * whole listing goes to `onListed`: another is never whole in memory, and a part of a folder
   * cannot tell which entries are gone (the API's listing of it, always whole, reconciles it).
   */
  async *pages(target: InMount): AsyncGenerator<FolderEntries> {
    await this.followStamp(target.mount.id);
    const since = this.writesTo(target);
    // Only a listing to keep is gathered whole; another is never whole in memory.
    const whole: FolderEntries | undefined = FsListings.keeps(target)
      ? { folders: [], files: [] }
      : undefined;
    for await (const page of storagePages(target)) {
      if (whole) joinTo(whole, page);
      yield page;
    }
    if (whole) this.listedWhole(target, whole, since);
  }

  /**
   * `entries` sorted, kept for the mount's cache TTL when it keeps listings, and handed to
   * `onListed` with a way to tell whether a write came in since `since`.
   */
  private listedWhole(target: InMount, entries: FolderEntries, since: number): FolderEntries {
    entries.folders.sort(byName);
    entries.files.sort((a, b) => byName(a.key, b.key));
    if (FsListings.keeps(target))
      this.cache.set(cacheKeyOf(target), entries, target.mount.cache_ttl * 1000);
    this.onListed?.({
      target,
      entries,
      isCurrent: async () => {
        await this.followStamp(target.mount.id);
        return this.writesTo(target) === since;
      },
    });
    return entries;
  }

  /**
   * True when the kept listing of the folder above `target` holds it as a folder and holds no
   * object of that name (S3 may have both): what a stat can tell without asking the storage, as
   * a WebDAV client walking down a tree asks of every folder it opens. Undefined when the kept
   * listings cannot tell.
   */
  async isKeptFolder(target: InMount): Promise<true | undefined> {
    if (target.key === '') return undefined;
    const cut = target.key.lastIndexOf('/');
    const above = await this.cached({ ...target, key: cut < 0 ? '' : target.key.slice(0, cut) });
    if (!above || above.files.some((file) => file.key === target.key)) return undefined;
    return above.folders.includes(target.key.slice(cut + 1)) ? true : undefined;
  }

  /** Whether the folder's own kept listing holds anything: then there is a folder at `target`. */
  async hasKeptEntries(target: InMount): Promise<boolean> {
    const own = await this.cached(target);
    return own !== undefined && own.folders.length + own.files.length > 0;
  }

  /** Drops the mount's kept listings here, and makes listings under way not current. */
  private dropMount(mountId: string): void {
    this.writes.set(mountId, (this.writes.get(mountId) ?? 0) + 1);
    this.cache.deletePrefix(`${mountId}:`);
  }

  private writesTo(target: InMount): number {
    return this.writes.get(target.mount.id) ?? 0;
  }

  /**
   * After a write at `key`: the listings of every folder above it (a write may create the folders
   * on its way), and with `tree` everything below `key` too; the other instances drop theirs
   * before they next answer one (the mount's stamp is bumped before this settles).
   */
  async forget(mountId: string, key: string, tree = false): Promise<void> {
    this.writes.set(mountId, (this.writes.get(mountId) ?? 0) + 1);
    const segments = key.split('/');
    for (let depth = 0; depth < segments.length; depth++) {
      this.cache.delete(`${mountId}:${prefixOf(segments.slice(0, depth).join('/'))}`);
    }
    if (tree) this.cache.deletePrefix(`${mountId}:${key}/`);
    await this.cluster?.stamps.bump(mountId);
  }

  /** Every kept listing of a mount (its storage, path or TTL changed, or it is gone), everywhere. */
  async forgetMount(mountId: string): Promise<void> {
    this.dropMount(mountId);
    await this.cluster?.stamps.bump(mountId);
  }
}

const cacheKeyOf = (target: InMount) => `${target.mount.id}:${prefixOf(target.key)}`;

function joinTo(entries: FolderEntries, page: FolderEntries): void {
  entries.folders.push(...page.folders);
  entries.files.push(...page.files);
}

/**
 * Every page of the storage's listing of the folder (never cut at 1,000), as entries. The next
 * page is asked for as soon as its cursor is known, so it is on its way while this one is used
 * (a WebDAV answer makes its XML meanwhile).
 */
async function* storagePages(target: InMount): AsyncGenerator<FolderEntries> {
  const prefix = prefixOf(target.key);
  const { driver } = target.storage;
  let next = driver.list(prefix, {});
  let cursor: string | undefined;
  do {
    const page = await next;
    cursor = page.cursor;
    if (cursor) {
      next = driver.list(prefix, { cursor });
      // Awaited on the next turn; a consumer that stops before leaves its failure unheard.
      next.catch(() => undefined);
    }
    const folders: string[] = [];
    for (const folder of page.prefixes) {
      const name = folder.slice(prefix.length).replace(/\/$/, '');
      if (name && !(prefix === '' && name === INTERNAL_FOLDER)) folders.push(name);
    }
    // A key ending in / is a folder's own marker, not a file.
    const files = page.objects.filter((o) => o.key !== prefix && !o.key.endsWith('/'));
    yield { folders, files };
  } while (cursor);
}
