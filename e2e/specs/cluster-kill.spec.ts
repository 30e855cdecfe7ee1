/**
 * An instance of the cluster killed with SIGKILL in the middle of an upload (docs/DEPLOY.md, "What a
 * killed instance leaves"): a share streamed into S3 through the server, then a WebDAV PUT into an S3
 * mount, each sent straight to one instance and held open once the instance has started its S3
 * multipart upload. The instance is killed, the client sends the upload again through the balancer
 * and it completes whole; once the upload window has passed, the sweeper (run by a surviving
 * instance) leaves nothing orphaned: every share row has its object, every object a row, and no
 * multipart upload is left open in either bucket. Needs TEST_DATABASE_URL, TEST_S3_* and nginx.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ConfigBody } from '../../server/test/s3-config-body.js';
import { testS3, type TestBucket } from '../../server/test/s3.js';
import { S3Driver } from '../../server/src/storage/drivers/s3/s3.driver.js';
import { freshDatabase, startBalanced, type Balanced } from '../support/balancer.js';
import { TEST_ADMIN, type RunningServer } from '../support/server.js';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run the suite through npm test');
if (!testS3) throw new Error('TEST_S3_* name no S3 server: run the suite through npm test');

const MiB = 1024 * 1024;
/** Short, so the sweeper takes the killed uploads for abandoned within the test. */
const UPLOAD_WINDOW_MS = 30_000;
/** Past the 8 MiB first part: the instance has started an S3 multipart upload for the body. */
const SENT_BEFORE_KILL = 9 * MiB;
const FILE = new Uint8Array(randomBytes(10 * MiB));
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const DAV_AUTH = `Basic ${Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`).toString('base64')}`;

/** `POST /api/upload`'s form: the storage first (so the file streams there), then FILE. */
function shareForm(configId: string): { contentType: string; bytes: Uint8Array<ArrayBuffer> } {
  const boundary = `----cloudpaste${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="s3_config_id"\r\n\r\n${configId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="killed.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const parts = [Buffer.from(head), FILE, Buffer.from(`\r\n--${boundary}--\r\n`)];
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: new Uint8Array(Buffer.concat(parts)),
  };
}

/** `body`'s first `limit` bytes, then nothing more: the upload stays open until its server dies. */
function stalledAfter(body: Uint8Array, limit: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= limit) return new Promise<void>(() => undefined);
      controller.enqueue(body.subarray(sent, sent + MiB));
      sent += MiB;
    },
  });
}

/**
 * Polls `state` until it equals `wanted`; fails after `ms` with `what` and the last state seen.
 */
async function until<T>(what: string, state: () => Promise<T>, wanted: T, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const seen = await state();
    if (JSON.stringify(seen) === JSON.stringify(wanted)) return;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms / 1000} s (last seen ${JSON.stringify(seen)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends the request again while the balancer cannot reach an instance (as a client's retry). */
async function retried(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await send().catch((error: unknown) =>
      attempt < 5 ? null : Promise.reject(error),
    );
    if (res && (![502, 503, 504].includes(res.status) || attempt >= 5)) return res;
  }
}

describe('an instance killed during an upload', () => {
  let cluster: Balanced;
  let dropDatabase: () => Promise<void>;
  let db: pg.Client;
  let token: string;
  const buckets: TestBucket[] = [];
  let shares: { configId: string; driver: S3Driver };
  let dav: { configId: string; driver: S3Driver };

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${cluster.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: any };
    expect(res.ok, JSON.stringify(json)).toBe(true);
    return json.data;
  };
  const bucket = async (name: string) => {
    const made = await testS3!.createBucket();
    buckets.push(made);
    const config = await api('POST', '/s3-configs', s3ConfigBody(made.spec, name));
    return { configId: config.id as string, driver: new S3Driver(made.spec) };
  };
  const openUploads = async (driver: S3Driver) => (await driver.listMultipartUploads('')).length;

  /** Sends `init` to `instance` held open past SENT_BEFORE_KILL, then kills it once S3 has the upload. */
  async function killDuring(
    instance: RunningServer,
    path: string,
    init: RequestInit,
    driver: S3Driver,
  ) {
    const before = await openUploads(driver);
    // Settles when the connection drops; an answer instead would mean the kill came too late.
    const cut = fetch(`${instance.url}${path}`, { ...init, duplex: 'half' } as RequestInit).then(
      (res) => `answered ${res.status}`,
      (error: unknown) => error,
    );
    await until(
      'the instance starts its multipart upload',
      async () => (await openUploads(driver)) > before,
      true,
    );
    expect(await instance.signal('SIGKILL')).toBeNull();
    expect(await cut).toBeInstanceOf(Error);
  }

  beforeAll(async () => {
    const database = await freshDatabase(adminUrl);
    dropDatabase = database.drop;
    cluster = await startBalanced(database.url, 3, {
      UPLOAD_WINDOW_MS: String(UPLOAD_WINDOW_MS),
      SWEEP_INTERVAL_MS: '2000',
    });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const login = await fetch(`${cluster.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    shares = await bucket('Shares');
    dav = await bucket('Dav');
    await api('POST', '/admin/mounts', {
      name: 'dav',
      storage_type: 'S3',
      storage_config_id: dav.configId,
      mount_path: '/davs3',
      webdav_policy: 'native_proxy',
    });
  }, 90_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await dropDatabase?.();
    for (const made of buckets) await made.cleanup();
  }, 60_000);

  it('completes a share streamed into S3 when the client retries through the balancer', async () => {
    const form = shareForm(shares.configId);
    const headers = { authorization: `Bearer ${token}`, 'content-type': form.contentType };
    await killDuring(
      cluster.instances[0]!,
      '/api/upload',
      {
        method: 'POST',
        headers,
        body: stalledAfter(form.bytes, SENT_BEFORE_KILL),
      },
      shares.driver,
    );
    const left = await db.query("SELECT id FROM files WHERE status = 'pending'");
    expect(left.rowCount).toBe(1);

    const res = await retried(() =>
      fetch(`${cluster.url}/api/upload`, { method: 'POST', headers, body: form.bytes }),
    );
    const created = (await res.json()) as { data: { downloadUrl: string } };
    expect(res.status, JSON.stringify(created)).toBe(201);
    const download = await fetch(`${cluster.url}${created.data.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(FILE));
  });

  it('completes a WebDAV PUT into an S3 mount when the client retries through the balancer', async () => {
    await killDuring(
      cluster.instances[1]!,
      '/dav/davs3/killed.bin',
      {
        method: 'PUT',
        headers: { authorization: DAV_AUTH },
        body: stalledAfter(FILE, SENT_BEFORE_KILL),
      },
      dav.driver,
    );
    const res = await retried(() =>
      fetch(`${cluster.url}/dav/davs3/killed.bin`, {
        method: 'PUT',
        headers: { authorization: DAV_AUTH },
        body: FILE,
      }),
    );
    expect(res.status).toBe(201);
    const got = await fetch(`${cluster.url}/dav/davs3/killed.bin`, {
      headers: { authorization: DAV_AUTH },
    });
    expect(got.status).toBe(200);
    expect(sha256(new Uint8Array(await got.arrayBuffer()))).toBe(sha256(FILE));
  });

  it('leaves nothing orphaned once the sweeper has run after the upload window', async () => {
    // The killed instances' leftovers, until a surviving instance's sweep takes them.
    await until(
      'the sweeper removes the abandoned uploads',
      async () => ({
        pendingShares: (await db.query("SELECT id FROM files WHERE status = 'pending'")).rowCount,
        openInShareBucket: await openUploads(shares.driver),
        openInDavBucket: await openUploads(dav.driver),
      }),
      { pendingShares: 0, openInShareBucket: 0, openInDavBucket: 0 },
      UPLOAD_WINDOW_MS + 45_000,
    );
    const rows = await db.query<{ storage_path: string }>(
      'SELECT storage_path FROM files WHERE storage_config_id = $1',
      [shares.configId],
    );
    const objects = (await shares.driver.list('', { recursive: true })).objects.map((o) => o.key);
    expect(rows.rows.map((r) => r.storage_path).sort()).toEqual(objects.sort());
    expect(objects).toHaveLength(1);
    const davObjects = (await dav.driver.list('', { recursive: true })).objects;
    expect(davObjects.map((o) => [o.key, o.size])).toEqual([['killed.bin', FILE.length]]);
  }, 120_000);
});
