/**
 * The file tree over mounts (issue 5): listing a folder of 10,000 objects through GET /api/fs/list
 * (cold, with the mount's cache off; cached) against the bare storage listing the server needs
 * (the same driver, every page, in this process), and search by name in a mount of 100,000 objects
 * (the first search builds the index; later ones are timed). Local storage, seeded straight on
 * disk; BENCH_FS_LIST and BENCH_FS_SEARCH set other sizes. Targets: cold listing within 1.2x of the
 * bare listing, cached listing under 20 ms (both as the response received; the client's JSON parse
 * is shown beside the cached one), search under 200 ms.
 *
 * Like the storage bench, this starts its own server so it can seed files into its DATA_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { createDriver } from '../../server/src/storage/registry.js';
import { createContext } from '../support/client.js';
import { positiveInt } from '../support/options.js';
import { seedFiles } from '../support/seed.js';
import type { Bench, Measurement } from '../support/types.js';

const TARGETS = { coldRatio: 1.2, cachedMs: 20, searchMs: 200 };

/** Median and p95 of `runs` timings of `work`, in ms. */
async function time(
  runs: number,
  work: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

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
      const mount = (name: string, cache_ttl: number) =>
        client.api<{ id: string }>('/admin/mounts', {
          method: 'POST',
          auth,
          body: {
            name,
            storage_type: 'LOCAL',
            storage_config_id: local!.id,
            mount_path: `/${name}`,
            cache_ttl,
          },
        });
      const { id: coldId } = await mount('cold', 0);
      await mount('cached', 300);
      const list = (name: string) =>
        client.api<{ items: unknown[] }>(`/fs/list?path=/${name}/list`, { auth });
      if ((await list('cold')).items.length !== listCount)
        throw new Error('the listing is incomplete');

      const driver = createDriver(
        { type: 'LOCAL', configId: 'bench', root: storageRoot },
        { secret: 'bench-secret-bench-secret-bench-secret' },
      );
      const bareList = async () => {
        let cursor: string | undefined;
        let n = 0;
        do {
          const page = await driver.list('list/', { cursor });
          n += page.objects.length;
          cursor = page.cursor;
        } while (cursor);
        return n;
      };
      const bare = await time(7, bareList);
      // The targets are the server's: the whole response received. Parsing 2.7 MB of JSON is the
      // client's own work (about 8 ms here), shown beside the cached figure.
      const receive = (name: string) => async () => {
        const res = await fetch(`${server!.url}/api/fs/list?path=/${name}/list`, {
          headers: { authorization: auth },
        });
        if (!res.ok) throw new Error(`${name} listing answered ${res.status}`);
        await res.text();
      };
      const cold = await time(9, receive('cold'));
      await list('cached');
      const received = await time(30, receive('cached'));
      const cached = await time(30, () => list('cached'));

      const indexStarted = performance.now();
      const searchPath = `/fs/search?scope=mount&mount_id=${coldId}`;
      await client.api(`${searchPath}&q=report-0999`, { auth });
      const indexMs = performance.now() - indexStarted;
      let found = 0;
      const search = await time(20, async () => {
        const answer = await client.api<{ total: number }>(`${searchPath}&q=invoice-09`, { auth });
        found = answer.total;
      });

      const ratio = cold.p50 / bare.p50;
      const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
      const measurements: Measurement[] = [
        {
          name: `bare driver listing, ${listCount} objects`,
          figures: [
            { label: 'p50', value: bare.p50, unit: 'ms' },
            { label: 'p95', value: bare.p95, unit: 'ms' },
          ],
          note: 'in-process, every page',
        },
        {
          name: 'GET /api/fs/list, cold (cache_ttl 0), received',
          figures: [
            { label: 'p50', value: cold.p50, unit: 'ms' },
            { label: 'p95', value: cold.p95, unit: 'ms' },
            { label: 'x bare', value: ratio, unit: '' },
          ],
          note: `target <= ${TARGETS.coldRatio}x bare: ${verdict(ratio <= TARGETS.coldRatio)}`,
        },
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
          name: `first search, ${searchCount + listCount} files indexed`,
          figures: [{ label: 'total', value: indexMs, unit: 'ms' }],
          note: 'builds the index from the storage listing',
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
