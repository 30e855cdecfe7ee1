/** The search index following listed folders: coalesced per folder, never undoing a write, errors reported. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import type { MountRow, NewFsIndexRow } from '../../db/types.js';
import { FsIndexBuildRepository } from '../../repositories/fs-index-build.repository.js';
import { FsIndexRepository } from '../../repositories/fs-index.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { StorageAccess } from '../storage-access.js';
import { FsIndexService } from './fs-index.service.js';
import type { ListedFolder } from './fs-listings.js';
import type { InMount } from './fs-resolver.js';
import { sendingListing } from '../../lib/listings-sent.js';

const mount = { id: 'm1', cache_ttl: 0 } as MountRow;
const target = { key: 'docs', mount } as InMount;
/** A listing of files of one byte in `docs`. */
const listed = (names: string[], isCurrent = () => Promise.resolve(true)): ListedFolder => {
  const lastModified = new Date(0);
  const files = names.map((n): ObjectInfo => ({
    key: `docs/${n}`,
    size: 1,
    etag: 'e',
    lastModified,
    contentType: 'text/plain',
  }));
  return { target, entries: { folders: [], files }, isCurrent };
};

/** The real repository, recording each folder written; `hold` makes the next write wait. */
class WatchedIndex extends FsIndexRepository {
  written: string[][] = [];
  failWith: Error | undefined;
  private gate: { started: () => void; released: Promise<void> } | undefined;

  /** Holds the next write: `started` settles once it waits, `go` lets it on. */
  hold(): { started: Promise<void>; go: () => void } {
    let started!: () => void;
    let go!: () => void;
    const startedP = new Promise<void>((resolve) => (started = resolve));
    this.gate = { started, released: new Promise((resolve) => (go = resolve)) };
    return { started: startedP, go };
  }

  override async replaceFolder(
    mountId: string,
    prefix: string,
    children: Iterable<NewFsIndexRow>,
    above: readonly NewFsIndexRow[],
  ): Promise<boolean> {
    const rows = [...children];
    this.written.push(rows.map((r) => r.key));
    const gate = this.gate;
    this.gate = undefined;
    if (gate) {
      gate.started();
      await gate.released;
    }
    if (this.failWith) throw this.failWith;
    return super.replaceFolder(mountId, prefix, rows, above);
  }
}

describe('FsIndexService, folders listed from the storage', () => {
  let handle: DatabaseHandle;
  let index: WatchedIndex;
  let errors: unknown[];
  let indexer: FsIndexService;
  beforeEach(async () => {
    handle = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(handle.db);
    index = new WatchedIndex(handle.db);
    await index.replaceMount(mount.id, [], new Date(0).toISOString());
    errors = [];
    indexer = new FsIndexService({
      index,
      builds: new FsIndexBuildRepository(handle.db),
      storage: {} as StorageAccess,
      clock: { now: () => new Date() },
      onRefreshError: (_mount, error) => errors.push(error),
    });
  });
  afterEach(() => handle.close());

  it('writes only the newest of listings that came in together', async () => {
    void indexer.folderListed(listed(['a.txt']));
    void indexer.folderListed(listed(['b.txt']));
    await indexer.folderListed(listed(['c.txt']));
    expect(index.written).toEqual([['docs/c.txt']]);
  });

  it('runs once more, with the newest, for listings that came in while one was written', async () => {
    const held = index.hold();
    const first = indexer.folderListed(listed(['a.txt']));
    await held.started;
    void indexer.folderListed(listed(['b.txt']));
    void indexer.folderListed(listed(['c.txt']));
    held.go();
    await first;
    await indexer.reconciled();
    expect(index.written).toEqual([['docs/a.txt'], ['docs/c.txt']]);
    const rows = await handle.db.selectFrom('fs_index').select('key').execute();
    expect(rows.map((r) => r.key)).toEqual(['docs', 'docs/c.txt']);
  });

  it("begins no index work before the event loop's next turn, so the listing answers first", async () => {
    const done = indexer.folderListed(listed(['a.txt']));
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(index.written).toEqual([]);
    await done;
    expect(index.written).toEqual([['docs/a.txt']]);
  });

  it('begins no index work while a listing answer is still being sent', async () => {
    let sent!: () => void;
    sendingListing(new Promise<void>((resolve) => (sent = resolve)));
    const done = indexer.folderListed(listed(['a.txt']));
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(index.written).toEqual([]);
    sent();
    await done;
    expect(index.written).toEqual([['docs/a.txt']]);
  });

  it('skips a listing taken before a write through the app', async () => {
    await indexer.folderListed(listed(['a.txt'], () => Promise.resolve(false)));
    expect(index.written).toEqual([]);
  });

  it('writes a folder listed again unchanged only once into one build of the index', async () => {
    await indexer.folderListed(listed(['a.txt']));
    await indexer.folderListed(listed(['a.txt']));
    expect(index.written).toEqual([['docs/a.txt']]);
    // A file that changed (here its size) is written again.
    const grown = listed(['a.txt']);
    grown.entries.files[0] = { ...grown.entries.files[0]!, size: 2 };
    await indexer.folderListed(grown);
    expect(index.written).toHaveLength(2);
  });

  it('writes the same listing again after a rebuild, a write through the app or a stale mark', async () => {
    await indexer.folderListed(listed(['a.txt']));
    await index.replaceMount(mount.id, [], new Date(1_000).toISOString());
    await indexer.folderListed(listed(['a.txt']));
    expect(index.written).toHaveLength(2);
    // The rebuild emptied the folder; the listing written after it put a.txt back.
    const keys = await handle.db.selectFrom('fs_index').select('key').execute();
    expect(keys.map((r) => r.key)).toEqual(['docs', 'docs/a.txt']);

    await indexer.fileAdded(mount.id, 'notes/b.txt', { size: 1, lastModified: new Date(0) });
    await indexer.folderListed(listed(['a.txt']));
    expect(index.written).toHaveLength(3);

    await index.markStale(mount.id);
    await index.replaceMount(mount.id, [], new Date(2_000).toISOString());
    await indexer.folderListed(listed(['a.txt']));
    expect(index.written).toHaveLength(4);
  });

  it('reports a failed reconcile and never rejects', async () => {
    index.failWith = new Error('database gone');
    await expect(indexer.folderListed(listed(['a.txt']))).resolves.toBeUndefined();
    expect(errors).toEqual([index.failWith]);
    // The next listing of the folder is reconciled again.
    index.failWith = undefined;
    await indexer.folderListed(listed(['b.txt']));
    expect(index.written).toHaveLength(2);
  });
});
