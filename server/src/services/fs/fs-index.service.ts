/**
 * The search index of mounted storages. A mount is indexed in the background from its storage
 * listing (every page, recursive: FsIndexBuilder) when it is created, first listed or first
 * searched, and refreshed the same way once its index is older than REFRESH_MS; in between, every write through the app keeps it in step, and each folder
 * listed from the storage (not from the listing cache) has its direct entries made those listed, so
 * storage changed behind the app's back shows up once its folder is listed, or at the next refresh.
 */
import type { MountRow, NewFsIndexRow } from '../../db/types.js';
import { listingsSent } from '../../lib/listings-sent.js';
import type { Clock } from '../../lib/time.js';
import type { FsIndexBuildRepository } from '../../repositories/fs-index-build.repository.js';
import type { FsIndexRepository } from '../../repositories/fs-index.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { StorageAccess } from '../storage-access.js';
import { fingerprintOf, FolderFingerprints } from './folder-fingerprints.js';
import { FsIndexBuilder, type FsIndexBuilderDeps } from './fs-index-builder.js';
import { childRows, fileRow, folderRows } from './fs-index-rows.js';
import type { ListedFolder } from './fs-listings.js';
import { prefixOf } from './fs-listings.js';

export interface FsIndexDeps {
  index: FsIndexRepository;
  builds: FsIndexBuildRepository;
  storage: StorageAccess;
  clock: Clock;
  /** The active mounts, for resuming builds whose process stopped. */
  activeMounts?: () => Promise<MountRow[]>;
  /**
   * Reports background work on the index that failed: a build (the search still answered from
   * what was indexed) or a folder's reconcile (the listing had already answered).
   */
  onRefreshError?: (mount: MountRow, error: unknown) => void;
  /** Tests make a build's pages small and watch or hold its batches. */
  buildHooks?: Pick<FsIndexBuilderDeps, 'pageSize' | 'onBatch'>;
}

/** A mount whose first build is under way: searches answer what it has indexed so far. */
export interface IndexBuilding {
  state: 'building';
  /** Objects indexed so far. */
  indexed: number;
}

/** An index older than this is rebuilt in the background when the mount is searched. */
export const REFRESH_MS = 15 * 60_000;

export class FsIndexService {
  readonly builder: FsIndexBuilder;
  /** Background builds asked for whose mount's state is being read. */
  private readonly checks = new Set<Promise<void>>();
  /**
   * Folders being reconciled, by mount and key: the run under way, and the newest listing that
   * came in meanwhile (it replaces an older one waiting: only the newest is worth writing).
   */
  private readonly reconciles = new Map<string, { next?: ListedFolder; done: Promise<void> }>();
  /** What each folder's entries were last written from, so an unchanged listing writes nothing. */
  private readonly fingerprints = new FolderFingerprints();

  constructor(private readonly o: FsIndexDeps) {
    this.builder = new FsIndexBuilder({
      builds: o.builds,
      storage: o.storage,
      clock: o.clock,
      ...o.buildHooks,
      ...(o.onRefreshError && { onError: o.onRefreshError }),
    });
  }

  /**
   * Makes sure the mount's index is built or being built, and says whether a search of it is
   * partial. A build that has not started writes its first batch first (one storage page: a small
   * mount is then complete); the search never waits longer. A stale index is refreshed in the
   * background and searched as it is.
   */
  async ready(mount: MountRow): Promise<IndexBuilding | null> {
    const state = await this.o.builds.stateOf(mount.id, this.o.clock.now().toISOString());
    if (state.indexedAt === null) {
      if (!state.leased || state.indexed === 0) await this.builder.start(mount).firstBatch;
      const now = await this.o.builds.stateOf(mount.id, this.o.clock.now().toISOString());
      return now.indexedAt === null ? { state: 'building', indexed: now.indexed } : null;
    }
    const age = this.o.clock.now().getTime() - Date.parse(state.indexedAt);
    if (age > REFRESH_MS || (state.building && !state.leased)) this.builder.start(mount);
    return null;
  }

  /** Builds the mount's index in the background (a new mount), unless built or being built. */
  buildInBackground(mount: MountRow): Promise<void> {
    const check = (async () => {
      const state = await this.o.builds.stateOf(mount.id, this.o.clock.now().toISOString());
      if (state.indexedAt === null && !state.leased) this.builder.start(mount);
    })().finally(() => this.checks.delete(check));
    this.checks.add(check);
    return check;
  }

  /** Settles once every build asked for so far has ended (tests wait on it instead of sleeping). */
  async built(): Promise<void> {
    while (this.checks.size > 0) await Promise.allSettled([...this.checks]);
    await this.builder.settled();
  }

  /** Resumes the unfinished builds nobody holds (their process stopped): at start, then now and then. */
  async resumeOrphaned(): Promise<void> {
    const orphaned = new Set(await this.o.builds.orphaned(this.o.clock.now().toISOString()));
    if (orphaned.size === 0 || !this.o.activeMounts) return;
    for (const mount of await this.o.activeMounts())
      if (orphaned.has(mount.id)) this.builder.start(mount);
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
      // Waits until the listing that called is answered (lib/listings-sent.ts): on SQLite the
      // index's queries run on this thread, and would hold up the answer's later pieces.
      await listingsSent();
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
    if (!(await isCurrent())) return;
    const mountId = target.mount.id;
    const folder = `${mountId}:${target.key}`;
    // Unchanged since it was written into this very build: nothing to read back or write.
    const indexedAt = await this.o.index.indexedAt(mountId);
    const fingerprint = fingerprintOf(entries);
    if (indexedAt !== null && this.fingerprints.matches(folder, indexedAt, fingerprint)) return;
    const hasEntries = entries.folders.length + entries.files.length > 0;
    const above = target.key !== '' && hasEntries ? folderRows(mountId, `${target.key}/x`) : [];
    const built = await this.o.index.replaceFolder(
      mountId,
      prefixOf(target.key),
      childRows(mountId, prefixOf(target.key), entries),
      above,
    );
    // A mount first listed before it was ever indexed: its build starts now.
    if (!built) await this.buildInBackground(target.mount);
    else if (indexedAt !== null) this.fingerprints.remember(folder, indexedAt, fingerprint);
  }

  /** Another instance wrote to the mount: what this one remembers of its folders may be stale. */
  forgetFingerprints(mountId: string): void {
    this.fingerprints.forgetMount(mountId);
  }

  /** A file written at `key` (and the folders above it). */
  async fileAdded(
    mountId: string,
    key: string,
    object: Pick<ObjectInfo, 'size' | 'lastModified'>,
  ): Promise<void> {
    this.fingerprints.forgetMount(mountId);
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
    this.fingerprints.forgetMount(mountId);
    try {
      await work();
    } catch {
      await this.o.index.markStale(mountId).catch(() => undefined);
    }
  }
}
