/**
 * The first search in a mount nobody searched before (docs/PERFORMANCE.md, "Listings and search"),
 * on S3 (the test Ceph radosgw) with 10,000 and 100,000 objects: a mount is created and searched at
 * once, while its index is built in the background; then searched again while the build runs, and
 * once it is done. Target: the first search under 200 ms at 100,000 objects (it answers what is
 * indexed so far, saying so). The build's own time is shown beside it.
 *
 * The buckets are kept between runs (cp-bench-search-{count}) and seeded only with what they lack,
 * 64 PUTs at a time: 100,000 objects take a few minutes the first time. BENCH_FS_FIRST sets the
 * sizes (comma separated).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { FsSearchAnswer, Mount } from '@cloudpaste/contracts';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { createS3Client } from '../../server/src/storage/drivers/s3/s3-client.js';
import type { S3DriverSpec } from '../../server/src/storage/drivers/s3/s3-client.js';
import { S3Driver } from '../../server/src/storage/drivers/s3/s3.driver.js';
import { s3ConfigBody } from '../../server/test/s3-config-body.js';
import { createContext } from '../support/client.js';
import { concurrentLoad, summary } from '../support/measure.js';
import { testS3 } from '../support/test-s3.js';
import type { Bench, Measurement } from '../support/types.js';
import { listAll } from './fs-listing.js';

const TARGET_MS = 200;
/** Objects per folder of the seeded tree: search/d-000/report-000000.txt ... */
const PER_FOLDER = 1000;

type Client = ReturnType<typeof createContext>;

export const fsFirstSearchBench: Bench = {
  name: 'fs-first-search',
  async run() {
    const sizes = (process.env.BENCH_FS_FIRST ?? '10000,100000')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    const s3 = await testS3();
    const password = randomBytes(18).toString('base64url');
    let server: RunningServer | undefined;
    try {
      const specs = [];
      for (const count of sizes) specs.push(await seededBucket(s3.endpoint, count));
      server = await startServer({ env: { ADMIN_PASSWORD: password } });
      const client = createContext(server.url, { username: 'admin', password });
      const auth = `Bearer ${await client.adminToken()}`;
      const measurements: Measurement[] = [];
      for (const [i, spec] of specs.entries())
        measurements.push(...(await firstSearch(client, auth, spec, sizes[i]!)));
      return measurements;
    } finally {
      await server?.stop();
    }
  },
};

/** A kept bucket holding `count` empty objects, seeded with those it lacks. */
async function seededBucket(endpoint: string, count: number): Promise<S3DriverSpec> {
  const spec: S3DriverSpec = {
    endpoint,
    region: process.env.TEST_S3_REGION || 'us-east-1',
    accessKeyId: process.env.TEST_S3_ACCESS_KEY ?? '',
    secretAccessKey: process.env.TEST_S3_SECRET_KEY ?? '',
    pathStyle: true,
    customHost: null,
    bucket: `cp-bench-search-${count}`,
  };
  const client = createS3Client(spec);
  await client.send(new CreateBucketCommand({ Bucket: spec.bucket })).catch((error: unknown) => {
    const name = (error as { name?: string }).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  });
  client.destroy();
  const driver = new S3Driver(spec);
  const have = await listAll(driver, 'search/');
  if (have < count) {
    let next = have;
    const seeded = await concurrentLoad(count - have, 64, async () => {
      const n = next++;
      const folder = String(Math.floor(n / PER_FOLDER)).padStart(3, '0');
      const key = `search/d-${folder}/report-${String(n).padStart(6, '0')}.txt`;
      await driver.put(key, Readable.from([]), { contentType: 'text/plain', size: 0 });
    });
    console.log(
      `  seeded ${count - have} objects into ${spec.bucket} in ${(seeded.elapsedMs / 1000).toFixed(1)} s`,
    );
  }
  return spec;
}

async function firstSearch(
  client: Client,
  auth: string,
  spec: S3DriverSpec,
  count: number,
): Promise<Measurement[]> {
  const { id: configId } = await client.api<{ id: string }>('/s3-configs', {
    method: 'POST',
    auth,
    body: s3ConfigBody(spec, `bench: first search ${count}`),
  });
  let mountId: string | undefined;
  try {
    const created = performance.now();
    ({ id: mountId } = await client.api<{ id: string }>('/admin/mounts', {
      method: 'POST',
      auth,
      body: {
        name: `first${count}`,
        storage_type: 'S3',
        storage_config_id: configId,
        mount_path: `/first${count}`,
      },
    }));
    const path = `/fs/search?scope=mount&mount_id=${mountId}&limit=50`;
    const search = async (q: string) => {
      const started = performance.now();
      const answer = await client.api<FsSearchAnswer>(`${path}&q=${q}`, { auth });
      return { ms: performance.now() - started, answer };
    };
    const first = await search('report-0000');
    const during: number[] = [];
    let state: Mount['index'];
    for (;;) {
      const mounts = await client.api<Mount[]>('/admin/mounts', { auth });
      state = mounts.find((m) => m.id === mountId)?.index;
      if (state?.state === 'ready') break;
      during.push((await search(`report-0${during.length % 10}`)).ms);
    }
    const builtMs = performance.now() - created;
    const after: number[] = [];
    let total = 0;
    for (let i = 0; i < 15; i++) {
      // report-00…: 10,000 matches at either size, counted and paged like any search.
      const { ms, answer } = await search('report-00');
      after.push(ms);
      total = answer.total;
    }
    const duringRun = summary(during.length > 0 ? during : [0]);
    const afterRun = summary(after);
    const met = first.ms < TARGET_MS ? 'met' : 'NOT met';
    return [
      {
        name: `S3, ${count} objects: first search, right after the mount is created`,
        figures: [
          { label: 'time', value: first.ms, unit: 'ms' },
          { label: 'indexed so far', value: first.answer.indexing?.indexed ?? count, unit: '' },
        ],
        note: `target < ${TARGET_MS} ms: ${met}${first.answer.indexing ? ' (partial, flagged)' : ''}`,
      },
      {
        name: `S3, ${count} objects: searches while the index is built`,
        figures: [
          { label: 'p50', value: duringRun.p50, unit: 'ms' },
          { label: 'p95', value: duringRun.p95, unit: 'ms' },
          { label: 'searches', value: during.length, unit: '' },
        ],
        note: 'the build yields between pages',
      },
      {
        name: `S3, ${count} objects: background build, mount created to indexed`,
        figures: [
          { label: 'total', value: builtMs, unit: 'ms' },
          { label: 'entries', value: state?.entries ?? 0, unit: '' },
        ],
        note: 'one recursive listing, a transaction per 1,000 keys',
      },
      {
        name: `S3, ${count} objects: search once indexed`,
        figures: [
          { label: 'p50', value: afterRun.p50, unit: 'ms' },
          { label: 'p95', value: afterRun.p95, unit: 'ms' },
          { label: 'matches', value: total, unit: '' },
        ],
        note: `target < ${TARGET_MS} ms: ${afterRun.p95 < TARGET_MS ? 'met' : 'NOT met'}`,
      },
    ];
  } finally {
    const remove = (p: string) => client.api(p, { method: 'DELETE', auth }).catch(() => undefined);
    if (mountId) await remove(`/admin/mounts/${mountId}`);
    await remove(`/s3-configs/${configId}`);
  }
}
