/**
 * Builds a mount's search index in the background from one recursive listing of its storage, a
 * storage page (at most 1,000 keys) at a time: each page is one transaction of index rows with the
 * last key as the resume cursor, and the event loop gets a turn between pages, so requests are
 * never held up and memory holds one page. A database lease (fs_index_builds) keeps two processes
 * from building one mount; a build whose process stopped is resumed after its last key.
 * docs/product/mounts-and-explorer.md ("Search") says what users see meanwhile.
 */
import type { MountRow, NewFsIndexRow } from '../../db/types.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import type {
  ClaimedBuild,
  FsIndexBuildRepository,
} from '../../repositories/fs-index-build.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { StorageAccess } from '../storage-access.js';
import { fileRow, folderRows } from './fs-index-rows.js';
import { INTERNAL_FOLDER } from './mount-tree.js';

/** How long a build's lease lasts without a batch renewing it. */
export const LEASE_MS = 60_000;
/** Keys per storage page, and so per written batch (S3's own maximum). */
export const BUILD_PAGE = 1000;

export interface FsIndexBuilderDeps {
  builds: FsIndexBuildRepository;
  storage: StorageAccess;
  clock: Clock;
  /** Keys per page; tests make it small to see several batches. */
  pageSize?: number;
  /** Told of a build that failed; it stays unfinished, to be resumed. */
  onError?: (mount: MountRow, error: unknown) => void;
  /**
   * Told after each batch is written, and waited for (tests watch the batches' sizes, hold a
   * build there to search meanwhile, or stop it).
   */
  onBatch?: (mount: MountRow, rows: readonly NewFsIndexRow[]) => void | Promise<void>;
}

/** A build running in this process. */
export interface BuildRun {
  /** Settles once the first batch is written (or the build ended without one). */
  firstBatch: Promise<void>;
  /** Settles when the build finished, stopped or failed; never rejects. */
  done: Promise<void>;
}

interface RunState extends BuildRun {
  stopped: boolean;
}

export class FsIndexBuilder {
  /** This process's name on the leases it holds. */
  private readonly owner = newId();
  private readonly runs = new Map<string, RunState>();
  private closed = false;

  constructor(private readonly o: FsIndexBuilderDeps) {}

  /**
   * Starts the mount's build, or resumes its unfinished one, unless it is already running here;
   * a build another process holds is left to it (the run then ends at once).
   */
  start(mount: MountRow): BuildRun {
    const running = this.runs.get(mount.id);
    if (running) return running;
    let firstWritten!: () => void;
    const state: RunState = {
      stopped: this.closed,
      firstBatch: new Promise<void>((resolve) => (firstWritten = resolve)),
      done: Promise.resolve(),
    };
    this.runs.set(mount.id, state);
    state.done = this.build(mount, state, firstWritten)
      .catch(async (error: unknown) => {
        await this.o.builds.release(mount.id, this.owner).catch(() => undefined);
        this.o.onError?.(mount, error);
      })
      .finally(() => {
        firstWritten();
        this.runs.delete(mount.id);
      });
    return state;
  }

  /** Stops the mount's build here after its current batch; it stays unfinished, for a resume. */
  async stop(mountId: string): Promise<void> {
    const run = this.runs.get(mountId);
    if (!run) return;
    run.stopped = true;
    await run.done;
  }

  /** Stops every build here (shutdown, a test's end) and starts none after. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.runs.keys()].map((id) => this.stop(id)));
  }

  /** Settles once every build started here so far has ended (tests wait on it). */
  async settled(): Promise<void> {
    while (this.runs.size > 0) await Promise.all([...this.runs.values()].map((r) => r.done));
  }

  private leaseUntil(): string {
    return new Date(this.o.clock.now().getTime() + LEASE_MS).toISOString();
  }

  private async build(mount: MountRow, run: RunState, firstWritten: () => void): Promise<void> {
    if (run.stopped) return;
    const now = this.o.clock.now().toISOString();
    const claim = await this.o.builds.claim(mount.id, this.owner, now, this.leaseUntil());
    if (!claim) return;
    const { driver } = await this.o.storage.byId(mount.storage_config_id);
    const limit = this.o.pageSize ?? BUILD_PAGE;
    let token: string | undefined;
    let lastKey = claim.cursor;
    let written = new Set<string>();
    for (;;) {
      if (run.stopped) return this.o.builds.release(mount.id, this.owner);
      const page = await driver.list('', {
        recursive: true,
        limit,
        ...(token !== undefined ? { cursor: token } : lastKey !== null && { startAfter: lastKey }),
      });
      const batch = rowsOf(mount.id, page.objects, written);
      lastKey = page.objects.at(-1)?.key ?? lastKey;
      const kept = await this.o.builds.writeBatch({
        ...ownBatch(mount.id, this.owner, claim),
        rows: batch.rows,
        lastKey,
        listed: page.objects.length,
        leaseUntil: this.leaseUntil(),
      });
      if (!kept) return;
      written = batch.folders;
      firstWritten();
      await this.o.onBatch?.(mount, batch.rows);
      if (page.cursor === undefined) break;
      token = page.cursor;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.o.builds.finish(mount.id, this.owner, claim.generation);
  }
}

function ownBatch(mountId: string, owner: string, claim: ClaimedBuild) {
  return { mountId, owner, generation: claim.generation };
}

/**
 * A page's index rows (the repository stamps them with the build's generation): its files and
 * the folders above them, each once; folders the previous page already wrote are left out.
 * Answers the page's folders too, for the next page to leave out.
 */
function rowsOf(
  mountId: string,
  objects: readonly ObjectInfo[],
  before: ReadonlySet<string>,
): { rows: NewFsIndexRow[]; folders: Set<string> } {
  const rows = new Map<string, NewFsIndexRow>();
  const folders = new Set<string>();
  for (const object of objects) {
    if (object.key.split('/')[0] === INTERNAL_FOLDER) continue;
    const isMarker = object.key.endsWith('/');
    for (const row of folderRows(mountId, isMarker ? `${object.key}x` : object.key)) {
      folders.add(row.key);
      if (!before.has(row.key)) rows.set(row.key, row);
    }
    if (!isMarker) rows.set(object.key, fileRow(mountId, object.key, object));
  }
  return { rows: [...rows.values()], folders };
}
