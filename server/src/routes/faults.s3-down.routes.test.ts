/**
 * S3 stops (docs/DEPLOY.md, "Faults"): a private radosgw (test/private-radosgw.ts) serves the
 * storage and is killed with SIGKILL halfway through an upload, then while a share is downloaded
 * and a mount listed. Each answers 502/503 in the envelope with a message naming the storage; the
 * cut upload leaves no share, only its pending reservation, which the sweeper removes once the
 * storage is back (a storage that cannot be reached cannot say whether part of an object landed),
 * and no object; with radosgw back the same app uploads, downloads and lists again. A download
 * already streaming when radosgw dies ends with an error, never as a body that looks whole.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';
import { bytes, fetchBytes, formBody, upload } from '../../test/file-shares.js';
import { registerBucket } from '../../test/mounted-storages.js';
import { startPrivateRadosgw, type PrivateRadosgw } from '../../test/private-radosgw.js';
import { testS3, type TestBucket } from '../../test/s3.js';

if (!testS3) throw new Error('TEST_S3_ENDPOINT is not set: npm test starts Ceph and sets it');

const MiB = 1024 * 1024;
let rgw: PrivateRadosgw;
let bucket: TestBucket;
let t: TestApp;
let token: string;
let configId: string;
const clock = new TestClock(new Date());

beforeAll(async () => {
  rgw = await startPrivateRadosgw();
  bucket = await testS3!.createBucket();
  t = await createTestApp({ clock });
  token = await t.adminToken();
  configId = await registerBucket(t, token, { ...bucket.spec, endpoint: rgw.endpoint });
  const mounted = await t.call('POST', '/api/admin/mounts', {
    token,
    body: { name: 'bucket', storage_type: 'S3', storage_config_id: configId, mount_path: '/s3' },
  });
  expect(mounted.status, mounted.text).toBe(201);
}, 90_000);

afterAll(async () => {
  await rgw?.remove();
  // radosgw takes 20-30 s to remove a bucket a killed gateway was writing into (it waits out the
  // write it had begun); the other test files run meanwhile.
  await bucket?.cleanup();
  await t?.close();
}, 90_000);

/** Shares' file names: the visible ones, or the pending reservations of uploads not finished. */
const shareRows = async (pending = false) =>
  (
    await t.database.db
      .selectFrom('files')
      .select('filename')
      .where('pending_until', pending ? 'is not' : 'is', null)
      .execute()
  ).map((r) => r.filename);

/** Shares `name` proxied through the server, so its download reads S3 through the server. */
const share = (name: string, size: number) =>
  upload(t, {
    token,
    before: [
      ['s3_config_id', configId],
      ['use_proxy', 'true'],
    ],
    file: { name, content: bytes(size) },
  });

/** An upload whose body kills radosgw once half the file has been sent. */
async function uploadCutHalfway(name: string) {
  const file = bytes(8 * MiB);
  const form = formBody([['s3_config_id', configId]], { name, content: file, chunkSize: MiB });
  const reader = form.body.getReader();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= file.length / 2 && sent - MiB < file.length / 2) await rgw.kill();
      const next = await reader.read();
      if (next.done) return controller.close();
      sent += next.value.length;
      controller.enqueue(next.value);
    },
  });
  const res = await t.app.request('/api/upload', {
    method: 'POST',
    headers: { 'Content-Type': form.contentType, Authorization: `Bearer ${token}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const storageFailure = {
  success: false,
  data: null,
  message: expect.stringMatching(/storage/),
};

describe('S3 stopping', () => {
  it('answers a cut upload, a download and a listing with 502/503, leaves no half share, and recovers', async () => {
    const kept = await share('kept.bin', 2 * MiB);
    expect(kept.status).toBe(201);
    const rowsBefore = await shareRows();

    const cut = await uploadCutHalfway('cut.bin');
    expect([502, 503]).toContain(cut.status);
    expect(cut.json).toMatchObject({ ...storageFailure, code: cut.status });

    const download = await fetchBytes(t, `/api/file-download/${kept.json.data.slug}`);
    expect(download.status).toBe(503);
    expect(JSON.parse(download.body.toString())).toMatchObject({
      ...storageFailure,
      error: ErrorCode.SERVICE_UNAVAILABLE,
      reason: 'storage.unavailable',
    });
    expect(download.headers.get('retry-after')).toBe('5');

    const listing = await t.call('GET', '/api/fs/list?path=/s3', { token });
    expect(listing.status).toBe(503);
    expect(listing.json).toMatchObject({ ...storageFailure, error: ErrorCode.SERVICE_UNAVAILABLE });

    expect(await shareRows()).toEqual(rowsBefore);
    expect(await shareRows(true)).toEqual(['cut.bin']);

    await rgw.start();
    const again = await share('again.bin', 2 * MiB);
    expect(again.status).toBe(201);
    const back = await fetchBytes(t, `/api/file-download/${kept.json.data.slug}`);
    expect(back.status).toBe(200);
    expect(back.body.equals(bytes(2 * MiB))).toBe(true);
    const listed = await t.call('GET', '/api/fs/list?path=/s3', { token });
    expect(listed.status).toBe(200);
    expect(listed.json.data.items.map((i: { name: string }) => i.name).sort()).toEqual([
      'again.bin',
      'kept.bin',
    ]);

    // A day later the sweeper ends the reservation; nothing of the cut upload is left.
    clock.advance(25 * 3600_000);
    await t.services.files.sweeper.sweep();
    expect(await shareRows(true)).toEqual([]);
    expect((await bucket.keys()).sort()).toEqual(['again.bin', 'kept.bin']);
  }, 120_000);

  it('cuts a download that is streaming when S3 stops, rather than ending it as if whole', async () => {
    // More than loopback's socket buffers hold: most of it is still in S3 when radosgw dies.
    const size = 32 * MiB;
    token = await t.adminToken(); // The first test moved the clock past the session's end.
    const big = await share('big.bin', size);
    expect(big.status).toBe(201);
    const res = await t.app.request(`/api/file-download/${big.json.data.slug}`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = (await reader.read()).value?.length ?? 0;
    await rgw.kill();
    const rest = (async () => {
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        received += next.value.length;
      }
    })();
    await expect(rest).rejects.toThrow();
    expect(received).toBeLessThan(size);
    await rgw.start();
    expect((await fetchBytes(t, `/api/file-download/${big.json.data.slug}`)).body.length).toBe(
      size,
    );
  }, 60_000);
});
