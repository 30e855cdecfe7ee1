/**
 * File shares on S3 storage (Ceph radosgw, which npm test starts): the parts go straight to the
 * bucket by their presigned URLs, without the key, and a share served by storage links downloads
 * through the redirect to one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { s3ConfigBody } from '../../server/test/s3-config-body.js';
import { testS3, type TestBucket } from '../../server/test/s3.js';
import { runCli, startCliServer, type CliServer } from './cli-server.js';

if (!testS3) throw new Error('TEST_S3_ENDPOINT is not set: npm test starts Ceph and sets it');

let s: CliServer;
let bucket: TestBucket;
let work: string;
let storageId: string;

beforeAll(async () => {
  s = await startCliServer();
  bucket = await testS3!.createBucket();
  const created = await s.t.call('POST', '/api/s3-configs', {
    token: s.adminToken,
    body: { ...s3ConfigBody(bucket.spec, 'Ceph'), is_public: true },
  });
  expect(created.status, created.text).toBe(201);
  storageId = created.json.data.id;
  work = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-s3-'));
});

afterAll(async () => {
  await bucket?.cleanup();
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});

it('uploads a two-part file to the bucket and downloads it by the storage link', async () => {
  const bytes = randomBytes(5 * 1024 * 1024 + 4321);
  writeFileSync(join(work, 'on-s3.bin'), bytes);
  const made = await runCli(['file', 'upload', 'on-s3.bin', '--storage', storageId, '--json'], {
    env: s.env,
    cwd: work,
  });
  expect(made.code, made.stderr).toBe(0);
  const share = JSON.parse(made.stdout.toString());
  expect(share).toMatchObject({ size: bytes.length, use_proxy: false });
  expect(await bucket.keys()).toEqual([expect.stringMatching(/on-s3\.bin$/)]);

  // file-download answers 302 to a presigned bucket URL, which the download follows.
  const direct = await fetch(`${s.origin}/api/file-download/${share.slug}`, { redirect: 'manual' });
  expect(direct.status).toBe(302);
  await direct.body?.cancel();
  const got = await runCli(['file', 'download', share.url, '-o', 'back.bin'], {
    env: s.env,
    cwd: work,
  });
  expect(got.code, got.stderr).toBe(0);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  expect(sha(readFileSync(join(work, 'back.bin')))).toBe(sha(bytes));
});
