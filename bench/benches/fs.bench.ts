/**
 * The file tree over mounts (docs/PERFORMANCE.md): listing a folder of 10,000 objects through GET
 * /api/fs/list (cold, with the mount's cache off; cached) against the bare storage listing the
 * server needs (the same driver, every page, in this process), and search by name in a mount of
 * 100,000 objects (timed once the mounts' indexes, built in the background, are done; the build is
 * shown beside them, and fs-first-search.bench.ts times searches during it). The cold listing is
 * measured on local storage (seeded straight on disk) and on S3 (the test Ceph radosgw,
 * fs-listing.ts); the rest on local storage. BENCH_FS_LIST and BENCH_FS_SEARCH set other sizes.
 * Targets: cold listing within 1.2x of the bare listing, cached listing under 20 ms (both as the
 * response received; the client's JSON parse is shown beside the cached one), search under 200 ms.
 *
 * Like the storage bench, this starts its own server so it can seed files into its DATA_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { localDriverAt, StatPool } from '../../server/src/storage/registry.js';
import { createContext } from '../support/client.js';
import { time } from '../support/measure.js';
import { positiveInt } from '../support/options.js';
import { seedFiles } from '../support/seed.js';
import type { Mount } from '@cloudpaste/contracts';
import type { Bench, Measurement } from '../support/types.js';
import { compareKeptListing } from './fs-kept-listing.js';
import { coldMount, compareColdListing, s3ColdListing } from './fs-listing.js';

const TARGETS = { cachedMs: 20, searchMs: 200 };

export const fsBench: Bench = {
  name: 'fs',
  async run() {
    const listCount = positiveInt('BENCH_FS_LIST', 10_000);
    const searchCount = positiveInt('BENCH_FS_SEARCH', 100_000);
    const password = randomBytes(18).toString('base64url');
    const work = mkdtempSync(join(tmpdir(), 'cloudpaste-fs-bench-'));
    let server: RunningServer | undefined;
    try {
      const dataDir = join(work, 'data');
      const storageRoot = join(dataDir, 'storage');
      const seedStarted = performance.now();
      seedFiles(storageRoot, 'list', listCount, listCount);
      seedFiles(storageRoot, 'search', searchCount, 1000);
      console.log(
        `  seeded ${listCount} + ${searchCount} files in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
      );

      server = await startServer({ env: { ADMIN_PASSWORD: password, DATA_DIR: dataDir } });
      const client = createContext(server.url, { username: 'admin', password });
      const auth = `Bearer ${await client.adminToken()}`;
      const [local] = await client.api<{ id: string }[]>('/s3-configs', { auth });
      const session = { url: server.url, auth, client };
      const mountsCreated = performance.now();
      const coldId = await coldMount(session, 'cold', local!.id, 'LOCAL');
      await client.api('/admin/mounts', {
        method: 'POST',
        auth,
        body: {
          name: 'cached',
          storage_type: 'LOCAL',
          storage_config_id: local!.id,
          mount_path: '/cached',
          cache_ttl: 300,
        },
      });
      // The new mounts' indexes are built in the background: done before anything is timed.
      for (;;) {
        const mounts = await client.api<Mount[]>('/admin/mounts', { auth });
        if (mounts.every((m) => m.index?.state === 'ready')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const indexMs = performance.now() - mountsCreated;
      // The bare listing stats on the server's built workers too, so both sides run the same code.
      const stats = new StatPool(
        new URL('../../server/dist/local-stat.worker.js', import.meta.url),
      );
      const driver = localDriverAt('bench', storageRoot, {
        secret: 'bench-secret-bench-secret-bench-secret',
        stats,
      });
      const coldLocal = await compareColdListing(
        session,
        'local',
        driver,
        'cold',
        'list',
        listCount,
      );
      if (stats.running === 0)
        throw new Error('the bare listing did not stat on the built workers');
      await stats.close();
      const davAuth = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
      const coldS3 = await s3ColdListing(session, davAuth, listCount);
      const keptLocal = await compareKeptListing(
        session,
        davAuth,
        'local',
        '/cached/list',
        listCount,
      );

      // The cached target is the server's: the whole response received. Parsing 2.7 MB of JSON is
      // the client's own work (about 8 ms here), shown beside it.
      const list = () => client.api<{ items: unknown[] }>('/fs/list?path=/cached/list', { auth });
      await list();
      const received = await time(30, async () => {
        const res = await fetch(`${server!.url}/api/fs/list?path=/cached/list`, {
          headers: { authorization: auth },
        });
        if (!res.ok) throw new Error(`the cached listing answered ${res.status}`);
        await res.text();
      });
      const cached = await time(30, list);

      const searchPath = `/fs/search?scope=mount&mount_id=${coldId}`;
      await client.api(`${searchPath}&q=report-0999`, { auth });
      let found = 0;
      const search = await time(20, async () => {
        const answer = await client.api<{ total: number }>(`${searchPath}&q=invoice-09`, { auth });
        found = answer.total;
      });

      const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
      const measurements: Measurement[] = [
        ...coldLocal,
        ...coldS3,
        ...keptLocal,
        {
          name: 'GET /api/fs/list, cached, received',
          figures: [
            { label: 'p50', value: received.p50, unit: 'ms' },
            { label: 'p95', value: received.p95, unit: 'ms' },
          ],
          note: `target < ${TARGETS.cachedMs} ms: ${verdict(received.p50 < TARGETS.cachedMs)}`,
        },
        {
          name: 'GET /api/fs/list, cached, received and parsed',
          figures: [
            { label: 'p50', value: cached.p50, unit: 'ms' },
            { label: 'p95', value: cached.p95, unit: 'ms' },
          ],
          note: 'the client parsing the JSON too',
        },
        {
          name: `two mounts of ${searchCount + listCount} files indexed in the background`,
          figures: [{ label: 'total', value: indexMs, unit: 'ms' }],
          note: 'from their creation: one recursive listing each, 1,000 keys a transaction',
        },
        {
          name: 'GET /api/fs/search',
          figures: [
            { label: 'p50', value: search.p50, unit: 'ms' },
            { label: 'p95', value: search.p95, unit: 'ms' },
            { label: 'matches', value: found, unit: '' },
          ],
          note: `target < ${TARGETS.searchMs} ms: ${verdict(search.p95 < TARGETS.searchMs)}`,
        },
      ];
      return measurements;
    } finally {
      await server?.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
