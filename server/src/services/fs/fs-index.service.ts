/**
 * The search index of mounted storages. A mount is indexed from its storage listing (every page,
 * recursive) the first time it is searched, and refreshed in the background once its index is
 * older than REFRESH_MS; in between, every write through the app keeps it in step, and each folder
 * listed from the storage (not from the listing cache) has its direct entries made those listed, so
 * storage changed behind the app's back shows up once its folder is listed, or at the next refresh.
 */
import type { MountRow, NewFsIndexRow } from '../../db/types.js';
import { SharedCalls } from '../../lib/shared-calls.js';
import type { Clock } from '../../lib/time.js';
import type { FsIndexRepository } from '../../repositories/fs-index.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { StorageAccess } from '../storage-access.js';
import type { FolderEntries, ListedFolder } from './fs-listings.js';
import { prefixOf } from './fs-listings.js';
import { INTERNAL_FOLDER } from './mount-tree.js';

export interface FsIndexDeps {
  index: FsIndexRepository;
  storage: StorageAccess;
  clock: Clock;
  /**
   * Reports background work on the index that failed: a refresh (the search still answered from
   * the old index) or a folder's reconcile (the listing had already answered).
   */
  onRefreshError?: (mount: MountRow, error: unknown) => void;
}

/** An index older than this is rebuilt in the background when the mount is searched. */
export const REFRESH_MS = 15 * 60_000;

export class FsIndexService {
  /** One rebuild per mount at a time. */
  private readonly rebuilds = new SharedCalls<void>();
  /**
   * Folders being reconciled, by mount and key: the run under way, and the newest listing that
   * came in meanwhile (it replaces an older one waiting: only the newest is worth writing).
   */
  private readonly reconciles = new Map<string, { next?: ListedFolder; done: Promise<void> }>();

  constructor(private readonly o: FsIndexDeps) {}

  /** Makes sure the mount can be searched: built now if it never was, refreshed later if stale. */
  async ready(mount: MountRow): Promise<void> {
    const indexedAt = await this.o.index.indexedAt(mount.id);
    if (indexedAt === null) return this.rebuild(mount);
    const age = this.o.clock.now().getTime() - Date.parse(indexedAt);
    if (age > REFRESH_MS)
      void this.rebuild(mount).catch((error: unknown) => this.o.onRefreshError?.(mount, error));
  }

  /**
   * A folder listed whole from the storage: its direct entries in the index become those listed,
   * in the background (the listing does not wait) and only if the mount's index was built. Answers
   * when the reconcile that will include this listing has settled; it never rejects.
   */
  folderListed(listed: ListedFolder): Promise<void> {
    const id = `${listed.target.mount.id}:${listed.target.key}`;
    const running = this.reconciles.get(id);
    if (running) {
      running.next = listed;
      return running.done;
    }
    const slot: { next?: ListedFolder; done: Promise<void> } = {
      next: listed,
      done: Promise.resolve(),
    };
    this.reconciles.set(id, slot);
    slot.done = (async () => {
      // Waits for the event loop's next turn, so that the listing that called is answered first:
      // on SQLite the index's queries run on this thread.
      await new Promise((resolve) => setImmediate(resolve));
      for (let current = slot.next; current; current = slot.next) {
        slot.next = undefined;
        await this.reconcile(current).catch((error: unknown) =>
          this.o.onRefreshError?.(current.target.mount, error),
        );
      }
      this.reconciles.delete(id);
    })();
    return slot.done;
  }

  /** Settles once every reconcile started so far has (tests wait on it instead of sleeping). */
  async reconciled(): Promise<void> {
    while (this.reconciles.size > 0)
      await Promise.all([...this.reconciles.values()].map((slot) => slot.done));
  }

  private async reconcile({ target, entries, isCurrent }: ListedFolder): Promise<void> {
    if (!isCurrent()) return;
    const mountId = target.mount.id;
    const hasEntries = entries.folders.length + entries.files.length > 0;
    const above = target.key !== '' && hasEntries ? folderRows(mountId, `${target.key}/x`) : [];
    await this.o.index.replaceFolder(
      mountId,
      prefixOf(target.key),
      childRows(mountId, prefixOf(target.key), entries),
      above,
    );
  }

  rebuild(mount: MountRow): Promise<void> {
    return this.rebuilds.run(mount.id, () => this.build(mount));
  }

  /** A file written at `key` (and the folders above it). */
  async fileAdded(
    mountId: string,
    key: string,
    object: Pick<ObjectInfo, 'size' | 'lastModified'>,
  ): Promise<void> {
    await this.o.index.upsert([...folderRows(mountId, key), fileRow(mountId, key, object)]);
  }

  /** Files and folders that appeared under a folder (a copy or a rename), folder keys ending in `/`. */
  async treeAdded(
    mountId: string,
    files: readonly ObjectInfo[],
    folders: readonly string[],
  ): Promise<void> {
    const rows = new Map<string, NewFsIndexRow>();
    for (const folder of folders) {
      for (const row of folderRows(mountId, `${folder.replace(/\/$/, '')}/x`))
        rows.set(row.key, row);
    }
    for (const file of files) {
      for (const row of folderRows(mountId, file.key)) rows.set(row.key, row);
      rows.set(file.key, fileRow(mountId, file.key, file));
    }
    return this.keep(mountId, () => this.o.index.upsert([...rows.values()]));
  }

  folderAdded(mountId: string, key: string): Promise<void> {
    return this.keep(mountId, () => this.o.index.upsert(folderRows(mountId, `${key}/x`)));
  }

  removed(mountId: string, key: string): Promise<void> {
    return this.keep(mountId, () => this.o.index.deleteTree(mountId, key));
  }

  private async keep(mountId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch {
      await this.o.index.markStale(mountId).catch(() => undefined);
    }
  }

  private async build(mount: MountRow): Promise<void> {
    const startedAt = this.o.clock.now().toISOString();
    const { driver } = await this.o.storage.byId(mount.storage_config_id);
    const rows = new Map<string, NewFsIndexRow>();
    let cursor: string | undefined;
    do {
      const page = await driver.list('', { recursive: true, cursor });
      for (const object of page.objects) {
        if (object.key.split('/')[0] === INTERNAL_FOLDER) continue;
        const isMarker = object.key.endsWith('/');
        for (const row of folderRows(mount.id, isMarker ? `${object.key}x` : object.key))
          rows.set(row.key, row);
        if (!isMarker) rows.set(object.key, fileRow(mount.id, object.key, object));
      }
      cursor = page.cursor;
    } while (cursor);
    await this.o.index.replaceMount(mount.id, [...rows.values()], startedAt);
  }
}

function nameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1).toLowerCase();
}

function fileRow(
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
function folderRows(mountId: string, key: string): NewFsIndexRow[] {
  const segments = key.split('/').slice(0, -1);
  return segments.map((_, i) => folderRow(mountId, segments.slice(0, i + 1).join('/')));
}

/** A listing's entries as index rows, made one at a time as they are written, never all at once. */
function* childRows(
  mountId: string,
  prefix: string,
  entries: FolderEntries,
): Generator<NewFsIndexRow> {
  for (const name of entries.folders) yield folderRow(mountId, `${prefix}${name}`);
  for (const file of entries.files) yield fileRow(mountId, file.key, file);
}
