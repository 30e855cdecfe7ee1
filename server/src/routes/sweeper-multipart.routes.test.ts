/**
 * The sweeper aborts the multipart uploads an instance started itself in S3 and never finished (a
 * streamed upload whose instance was killed: no session row names them) once they are older than
 * the upload window, and leaves younger ones and those a session still tracks
 * (docs/DEPLOY.md, "What a killed instance leaves").
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';
import { registerBucket } from '../../test/mounted-storages.js';
import { testS3, type TestBucket } from '../../test/s3.js';
import type { StorageDriver } from '../storage/driver.js';

if (!testS3) throw new Error('TEST_S3_ENDPOINT is not set: npm test starts Ceph and sets it');

const MiB = 1024 * 1024;
const WINDOW_MS = 24 * 3600_000;
let bucket: TestBucket;
let t: TestApp;
let token: string;
let driver: StorageDriver;
const clock = new TestClock(new Date());

beforeAll(async () => {
  bucket = await testS3!.createBucket();
  t = await createTestApp({ clock });
  token = await t.adminToken();
  const configId = await registerBucket(t, token, bucket.spec);
  const mounted = await t.call('POST', '/api/admin/mounts', {
    token,
    body: { name: 'bucket', storage_type: 'S3', storage_config_id: configId, mount_path: '/s3' },
  });
  expect(mounted.status, mounted.text).toBe(201);
  driver = (await t.services.storage.byId(configId)).driver;
}, 60_000);

afterAll(async () => {
  await bucket?.cleanup();
  await t?.close();
});

/** A multipart upload with one part stored, as a streamed put leaves it when its process dies. */
async function untrackedUpload(key: string): Promise<string> {
  const { uploadId } = await driver.createMultipart(key, { contentType: 'text/plain' });
  await driver.uploadPart(key, uploadId, 1, Readable.from([Buffer.alloc(MiB, 7)]), MiB);
  return uploadId;
}

const openUploads = async () =>
  (await driver.listMultipartUploads('')).map((u) => u.uploadId).sort();

describe('abandoned multipart uploads in storage', () => {
  it('aborts an untracked one only once it is older than the upload window', async () => {
    const left = await untrackedUpload('uploads/left.bin');
    const young = await t.services.files.sweeper.sweep();
    expect(young.multipart).toBe(0);
    expect(await openUploads()).toEqual([left]);

    clock.advance(WINDOW_MS + 60_000);
    const old = await t.services.files.sweeper.sweep();
    expect(old).toMatchObject({ multipart: 1, failed: 0 });
    expect(await openUploads()).toEqual([]);
  });

  it('keeps an old one that a session still tracks', async () => {
    token = await t.adminToken();
    const init = await t.call('POST', '/api/fs/multipart/init', {
      token,
      body: { path: '/s3', fileName: 'kept.bin', fileSize: 6 * MiB },
    });
    expect(init.status, init.text).toBe(200);
    const { uploadId } = init.json.data as { uploadId: string };
    // The session outlives the storage's view of the upload: only the tracking keeps it.
    await t.database.db
      .updateTable('upload_sessions')
      .set({ expires_at: new Date(clock.now().getTime() + 10 * WINDOW_MS).toISOString() })
      .where('upload_id', '=', uploadId)
      .execute();
    const left = await untrackedUpload('uploads/left-again.bin');
    clock.advance(WINDOW_MS + 60_000);
    expect(await t.services.files.sweeper.sweep()).toMatchObject({
      multipart: 1,
      sessions: 0,
      failed: 0,
    });
    expect(await openUploads()).toEqual([uploadId]);
    expect(await openUploads()).not.toContain(left);
  });
});
