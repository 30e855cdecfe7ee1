/**
 * The local driver's stats on worker threads: the built worker (esbuild, as the server's build
 * makes it) answers as statting on the thread pool does, a pool with no worker or a failed one
 * still answers, and a listing read page by page through workers sees every file as head() does.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDriverAt } from './definition.js';
import { EntryKind, type StatBatch } from './file-stats.js';
import { StatPool } from './stat-pool.js';

let work: string;
let workerUrl: URL;
let failingUrl: URL;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cloudpaste-stat-pool-'));
  const outfile = join(work, 'local-stat.worker.js');
  await build({
    entryPoints: [new URL('./local-stat.worker.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  workerUrl = pathToFileURL(outfile);
  // A worker that dies at its first batch.
  const failing = join(work, 'failing.worker.js');
  writeFileSync(
    failing,
    "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
  );
  failingUrl = pathToFileURL(failing);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let dir: string;
let pools: StatPool[];
const pool = (url: URL) => {
  const made = new StatPool(url);
  pools.push(made);
  return made;
};

beforeEach(() => {
  dir = mkdtempSync(join(work, 'files-'));
  pools = [];
});
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  vi.useRealTimers();
});

/** `count` files of distinct sizes and times, a folder, and a path that does not exist. */
function samplePaths(count: number): string[] {
  const files = Array.from({ length: count }, (_, i) => {
    const file = join(dir, `f${i}.txt`);
    writeFileSync(file, 'x'.repeat(i));
    utimesSync(
      file,
      new Date(1_700_000_000_000 + i * 1001),
      new Date(1_700_000_000_000 + i * 1001),
    );
    return file;
  });
  mkdirSync(join(dir, 'sub'));
  return [...files.slice(0, 5), join(dir, 'sub'), join(dir, 'missing'), ...files.slice(5)];
}

/** What each path's stats should read as. */
function expected(paths: string[]): StatBatch {
  const batch: StatBatch = {
    kinds: new Uint8Array(paths.length),
    sizes: new Float64Array(paths.length),
    mtimes: new Float64Array(paths.length),
    etags: paths.map(() => ''),
  };
  paths.forEach((path, i) => {
    const stats = statSync(path, { bigint: true, throwIfNoEntry: false });
    if (!stats) return;
    batch.kinds[i] = stats.isFile() ? EntryKind.File : EntryKind.Folder;
    batch.sizes[i] = Number(stats.size);
    batch.mtimes[i] = Number(stats.mtimeMs);
    batch.etags[i] = `${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}`;
  });
  return batch;
}

describe('StatPool', () => {
  it('stats a page on the built workers, index by index, as statSync reads each path', async () => {
    const paths = samplePaths(300); // Shared between two workers.
    const workers = pool(workerUrl);
    const batch = await workers.statMany(paths);
    expect(workers.running).toBe(2);
    expect(batch).toEqual(expected(paths));
    expect(batch.kinds[5]).toBe(EntryKind.Folder);
    expect(batch.kinds[6]).toBe(EntryKind.Missing);
  });

  it('answers the same on the thread pool where there is no built worker', async () => {
    const paths = samplePaths(40);
    const missingWorker = pathToFileURL(join(work, 'not-built.worker.js'));
    const none = pool(missingWorker);
    expect(await none.statMany(paths)).toEqual(expected(paths));
    expect(none.running).toBe(0);
  });

  it('answers through the thread pool when a worker fails, and from then on', async () => {
    const paths = samplePaths(200);
    const failing = pool(failingUrl);
    expect(await failing.statMany(paths)).toEqual(expected(paths));
    expect(failing.running).toBe(0);
    expect(await failing.statMany(paths.slice(0, 3))).toEqual(expected(paths.slice(0, 3)));
  });

  it('answers an empty batch and keeps working after close', async () => {
    const workers = pool(workerUrl);
    expect((await workers.statMany([])).kinds).toHaveLength(0);
    await workers.close();
    const paths = samplePaths(3);
    expect(await workers.statMany(paths)).toEqual(expected(paths));
  });
});

describe('a local listing statted on workers', () => {
  const listAll = async (driver: ReturnType<typeof localDriverAt>, limit?: number) => {
    const objects = [];
    let cursor: string | undefined;
    do {
      const page = await driver.list('', { cursor, limit });
      objects.push(...page.objects);
      cursor = page.cursor;
    } while (cursor);
    return objects;
  };

  it('lists every file of a large folder page by page as head() describes it', async () => {
    for (let i = 0; i < 2_345; i++)
      writeFileSync(join(dir, `n${String(i).padStart(5, '0')}`), `${i}`);
    const driver = localDriverAt('c', dir, {
      secret: 'stat-pool-test-secret-stat-pool-test',
      stats: pool(workerUrl),
    });
    const listed = await listAll(driver);
    expect(listed).toHaveLength(2_345);
    const sample = [listed[0]!, listed[1_000]!, listed[2_344]!];
    for (const object of sample) expect(object).toEqual(await driver.head(object.key));
  });

  it('stats a next page again when it is asked for long after the page before', async () => {
    for (const name of ['a', 'b', 'c', 'd']) writeFileSync(join(dir, name), 'old');
    const driver = localDriverAt('c', dir, {
      secret: 'stat-pool-test-secret-stat-pool-test',
      stats: pool(workerUrl),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await driver.list('', { limit: 2 });
    // Page 2 was statted ahead (done well within 100 ms); then the file changes, and page 2 is
    // asked for 2 s later.
    await sleep(100);
    writeFileSync(join(dir, 'c'), 'changed!');
    vi.setSystemTime(Date.now() + 2_000);
    const second = await driver.list('', { limit: 2, cursor: first.cursor });
    expect(second.objects.map((o) => [o.key, o.size])).toEqual([
      ['c', 8],
      ['d', 3],
    ]);
  });
});
