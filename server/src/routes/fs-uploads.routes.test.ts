/** Uploads into mounts straight to storage: presign + commit, and resumable multipart. */
import { createHash, randomBytes } from 'node:crypto';
import { MULTIPART_PART_SIZE, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const q = (path: string) => encodeURIComponent(path);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const post = (path: string, body: unknown, auth: { token?: string; apiKey?: string } = { token }) =>
  t.call('POST', `/api/fs${path}`, { ...auth, body });
const names = async (path: string) =>
  ((await t.call('GET', `/api/fs/list?path=${q(path)}`, { token })).json.data?.items ?? []).map(
    (i: { name: string }) => i.name,
  );
const bytes = async (path: string) =>
  Buffer.from(
    await (
      await t.app.request(`/api/fs/download?path=${q(path)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).arrayBuffer(),
  );

/**
 * PUTs to a presigned URL as a browser would: this app for its own URLs (given the Content-Length a
 * socket would carry), the network otherwise (fetch sets it; undici refuses one set by hand).
 */
function put(url: string, body: Buffer, headers: Record<string, string> = {}): Promise<Response> {
  if (!url.startsWith('/')) return fetch(url, { method: 'PUT', body, headers });
  const length = { 'Content-Length': String(body.length) };
  return Promise.resolve(
    t.app.request(url, { method: 'PUT', body, headers: { ...headers, ...length } }),
  );
}

describe.each(storageKinds)('uploads into a mount on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/keep.txt', 'keep');
    await storage.mount('/team', { cache_ttl: 300 });
    expect(await names('/team/docs')).toEqual(['keep.txt']);
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('takes a presigned PUT and commits it after checking the size', async () => {
    const body = randomBytes(3000);
    const signed = await post('/presign', {
      path: '/team/docs',
      fileName: 'photo.jpg',
      fileSize: body.length,
    });
    expect(signed.status).toBe(200);
    expect(signed.json.data).toMatchObject({
      targetPath: '/team/docs/photo.jpg',
      s3Path: 'docs/photo.jpg',
      contentType: 'image/jpeg',
    });
    expect((await put(signed.json.data.presignedUrl, body, signed.json.data.headers)).status).toBe(
      200,
    );
    const commit = await post('/presign/commit', {
      targetPath: '/team/docs/photo.jpg',
      fileSize: body.length,
    });
    expect(commit.status).toBe(201);
    expect(commit.json.data).toMatchObject({ name: 'photo.jpg', size: 3000, type: 5 });
    expect(await names('/team/docs')).toEqual(['keep.txt', 'photo.jpg']);
    expect(sha(await bytes('/team/docs/photo.jpg'))).toBe(sha(body));

    const wrong = await post('/presign/commit', {
      targetPath: '/team/docs/photo.jpg',
      fileSize: 10,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('uploaded size 3000 does not match the declared size 10');
    expect(await names('/team/docs')).toEqual(['keep.txt']);
    expect((await post('/presign/commit', { targetPath: '/team/docs/never.bin' })).status).toBe(
      400,
    );
  });

  it('removes a wrongly sized object at commit only for a caller who may delete it', async () => {
    const uploader = await t.createKey(token, {
      name: 'u',
      permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
    });
    const wrong = await post(
      '/presign/commit',
      { targetPath: '/team/docs/keep.txt', fileSize: 1 },
      { apiKey: uploader.key },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(
      'uploaded size 4 does not match the declared size 1; the file was kept (removing it needs the delete permission)',
    );
    expect(await names('/team/docs')).toEqual(['keep.txt']);
    expect((await bytes('/team/docs/keep.txt')).toString()).toBe('keep');
  });

  it('resumes a multipart upload after a reload and completes it whole', async () => {
    const body = randomBytes(2 * MULTIPART_PART_SIZE + 12_345);
    const part = (n: number) =>
      body.subarray((n - 1) * MULTIPART_PART_SIZE, n * MULTIPART_PART_SIZE);
    const init = await post('/multipart/init', {
      path: '/team/docs',
      fileName: 'big.bin',
      fileSize: body.length,
      partSize: 1,
      partCount: 99,
    });
    expect(init.status).toBe(200);
    const { uploadId, presignedUrls } = init.json.data as {
      uploadId: string;
      presignedUrls: { partNumber: number; url: string }[];
    };
    expect(init.json.data).toMatchObject({
      key: 'docs/big.bin',
      partSize: MULTIPART_PART_SIZE,
      partCount: 3,
    });
    const etags: Record<number, string> = {};
    for (const { partNumber, url } of presignedUrls.slice(0, 2)) {
      const res = await put(url, part(partNumber));
      expect(res.status).toBe(200);
      etags[partNumber] = res.headers.get('ETag')!;
    }

    // The page reloads: it finds its upload, asks which parts arrived and re-signs the rest.
    const open = await post('/multipart/list-uploads', { path: '/team/docs' });
    expect(open.json.data.uploads).toEqual([
      expect.objectContaining({ uploadId, fileName: 'big.bin', fileSize: body.length }),
    ]);
    const listed = await post('/multipart/list-parts', {
      path: '/team/docs',
      uploadId,
      fileName: 'big.bin',
    });
    expect(listed.json.data.parts.map((p: { partNumber: number }) => p.partNumber)).toEqual([1, 2]);
    const refreshed = await post('/multipart/refresh-urls', {
      path: '/team/docs',
      uploadId,
      partNumbers: [3],
    });
    const last = await put(refreshed.json.data.presignedUrls[0].url, part(3));
    etags[3] = last.headers.get('ETag')!;
    expect(
      (await post('/multipart/refresh-urls', { path: '/team/docs', uploadId, partNumbers: [4] }))
        .status,
    ).toBe(400);

    const missing = await post('/multipart/complete', {
      path: '/team/docs',
      uploadId,
      parts: [{ PartNumber: 1, ETag: etags[1] }],
    });
    expect(missing.json.message).toBe('expected parts 1 to 3, got 1 part(s)');
    const parts = [1, 2, 3].map((n) => ({ PartNumber: n, ETag: etags[n] }));
    const done = await post('/multipart/complete', {
      path: '/team/docs',
      uploadId,
      parts,
      fileName: 'big.bin',
    });
    expect(done.status).toBe(201);
    expect(done.json.data).toMatchObject({ name: 'big.bin', size: body.length });
    expect(sha(await bytes('/team/docs/big.bin'))).toBe(sha(body));
    expect(await names('/team/docs')).toEqual(['big.bin', 'keep.txt']);
    expect(
      (await post('/multipart/list-uploads', { path: '/team/docs' })).json.data.uploads,
    ).toEqual([]);
    expect(
      (await post('/multipart/complete', { path: '/team/docs', uploadId, parts })).status,
    ).toBe(404);
  });

  it('aborts an upload, and keeps sessions to their creator and folder', async () => {
    const init = await post('/multipart/init', {
      path: '/team/docs',
      fileName: 'gone.bin',
      fileSize: 10 * 1024 * 1024,
    });
    const { uploadId } = init.json.data as { uploadId: string };
    const other = await t.createKey(token, {
      name: 'o',
      permissions: Permission.MOUNT_UPLOAD | Permission.MOUNT_VIEW,
    });
    expect(
      (await post('/multipart/list-parts', { path: '/team/docs', uploadId }, { apiKey: other.key }))
        .status,
    ).toBe(404);
    expect(
      (await post('/multipart/list-uploads', { path: '/team/docs' }, { apiKey: other.key })).json
        .data.uploads,
    ).toEqual([]);
    expect((await post('/multipart/list-parts', { path: '/team', uploadId })).status).toBe(404);
    const viewer = await t.createKey(token, { name: 'v', permissions: Permission.MOUNT_VIEW });
    expect(
      (await post('/multipart/abort', { path: '/team/docs', uploadId }, { apiKey: viewer.key }))
        .status,
    ).toBe(403);

    const aborted = await post('/multipart/abort', {
      path: '/team/docs',
      uploadId,
      fileName: 'gone.bin',
    });
    expect(aborted.json.data).toEqual({ uploadId, aborted: true });
    expect(await storage.driver.listMultipartUploads('docs/')).toEqual([]);
    expect((await post('/multipart/list-parts', { path: '/team/docs', uploadId })).status).toBe(
      404,
    );
  });

  it('leaves no abandoned upload open in storage once the sweeper has run', async () => {
    await post('/multipart/init', {
      path: '/team/docs',
      fileName: 'left.bin',
      fileSize: 6 * 1024 * 1024,
    });
    expect(await storage.driver.listMultipartUploads('docs/')).toHaveLength(1);
    await t.services.files.sweeper.sweep();
    expect(await storage.driver.listMultipartUploads('docs/')).toHaveLength(1);
    (t.clock as TestClock).advance(25 * 3600_000);
    expect((await t.services.files.sweeper.sweep()).sessions).toBe(1);
    expect(await storage.driver.listMultipartUploads('docs/')).toEqual([]);
  });

  it('refuses what is over the upload limit before anything is sent', async () => {
    await t.call('PUT', '/api/admin/settings/group/1', {
      token,
      body: { max_upload_size: 1, max_upload_size_unit: 'MB' },
    });
    expect(
      (await post('/presign', { path: '/team/docs', fileName: 'a.bin', fileSize: 2 * 1024 * 1024 }))
        .status,
    ).toBe(413);
    expect(
      (
        await post('/multipart/init', {
          path: '/team/docs',
          fileName: 'a.bin',
          fileSize: 2 * 1024 * 1024,
        })
      ).status,
    ).toBe(413);
    expect(await storage.driver.listMultipartUploads('docs/')).toEqual([]);
  });
});
