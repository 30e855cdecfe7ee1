import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKSTOP_PAGES,
  CHECKPOINT_DELAY_MS,
  DEFAULT_AUTOCHECKPOINT_PAGES,
  LOG_FILE_KEPT_BYTES,
  nextCheckpointDelay,
  runCheckpoints,
  startWalCheckpointer,
} from './wal-checkpointer.js';

/** Built workers must sit inside the repository so that they resolve better-sqlite3 from it. */
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));

const result = (log: number, checkpointed: number) => ({ busy: 0, log, checkpointed });

describe('nextCheckpointDelay', () => {
  it('checks again soon while the log has frames to copy or has changed', () => {
    expect(nextCheckpointDelay(undefined, result(0, 0))).toBe(CHECKPOINT_DELAY_MS.busy);
    expect(nextCheckpointDelay(result(10, 10), result(30, 20))).toBe(CHECKPOINT_DELAY_MS.busy);
    expect(nextCheckpointDelay(result(10, 10), result(4, 4))).toBe(CHECKPOINT_DELAY_MS.busy);
  });

  it('waits longer once everything is copied and nothing was written since', () => {
    expect(nextCheckpointDelay(result(30, 30), result(30, 30))).toBe(CHECKPOINT_DELAY_MS.idle);
    expect(nextCheckpointDelay(result(0, 0), result(0, 0))).toBe(CHECKPOINT_DELAY_MS.idle);
  });
});

describe('WAL checkpoints off the event loop', () => {
  let dir: string;
  let path: string;
  let writer: SQLite.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cloudpaste-wal-'));
    path = join(dir, 'test.db');
    writer = new SQLite(path);
    writer.pragma('journal_mode = WAL');
    writer.exec('CREATE TABLE t (body TEXT NOT NULL)');
  });
  afterEach(() => {
    if (writer.open) writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** About 2 MB of rows, committed to the log only: the database file stays as it was. */
  const writeRows = () => {
    const insert = writer.prepare('INSERT INTO t (body) VALUES (?)');
    writer.transaction(() => {
      for (let i = 0; i < 1_000; i++) insert.run('x'.repeat(2_000));
    })();
  };
  const fileSize = () => statSync(path).size;
  const until = async (done: () => boolean) => {
    for (let waited = 0; !done(); waited += 20) {
      if (waited > 5_000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("copies the log into the database from a connection of its own, without the writer's help", async () => {
    writer.pragma('wal_autocheckpoint = 0');
    writeRows();
    const before = fileSize();
    const loop = runCheckpoints(new SQLite(path));
    try {
      await until(() => fileSize() > before + 1_000_000);
    } finally {
      loop.stop();
    }
    expect(writer.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1_000 });
  });

  describe('the worker thread', () => {
    let workerUrl: URL;
    beforeAll(async () => {
      mkdirSync(CACHE, { recursive: true });
      const out = mkdtempSync(join(CACHE, 'wal-checkpointer-'));
      const outfile = join(out, 'wal-checkpointer.worker.js');
      await build({
        entryPoints: [fileURLToPath(new URL('./wal-checkpointer.worker.ts', import.meta.url))],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        external: ['better-sqlite3'],
        logLevel: 'warning',
      });
      writeFileSync(join(out, 'failing.worker.js'), "throw new Error('checkpointer broke');\n");
      workerUrl = pathToFileURL(outfile);
    });
    afterAll(() => rmSync(new URL('.', workerUrl), { recursive: true, force: true }));

    const autocheckpoint = () => writer.pragma('wal_autocheckpoint', { simple: true });
    /** The built worker, for this test's writer; any error it reports fails the test. */
    const startWorking = () =>
      startWalCheckpointer(writer, path, (error) => expect.fail(error.message), workerUrl);

    it('checkpoints while it runs, leaves the writer only a backstop, and stops', async () => {
      const checkpointer = startWorking();
      expect(checkpointer).toBeDefined();
      expect(autocheckpoint()).toBe(BACKSTOP_PAGES);
      const before = fileSize();
      writeRows();
      await until(() => fileSize() > before + 1_000_000);
      await checkpointer!.stop();
      await checkpointer!.stop();
    });

    it('truncates a log file that grew large once writes stop and every frame is copied', async () => {
      const checkpointer = startWorking();
      const logSize = () => statSync(`${path}-wal`).size;
      // One transaction of about 24 MB: the log cannot start over in the middle of it.
      writer.transaction(() => {
        for (let i = 0; i < 12; i++) writeRows();
      })();
      expect(logSize()).toBeGreaterThan(LOG_FILE_KEPT_BYTES);
      await until(() => logSize() === 0);
      expect(writer.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 12_000 });
      await checkpointer!.stop();
    });

    it('gives the writer its own checkpoints back when the worker fails', async () => {
      const errors: string[] = [];
      const failing = new URL('failing.worker.js', workerUrl);
      const checkpointer = startWalCheckpointer(
        writer,
        path,
        (error) => errors.push(error.message),
        failing,
      );
      await until(() => errors.length > 0);
      expect(errors).toEqual(['checkpointer broke']);
      expect(autocheckpoint()).toBe(DEFAULT_AUTOCHECKPOINT_PAGES);
      // Stopping a worker that has already ended does not wait out the stop timeout.
      const stopped = checkpointer!.stop().then(() => 'stopped');
      const waiting = new Promise((resolve) => setTimeout(resolve, 1_000, 'still waiting'));
      expect(await Promise.race([stopped, waiting])).toBe('stopped');
    });

    it('starts nothing where there is no built worker (running from source)', () => {
      expect(
        startWalCheckpointer(writer, path, () => {}, new URL('missing.js', workerUrl)),
      ).toBeUndefined();
      expect(autocheckpoint()).toBe(DEFAULT_AUTOCHECKPOINT_PAGES);
    });
  });
});
