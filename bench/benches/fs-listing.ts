/**
 * A cold folder listing (docs/PERFORMANCE.md) against the bare storage calls it needs: every page
 * of the driver's listing in this process, and GET /api/fs/list of the same folder through a mount
 * with its cache off, both received whole, taken in turns so that a slow spell weighs on both
 * alike. The first page too: the driver's first page against the listing's first bytes received
 * (the API answers a whole folder, folders first and by name, so it starts after the storage's last
 * page). Run for the local driver (seeded on disk by the caller) and for S3 (Ceph radosgw, seeded
 * here).
 */
import { Readable } from 'node:stream';
import type { StorageDriver } from '../../server/src/storage/driver.js';
import { createS3Client } from '../../server/src/storage/drivers/s3/s3-client.js';
import type { S3DriverSpec } from '../../server/src/storage/drivers/s3/s3-client.js';
import { S3Driver } from '../../server/src/storage/drivers/s3/s3.driver.js';
import { s3ConfigBody } from '../../server/test/s3-config-body.js';
import type { createContext } from '../support/client.js';
import { concurrentLoad, timeInTurns } from '../support/measure.js';
import { testS3 } from '../support/test-s3.js';
import type { Measurement } from '../support/types.js';
import { compareKeptListing, sdkListAll } from './fs-kept-listing.js';

const COLD_RATIO_TARGET = 1.2;
const RUNS = 15;

export interface ListingSession {
  url: string;
  auth: string;
  client: ReturnType<typeof createContext>;
}

/** Every page of a driver's listing of `prefix`; answers how many objects it held. */
export async function listAll(driver: StorageDriver, prefix: string): Promise<number> {
  let cursor: string | undefined;
  let count = 0;
  do {
    const page = await driver.list(prefix, { cursor });
    count += page.objects.length;
    cursor = page.cursor;
  } while (cursor);
  return count;
}

/** Mounts `configId` at /`name` with its cache off; answers the mount's id. */
export async function coldMount(
  session: ListingSession,
  name: string,
  configId: string,
  storageType: 'LOCAL' | 'S3',
) {
  const { id } = await session.client.api<{ id: string }>('/admin/mounts', {
    method: 'POST',
    auth: session.auth,
    body: {
      name,
      storage_type: storageType,
      storage_config_id: configId,
      mount_path: `/${name}`,
      cache_ttl: 0,
    },
  });
  return id;
}

/** Mounts `configId` at /`name`, keeping its listings for 5 minutes; answers the mount's id. */
export async function keptMount(session: ListingSession, name: string, configId: string) {
  const { id } = await session.client.api<{ id: string }>('/admin/mounts', {
    method: 'POST',
    auth: session.auth,
    body: {
      name,
      storage_type: 'S3',
      storage_config_id: configId,
      mount_path: `/${name}`,
      cache_ttl: 300,
      webdav_policy: 'native_proxy',
    },
  });
  return id;
}

/** The listing of `/{mountName}/{folder}` timed against the bare listing of `folder/`. */
export async function compareColdListing(
  session: ListingSession,
  label: string,
  driver: StorageDriver,
  mountName: string,
  folder: string,
  count: number,
): Promise<Measurement[]> {
  const path = `/${mountName}/${folder}`;
  const receive = async () => {
    await (await coldList(session, path)).text();
  };
  const listed = await session.client.api<{ items: unknown[] }>(
    `/fs/list?path=${encodeURIComponent(path)}`,
    { auth: session.auth },
  );
  if (listed.items.length !== count || (await listAll(driver, `${folder}/`)) !== count)
    throw new Error(`the ${label} listing is incomplete`);
  const [bare, cold] = await timeInTurns(RUNS, () => listAll(driver, `${folder}/`), receive);
  const ratio = cold.p50 / bare.p50;
  const [bareFirst, coldFirst] = await timeInTurns(
    RUNS,
    () => driver.list(`${folder}/`),
    () => firstBytes(session, path),
  );
  return [
    {
      name: `${label}: first page`,
      figures: [
        { label: 'driver p50', value: bareFirst.p50, unit: 'ms' },
        { label: 'API first bytes p50', value: coldFirst.p50, unit: 'ms' },
      ],
      note: 'the API answers whole folders: its first bytes follow the last storage page',
    },
    {
      name: `${label}: bare driver listing, ${count} objects`,
      figures: [
        { label: 'p50', value: bare.p50, unit: 'ms' },
        { label: 'p95', value: bare.p95, unit: 'ms' },
      ],
      note: 'in-process, every page',
    },
    {
      name: `${label}: GET /api/fs/list, cold (cache_ttl 0), received`,
      figures: [
        { label: 'p50', value: cold.p50, unit: 'ms' },
        { label: 'p95', value: cold.p95, unit: 'ms' },
        { label: 'x bare', value: ratio, unit: '' },
        // What the API adds to the storage calls (sorting, items, JSON, compression, transfer):
        // the ratio's share of it grows as the storage gets faster.
        { label: 'over bare', value: cold.p50 - bare.p50, unit: 'ms' },
      ],
      note: `target <= ${COLD_RATIO_TARGET}x bare: ${ratio <= COLD_RATIO_TARGET ? 'met' : 'NOT met'}`,
    },
  ];
}

/** `GET /api/fs/list` of `path`, its body not read yet. */
async function coldList(session: ListingSession, path: string): Promise<Response> {
  const res = await fetch(`${session.url}/api/fs/list?path=${encodeURIComponent(path)}`, {
    headers: { authorization: session.auth },
  });
  if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
  return res;
}

/** Until the first bytes of a cold listing's body arrive; the rest is left unread. */
async function firstBytes(session: ListingSession, path: string): Promise<void> {
  const reader = (await coldList(session, path)).body!.getReader();
  await reader.read();
  await reader.cancel();
}

/**
 * The same comparison on a bucket of the test S3 server holding `count` empty objects; then the
 * bare listing as the SDK reads it against the driver's, and the folder kept by a second mount
 * (fs-kept-listing.ts).
 */
export async function s3ColdListing(
  session: ListingSession,
  davAuth: string,
  count: number,
): Promise<Measurement[]> {
  const bucket = await (await testS3()).createBucket();
  let configId: string | undefined;
  let mountId: string | undefined;
  let keptId: string | undefined;
  try {
    const driver = new S3Driver(bucket.spec);
    let next = 0;
    const seeded = await concurrentLoad(count, 32, async () => {
      const key = `list/file-${String(next++).padStart(6, '0')}.txt`;
      await driver.put(key, Readable.from([]), { contentType: 'text/plain', size: 0 });
    });
    console.log(`  seeded ${count} S3 objects in ${(seeded.elapsedMs / 1000).toFixed(1)} s`);
    ({ id: configId } = await session.client.api<{ id: string }>('/s3-configs', {
      method: 'POST',
      auth: session.auth,
      body: s3ConfigBody(bucket.spec, 'bench: Ceph radosgw'),
    }));
    mountId = await coldMount(session, 's3cold', configId, 'S3');
    const label = 'S3 (Ceph radosgw)';
    const cold = await compareColdListing(session, label, driver, 's3cold', 'list', count);
    const spec = bucket.spec as S3DriverSpec;
    const sdk = createS3Client(spec);
    const [bare, bySdk] = await timeInTurns(
      RUNS,
      () => listAll(driver, 'list/'),
      () => sdkListAll(sdk, spec.bucket, 'list/'),
    );
    keptId = await keptMount(session, 's3kept', configId);
    const kept = await compareKeptListing(session, davAuth, label, '/s3kept/list', count);
    return [
      ...cold,
      {
        name: `${label}: bare listing read by the SDK's deserializer, ${count} objects`,
        figures: [
          { label: 'p50', value: bySdk.p50, unit: 'ms' },
          { label: 'p95', value: bySdk.p95, unit: 'ms' },
          { label: 'driver p50', value: bare.p50, unit: 'ms' },
        ],
        note: 'what the S3 driver read pages with before s3-list-xml.ts',
      },
      ...kept,
    ];
  } finally {
    const remove = (path: string) =>
      session.client.api(path, { method: 'DELETE', auth: session.auth }).catch(() => undefined);
    if (mountId) await remove(`/admin/mounts/${mountId}`);
    if (keptId) await remove(`/admin/mounts/${keptId}`);
    if (configId) await remove(`/s3-configs/${configId}`);
    await bucket.cleanup();
  }
}
