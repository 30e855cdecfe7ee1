/**
 * The search index built in the background, on SQLite and PostgreSQL, over local and S3 storage:
 * a storage page per batch, searches meanwhile answer what is indexed with a flag, a stopped build
 * resumes after its last key, one process builds a mount at a time, and a finished build drops
 * what the storage no longer has but keeps what the app wrote meanwhile.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MountRow, NewFsIndexRow } from '../../db/types.js';
import { FsIndexBuildRepository } from '../../repositories/fs-index-build.repository.js';
import { FsIndexRepository } from '../../repositories/fs-index.repository.js';
import { MountRepository } from '../../repositories/mount.repository.js';
import { createTestApp, type TestApp, type TestClock } from '../../../test/create-test-app.js';
import { testDialects } from '../../../test/databases.js';
import {
  mountedStorage,
  storageKinds,
  type MountedStorage,
} from '../../../test/mounted-storages.js';
import { LEASE_MS } from './fs-index-builder.js';
import { FsIndexService } from './fs-index.service.js';
import { FsResolver } from './fs-resolver.js';
import { FsSearchService } from './fs-search.service.js';

const PAGE = 3;
/** 10 files in docs/ and 2 two folders down: 12 objects, 4 pages of 3. */
const FILES = [
  ...Array.from({ length: 10 }, (_, i) => `docs/note-${String(i).padStart(2, '0')}.txt`),
  'pics/2024/note-photo-1.png',
  'pics/2024/note-photo-2.png',
];

const suites = testDialects.flatMap((dialect) =>
  storageKinds.map((kind) => [`${dialect.name}, ${kind}`, dialect, kind] as const),
);

describe.each(suites)('background index builds (%s)', (_name, dialect, kind) => {
  let t: TestApp;
  let storage: MountedStorage;
  let mount: MountRow;
  let builds: FsIndexBuildRepository;
  /** Every batch written, as its rows. */
  let batches: NewFsIndexRow[][];
  /** Called after each batch; a test sets it to hold or stop the build there. */
  let afterBatch: (n: number) => void | Promise<void>;
  let indexer: FsIndexService;

  const newIndexer = () =>
    new FsIndexService({
      index: new FsIndexRepository(t.database.db),
      builds,
      storage: t.services.storage,
      clock: t.clock,
      activeMounts: async () => [mount],
      buildHooks: {
        pageSize: PAGE,
        onBatch: (_mount, rows) => {
          batches.push([...rows]);
          return afterBatch(batches.length);
        },
      },
    });
  const search = (q: string) => {
    const resolver = new FsResolver({
      mounts: new MountRepository(t.database.db),
      storage: t.services.storage,
    });
    const service = new FsSearchService({
      resolver,
      indexer,
      index: new FsIndexRepository(t.database.db),
      settings: t.services.settings,
    });
    return service.search({ type: 'admin', id: 'admin' } as never, {
      q,
      scope: 'global',
      limit: 50,
      offset: 0,
    });
  };
  const buildRow = () =>
    t.database.db
      .selectFrom('fs_index_builds')
      .selectAll()
      .where('mount_id', '=', mount.id)
      .executeTakeFirstOrThrow();
  const indexedFiles = async () =>
    (
      await t.database.db
        .selectFrom('fs_index')
        .select('key')
        .where('mount_id', '=', mount.id)
        .where('is_dir', '=', 0)
        .orderBy('key')
        .execute()
    ).map((r) => r.key);

  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    // The app's own indexer stays out: these tests drive their own, with small pages.
    await t.services.fs.indexer.builder.close();
    const token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await Promise.all(FILES.map((key) => storage.put(key, 'x')));
    const id = await storage.mount('/m');
    mount = (await new MountRepository(t.database.db).findById(id)) as MountRow;
    builds = new FsIndexBuildRepository(t.database.db);
    batches = [];
    afterBatch = () => undefined;
    indexer = newIndexer();
  });
  afterEach(async () => {
    await indexer.builder.close();
    await storage.cleanup();
    await t.close();
  });

  it('writes one storage page per batch, never more, and ends with every entry', async () => {
    await indexer.buildInBackground(mount);
    await indexer.built();
    expect(batches).toHaveLength(FILES.length / PAGE);
    for (const rows of batches) expect(rows.filter((r) => r.is_dir === 0).length).toBe(PAGE);
    // A folder is written with the first page under it, not again with the next.
    const folderWrites = batches
      .flat()
      .filter((r) => r.is_dir === 1)
      .map((r) => r.key);
    expect(folderWrites.sort()).toEqual(['docs', 'pics', 'pics/2024']);
    expect(await indexedFiles()).toEqual([...FILES].sort());
    expect(await buildRow()).toMatchObject({ building: 0, cursor: null, lease_owner: null });
  });

  it('answers a search during the first build from what is indexed, saying so', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    afterBatch = (n) => (n === 1 ? held : undefined);
    const during = await search('note');
    expect(during.indexing).toEqual({ state: 'building', indexed: PAGE });
    expect(during.results).toHaveLength(PAGE);
    expect(during.indexedAt).toBeNull();
    release();
    await indexer.built();
    const after = await search('note');
    expect(after.indexing).toBeUndefined();
    expect(after.total).toBe(FILES.length);
  });

  it('resumes a stopped build after the last key it wrote, in a new process', async () => {
    afterBatch = (n) => {
      if (n === 2) void indexer.builder.stop(mount.id);
    };
    await indexer.buildInBackground(mount);
    await indexer.built();
    const stopped = await buildRow();
    expect(stopped).toMatchObject({ building: 1, indexed: 2 * PAGE, lease_owner: null });
    const written = await indexedFiles();
    expect(written).toHaveLength(2 * PAGE);
    expect(stopped.cursor).toBe(written.at(-1));

    batches = [];
    afterBatch = () => undefined;
    indexer = newIndexer();
    await indexer.resumeOrphaned();
    await indexer.built();
    const resumedFiles = batches.flat().filter((r) => r.is_dir === 0);
    expect(resumedFiles.map((r) => r.key).sort()).toEqual([...FILES].sort().slice(2 * PAGE));
    expect(await indexedFiles()).toEqual([...FILES].sort());
    expect(await buildRow()).toMatchObject({ building: 0, indexed: FILES.length });
    expect((await search('note')).indexing).toBeUndefined();
  });

  it('leaves a build another process holds to it until its lease runs out', async () => {
    const now = t.clock.now();
    const until = new Date(now.getTime() + LEASE_MS).toISOString();
    expect(await builds.claim(mount.id, 'elsewhere', now.toISOString(), until)).not.toBeNull();
    const during = await search('note');
    expect(during.indexing).toEqual({ state: 'building', indexed: 0 });
    expect(batches).toEqual([]);
    (t.clock as TestClock).advance(LEASE_MS + 1);
    await indexer.resumeOrphaned();
    await indexer.built();
    expect(await indexedFiles()).toEqual([...FILES].sort());
    // The process that lost its lease can no longer write.
    const late = await builds.writeBatch({
      mountId: mount.id,
      owner: 'elsewhere',
      generation: 1,
      rows: [],
      lastKey: 'z',
      listed: 1,
      leaseUntil: until,
    });
    expect(late).toBe(false);
  });

  it('a refresh drops what left the storage and keeps what the app wrote during it', async () => {
    await indexer.buildInBackground(mount);
    await indexer.built();
    await storage.driver.delete('docs/note-00.txt');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    afterBatch = (n) => (n === 5 ? held : undefined);
    (t.clock as TestClock).advance(16 * 60_000);
    expect((await search('note')).indexing).toBeUndefined();
    await expect.poll(() => batches.length).toBe(5);
    await indexer.fileAdded(mount.id, 'docs/zz-note-new.txt', {
      size: 1,
      lastModified: new Date(),
    });
    release();
    await indexer.built();
    const files = await indexedFiles();
    expect(files).not.toContain('docs/note-00.txt');
    expect(files).toContain('docs/zz-note-new.txt');
    expect(files).toHaveLength(FILES.length);
  });
});
