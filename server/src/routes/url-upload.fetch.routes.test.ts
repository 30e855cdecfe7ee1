import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ErrorCode, Permission } from '@cloudpaste/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sha256 } from '../../test/file-shares.js';
import { registerBucket } from '../../test/mounted-storages.js';
import { startRemoteServer, type RemoteServer } from '../../test/remote-server.js';
import { testS3, type TestBucket } from '../../test/s3.js';
import {
  appReachingLoopback,
  leftovers,
  NOTHING_LEFT,
  storedFiles,
  type Auth,
} from '../../test/url-upload-app.js';
import type { UrlUploadLimits } from '../services/url-uploads/index.js';

const KB = 1024;
const REPORT = bytes(300 * KB, 5);
const BIG = bytes(3 * 1024 * KB, 9);
/** Responses of /hold, kept open until the fetch goes away; `closed` settles when each does. */
const held: { closed: Promise<void> }[] = [];

let remote: RemoteServer;
let t: TestApp;
let token: string;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  remote = await startRemoteServer({
    '/files/report.bin': (_req, res) =>
      res
        .writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Length': String(REPORT.length),
          'Content-Disposition': 'attachment; filename="report.pdf"',
        })
        .end(REPORT),
    '/chunked.bin': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      for (let i = 0; i < BIG.length; i += 64 * KB) res.write(BIG.subarray(i, i + 64 * KB));
      res.end();
    },
    '/big.bin': (_req, res) =>
      res.writeHead(200, { 'Content-Length': String(BIG.length) }).end(BIG),
    '/packed.txt': (_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' })
        .end(gzipSync(REPORT)),
    // ?kib=N: how much to send before holding (64 KiB by default).
    '/hold': (req, res) => {
      held.push({ closed: new Promise((resolve) => res.once('close', () => resolve())) });
      const kib = Number(new URL(req.url ?? '', 'http://remote').searchParams.get('kib') ?? 64);
      res.writeHead(200, { 'Content-Type': 'video/mp4' }).write(bytes(kib * KB));
    },
    '/gone': (_req, res) => res.writeHead(404).end(),
  });
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await remote.close();
});

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

function reaching(limits: Partial<UrlUploadLimits> = {}) {
  const app = appReachingLoopback(t, { token }, limits);
  closers.push(app.close);
  return app.call;
}
type Call = ReturnType<typeof reaching>;

/** Polls a server-side fetch until it is no longer running; answers the last reply. */
async function settled(call: Call, fileId: string, auth: Auth = { token }) {
  for (;;) {
    const res = await call('GET', `/api/url/fetch/${fileId}`, undefined, auth);
    if (res.status !== 200 || res.json.data.status !== 'running') return res;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const expectNothingLeft = async () => expect(await leftovers(t)).toEqual(NOTHING_LEFT);
const setMaxUpload = (size: number, unit = 'MB') =>
  t.call('PUT', '/api/admin/settings/group/1', {
    token,
    body: { max_upload_size: size, max_upload_size_unit: unit },
  });
async function smallStorage(totalBytes: number): Promise<string> {
  const res = await t.call('POST', '/api/s3-configs', {
    token,
    body: {
      name: 'small',
      storage_type: 'LOCAL',
      bucket_name: 'small-store',
      total_storage_bytes: totalBytes,
    },
  });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

describe('URL upload fetched by the server: POST /api/url/fetch', () => {
  it('streams the remote file into storage as a share, reporting progress until done', async () => {
    const call = reaching();
    const res = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/files/report.bin`,
      slug: 'fetched',
      remark: 'by the server',
      password: 'secret',
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ code: 202, success: true });
    expect(res.json.data).toMatchObject({
      file_id: expect.any(String),
      slug: 'fetched',
      filename: 'report.pdf',
      status: 'running',
      total: REPORT.length,
      share: null,
    });
    const done = await settled(call, res.json.data.file_id);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({
      status: 'done',
      received: REPORT.length,
      share: {
        slug: 'fetched',
        filename: 'report.pdf',
        mimetype: 'application/pdf',
        size: REPORT.length,
        remark: 'by the server',
        requires_password: true,
      },
    });
    const verify = await t.call('POST', '/api/public/files/fetched/verify', {
      body: { password: 'secret' },
    });
    expect(sha256((await fetchBytes(t, verify.json.data.downloadUrl)).body)).toBe(sha256(REPORT));
  });

  it('stores the decoded bytes when the remote compresses despite being asked not to', async () => {
    const call = reaching();
    const res = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/packed.txt`,
      filename: 'plain.txt',
    });
    expect(res.status).toBe(202);
    const done = await settled(call, res.json.data.file_id);
    expect(done.json.data.share).toMatchObject({ filename: 'plain.txt', size: REPORT.length });
    expect(sha256((await fetchBytes(t, done.json.data.share.downloadUrl)).body)).toBe(
      sha256(REPORT),
    );
  });

  it('refuses up front when Content-Length exceeds the upload limit', async () => {
    await setMaxUpload(1);
    const res = await reaching()('POST', '/api/url/fetch', {
      url: `${remote.origin}/big.bin`,
    });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    await expectNothingLeft();
  });

  it('stops a body without Content-Length at the upload limit and removes what was written', async () => {
    await setMaxUpload(1);
    const call = reaching();
    const res = await call('POST', '/api/url/fetch', { url: `${remote.origin}/chunked.bin` });
    expect(res.status).toBe(202);
    expect(res.json.data.total).toBeNull();
    const failed = await settled(call, res.json.data.file_id);
    expect(failed.status).toBe(413);
    expect(failed.json).toMatchObject({ success: false, error: ErrorCode.PAYLOAD_TOO_LARGE });
    expect(failed.json.message).toBe('the remote file is larger than the 1.0 MB upload limit');
    await expectNothingLeft();
  });

  it('enforces the storage capacity, up front and while streaming', async () => {
    const id = await smallStorage(100 * KB);
    const call = reaching();
    const known = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/files/report.bin`,
      s3_config_id: id,
    });
    expect(known.status).toBe(413);
    expect(known.json.message).toBe(
      'storage insufficient: file size 300.0 KB, remaining space 100.0 KB, total capacity 100.0 KB',
    );
    const streamed = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/chunked.bin`,
      s3_config_id: id,
    });
    expect(streamed.status).toBe(202);
    const failed = await settled(call, streamed.json.data.file_id);
    expect(failed.status).toBe(413);
    expect(failed.json.error).toBe(ErrorCode.STORAGE_INSUFFICIENT);
    expect((await leftovers(t)).files).toEqual([]);
    expect(storedFiles(join(t.dataDir, 'small-store'))).toEqual([]);
  });

  it('fails with 504 when the remote goes silent mid-body, removing what was written', async () => {
    const call = reaching({ idleTimeoutMs: 200 });
    const res = await call('POST', '/api/url/fetch', { url: `${remote.origin}/hold` });
    expect(res.status).toBe(202);
    const failed = await settled(call, res.json.data.file_id);
    expect(failed.status).toBe(504);
    expect(failed.json.error).toBe(ErrorCode.UPSTREAM_TIMEOUT);
    await expectNothingLeft();
    await held.at(-1)?.closed;
  });

  it('answers 502 when the remote answers an error, creating nothing', async () => {
    const res = await reaching()('POST', '/api/url/fetch', {
      url: `${remote.origin}/gone`,
    });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe(ErrorCode.UPSTREAM_FAILED);
    await expectNothingLeft();
  });

  it('cancel stops a running fetch, closes the remote connection and leaves nothing behind', async () => {
    const call = reaching();
    const res = await call('POST', '/api/url/fetch', { url: `${remote.origin}/hold` });
    expect(res.status).toBe(202);
    const fileId = res.json.data.file_id as string;
    expect((await leftovers(t)).files).toHaveLength(1);

    const other = await t.createKey(token, { name: 'other', permissions: Permission.FILE_SHARE });
    const foreign = { apiKey: other.key };
    expect((await call('GET', `/api/url/fetch/${fileId}`, undefined, foreign)).status).toBe(404);
    expect((await call('POST', '/api/url/cancel', { file_id: fileId }, foreign)).status).toBe(404);
    expect((await call('GET', `/api/url/fetch/${fileId}`)).json.data.status).toBe('running');

    const cancel = await call('POST', '/api/url/cancel', { file_id: fileId });
    expect(cancel.status).toBe(200);
    expect(cancel.json.data).toEqual({ file_id: fileId, cancelled: true });
    await expectNothingLeft();
    await held.at(-1)?.closed;
    expect((await call('GET', `/api/url/fetch/${fileId}`)).status).toBe(404);
  });

  it('counts a fetch as one of the downloads a principal may run at once', async () => {
    const call = reaching({ concurrentProxies: 1 });
    const first = await call('POST', '/api/url/fetch', { url: `${remote.origin}/hold` });
    expect(first.status).toBe(202);
    const second = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/files/report.bin`,
    });
    expect(second.status).toBe(429);
    await call('POST', '/api/url/cancel', { file_id: first.json.data.file_id });
    const third = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/files/report.bin`,
    });
    expect(third.status).toBe(202);
    expect((await settled(call, third.json.data.file_id)).json.data.status).toBe('done');
  });

  it('cancel of a finished fetch is refused: the share exists and is deleted like any other', async () => {
    const call = reaching();
    const res = await call('POST', '/api/url/fetch', { url: `${remote.origin}/files/report.bin` });
    await settled(call, res.json.data.file_id);
    const cancel = await call('POST', '/api/url/cancel', { file_id: res.json.data.file_id });
    expect(cancel.status).toBe(409);
    expect((await leftovers(t)).files).toHaveLength(1);
  });
});

describe.each(testS3 ? [testS3] : [])('server-side fetch into S3 ($endpoint)', (s3) => {
  let bucket: TestBucket;
  // A shared Ceph under load can take a while to create a bucket.
  beforeAll(async () => {
    bucket = await s3.createBucket();
  }, 60_000);
  afterAll(() => bucket?.cleanup(), 60_000);

  /** Object keys and open multipart uploads in the bucket, read through the storage's driver. */
  async function bucketContents(configId: string) {
    const { driver } = await t.services.storage.byId(configId);
    const page = await driver.list('', { recursive: true });
    const uploads = await driver.listMultipartUploads('');
    return { objects: page.objects.map((o) => o.key), uploads: uploads.map((u) => u.key) };
  }

  it('streams bodies with and without Content-Length; a cancel leaves no object or upload', async () => {
    const s3_config_id = await registerBucket(t, token, bucket.spec);
    const call = reaching();
    for (const [path, content] of [
      ['/files/report.bin', REPORT],
      ['/chunked.bin', BIG],
    ] as const) {
      const res = await call('POST', '/api/url/fetch', {
        url: `${remote.origin}${path}`,
        s3_config_id,
        // Served through this app, so the test reads it with app.request.
        use_proxy: true,
      });
      expect(res.status).toBe(202);
      const done = await settled(call, res.json.data.file_id);
      expect(done.json.data.share).toMatchObject({ size: content.length });
      const download = await fetchBytes(t, done.json.data.share.downloadUrl);
      expect(sha256(download.body)).toBe(sha256(content));
    }
    expect((await bucketContents(s3_config_id)).objects).toHaveLength(2);

    // Past the first 8 MiB part, so the multipart upload is open in the bucket when cancelled.
    const hold = await call('POST', '/api/url/fetch', {
      url: `${remote.origin}/hold?kib=${10 * 1024}`,
      s3_config_id,
    });
    expect(hold.status).toBe(202);
    const fileId = hold.json.data.file_id as string;
    for (;;) {
      const status = await call('GET', `/api/url/fetch/${fileId}`);
      if (status.json.data.received >= 10 * 1024 * KB) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // The first part is read by now; the driver opens the bucket's upload to send it.
    await expect
      .poll(async () => (await bucketContents(s3_config_id)).uploads, { timeout: 10_000 })
      .toHaveLength(1);
    const cancel = await call('POST', '/api/url/cancel', { file_id: fileId });
    expect(cancel.status).toBe(200);
    const after = await bucketContents(s3_config_id);
    expect(after.uploads).toEqual([]);
    expect(after.objects).toHaveLength(2);
    expect((await leftovers(t)).files.filter((f) => f.status === 'pending')).toEqual([]);
  });
});
