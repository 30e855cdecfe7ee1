import {
  existsSync,
  mkdirSync,
  readdirSync,
  utimesSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, MULTIPART_PART_SIZE, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sendPresigned, sha256, upload } from '../../test/file-shares.js';
import { mountedStorage, storageKinds } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const storageRoot = () => join(t.dataDir, 'storage');
const objectExists = (key: string) => existsSync(join(storageRoot(), key));
/** Every object file under the default local storage (its internal folders aside). */
function storedObjects(): string[] {
  if (!existsSync(storageRoot())) return [];
  return (readdirSync(storageRoot(), { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(storageRoot().length + 1))
    .filter((p) => !p.startsWith('.'));
}
const fileRows = () => t.database.db.selectFrom('files').selectAll().execute();
const spoolDir = () => join(t.dataDir, 'tmp', 'spool');
/** Every file in the spool, the local driver's temporary ones included. */
const spooled = () =>
  existsSync(spoolDir())
    ? (readdirSync(spoolDir(), { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
/** A local storage of 100 KB capacity; answers its id. */
async function smallStorage(): Promise<string> {
  const config = await t.call('POST', '/api/s3-configs', {
    token,
    body: {
      name: 'small',
      storage_type: 'LOCAL',
      bucket_name: 'small-store',
      total_storage_bytes: 100 * 1024,
    },
  });
  expect(config.status).toBe(201);
  return config.json.data.id as string;
}
const setMaxUpload = (size: number, unit = 'MB') =>
  t.call('PUT', '/api/admin/settings/group/1', {
    token,
    body: { max_upload_size: size, max_upload_size_unit: unit },
  });

describe('POST /api/upload', () => {
  it('streams a multi-MiB file to storage and serves the same bytes back', async () => {
    const content = bytes(6 * 1024 * 1024 + 123, 7);
    const res = await upload(t, {
      token,
      before: [
        ['remark', 'big one'],
        ['slug', 'big-file'],
      ],
      file: { name: 'big.bin', type: 'application/octet-stream', content, chunkSize: 64 * 1024 },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      slug: 'big-file',
      filename: 'big.bin',
      size: content.length,
      remark: 'big one',
      requires_password: false,
    });
    const download = await fetchBytes(t, res.json.data.downloadUrl);
    expect(download.status).toBe(200);
    expect(sha256(download.body)).toBe(sha256(content));
  });

  it('keeps a non-ASCII filename as a browser sends it (raw UTF-8 in filename="...")', async () => {
    const res = await upload(t, {
      token,
      file: { name: '季度报告 Grüße.txt', type: 'text/plain', content: Buffer.from('hi') },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ filename: '季度报告 Grüße.txt' });
  });

  it('accepts options after the file, and stores Markdown as text/markdown', async () => {
    const res = await upload(t, {
      token,
      file: { name: 'notes.md', type: '', content: Buffer.from('# hi') },
      after: [
        ['remark', 'late'],
        ['max_views', '4'],
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      remark: 'late',
      max_views: 4,
      mimetype: 'text/markdown',
      type: 4,
      typeName: 'text',
    });
  });

  it('spools a file no placing field came before, and moves one placed on both sides of it', async () => {
    const options = await upload(t, {
      token,
      before: [['remark', 'first']],
      after: [['path', 'later']],
    });
    expect(options.status).toBe(201);
    expect(options.json.data).toMatchObject({ remark: 'first' });
    expect(storedObjects()).toEqual(['shares/later/hello.txt']);
    // The slug placed it first, so it streamed to the top; the path after it moves it.
    const content = bytes(200 * 1024, 5);
    const split = await upload(t, {
      token,
      before: [['slug', 'split']],
      file: { name: 'split.bin', content, chunkSize: 64 * 1024 },
      after: [
        ['path', 'elsewhere'],
        ['mimetype', 'application/x-split'],
        ['remark', 'moved'],
      ],
    });
    expect(split.status).toBe(201);
    expect(split.json.data).toMatchObject({
      slug: 'split',
      size: content.length,
      mimetype: 'application/x-split',
      remark: 'moved',
    });
    expect(sha256((await fetchBytes(t, split.json.data.downloadUrl)).body)).toBe(sha256(content));
    expect(await fileRows()).toHaveLength(2);
    expect(storedObjects().sort()).toEqual([
      'shares/elsewhere/split.bin',
      'shares/later/hello.txt',
    ]);
    expect(spooled()).toEqual([]);
  });

  it('places a file sent before all its fields, as older clients send it', async () => {
    const configs = await t.call('GET', '/api/s3-configs', { token });
    const content = bytes(200 * 1024, 9);
    const res = await upload(t, {
      token,
      file: { name: 'first.bin', type: '', content, chunkSize: 64 * 1024 },
      after: [
        ['mimetype', 'application/x-custom'],
        ['s3_config_id', configs.json.data[0].id as string],
        ['path', 'later/here'],
        ['slug', 'file-first'],
        ['remark', 'late'],
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      slug: 'file-first',
      mimetype: 'application/x-custom',
      remark: 'late',
      size: content.length,
    });
    expect(storedObjects()).toEqual(['shares/later/here/first.bin']);
    expect(sha256((await fetchBytes(t, res.json.data.downloadUrl)).body)).toBe(sha256(content));
    expect(spooled()).toEqual([]);
  });

  it('removes a spooled file whatever ends its upload: a limit, or a taken slug', async () => {
    expect((await upload(t, { token, before: [['slug', 'taken']] })).status).toBe(201);
    const taken = await upload(t, { token, after: [['slug', 'taken']] });
    expect(taken.status).toBe(409);
    await setMaxUpload(1);
    const big = await upload(t, {
      token,
      withLength: false,
      file: { name: 'big.bin', content: bytes(2 * 1024 * 1024), chunkSize: 64 * 1024 },
    });
    expect(big.status).toBe(413);
    await big.bodyRead;
    expect(await fileRows()).toHaveLength(1);
    expect(storedObjects()).toHaveLength(1);
    expect(spooled()).toEqual([]);
  });

  it('sweeps spooled files a crash left behind, once older than the upload window', async () => {
    mkdirSync(spoolDir(), { recursive: true });
    writeFileSync(join(spoolDir(), 'left-behind'), 'x');
    writeFileSync(join(spoolDir(), 'recent'), 'y');
    const dayAndMore = new Date(Date.now() - 25 * 3600_000);
    utimesSync(join(spoolDir(), 'left-behind'), dayAndMore, dayAndMore);
    expect((await t.services.files.sweeper.sweep()).spooled).toBe(1);
    expect(spooled()).toEqual(['recent']);
  });

  it('validates the fields before writing anything', async () => {
    const res = await upload(t, { token, before: [['slug', 'no spaces allowed']] });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('slug');
    const traversal = await upload(t, { token, before: [['path', '../outside']] });
    expect(traversal.status).toBe(400);
    expect(storedObjects()).toEqual([]);
  });

  it('answers 409 for a taken slug before storing the file', async () => {
    expect((await upload(t, { token, before: [['slug', 'taken']] })).status).toBe(201);
    const res = await upload(t, {
      token,
      before: [['slug', 'taken']],
      file: { name: 'other.txt', content: Buffer.from('x') },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Link suffix is already taken');
    expect(storedObjects()).toHaveLength(1);
  });

  it('never overwrites an existing object: a second file of the same name gets its own key', async () => {
    const first = await upload(t, {
      token,
      file: { name: 'same.txt', content: Buffer.from('one') },
    });
    const second = await upload(t, {
      token,
      file: { name: 'same.txt', content: Buffer.from('two') },
    });
    expect((await fetchBytes(t, first.json.data.downloadUrl)).body.toString()).toBe('one');
    expect((await fetchBytes(t, second.json.data.downloadUrl)).body.toString()).toBe('two');
    expect(storedObjects()).toHaveLength(2);
  });

  it('stops a streamed upload over the size limit with 413 and removes the partial object', async () => {
    await setMaxUpload(1);
    const res = await upload(t, {
      token,
      withLength: false,
      file: { name: 'big.bin', content: bytes(3 * 1024 * 1024), chunkSize: 64 * 1024 },
    });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(res.json.message).toMatch(/exceeds the upload limit of 1\.0 MB/);
    expect(await fileRows()).toEqual([]);
    expect(storedObjects()).toEqual([]);
    // The rest of the body is still read (and dropped), so the request ends instead of hanging.
    await res.bodyRead;
  });

  it('refuses up front when Content-Length already exceeds the limit', async () => {
    await setMaxUpload(1);
    const res = await upload(t, {
      token,
      file: { name: 'big.bin', content: bytes(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(storedObjects()).toEqual([]);
  });

  it('holds a file to its declared size, and refuses up front one declared over the limit', async () => {
    const content = bytes(300 * 1024, 3);
    const exact = await upload(t, {
      token,
      before: [['size', `${content.length}`]],
      file: { name: 'exact.bin', content, chunkSize: 64 * 1024 },
    });
    expect(exact.status).toBe(201);
    expect(exact.json.data).toMatchObject({ size: content.length });
    expect(sha256((await fetchBytes(t, exact.json.data.downloadUrl)).body)).toBe(sha256(content));
    const wrong = [
      [content.length - 1, 'longer than'],
      [content.length + 1, `${content.length} bytes, shorter than`],
    ] as const;
    for (const [declared, said] of wrong) {
      const res = await upload(t, {
        token,
        before: [['size', `${declared}`]],
        file: { name: 'wrong.bin', content, chunkSize: 64 * 1024 },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(
        `the file is ${said} its declared size of ${declared} bytes: nothing was stored`,
      );
    }
    expect(await fileRows()).toHaveLength(1);
    expect(storedObjects()).toHaveLength(1);
    await setMaxUpload(1);
    const tooBig = await upload(t, {
      token,
      withLength: false,
      before: [['size', `${2 * 1024 * 1024}`]],
      file: { name: 'small.bin', content: Buffer.from('x') },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe('file size 2.0 MB exceeds the upload limit of 1.0 MB');
    expect(await fileRows()).toHaveLength(1);
  });

  it('refuses a size that is not a byte count, and counts the bytes of one after the file', async () => {
    for (const size of ['abc', '-1', '1.5']) {
      const res = await upload(t, { token, before: [['size', size]] });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/size/);
    }
    expect(await fileRows()).toEqual([]);
    // Too late to declare anything: the file is taken as it came.
    const late = await upload(t, { token, after: [['size', '5']] });
    expect(late.status).toBe(201);
    expect(late.json.data).toMatchObject({ size: 11 });
    expect(storedObjects()).toEqual(['shares/hello.txt']);
  });

  it('reports storage insufficient with the file size, the remaining space and the capacity', async () => {
    const id = await smallStorage();
    const res = await upload(t, {
      token,
      withLength: false,
      before: [['s3_config_id', id]],
      file: { name: 'a.bin', content: bytes(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(ErrorCode.STORAGE_INSUFFICIENT);
    expect(res.json.message).toMatch(
      /^storage insufficient: file size over [\d.]+ KB, remaining space 100\.0 KB, total capacity 100\.0 KB$/,
    );
    const presign = await t.call('POST', '/api/s3/presign', {
      token,
      body: { s3_config_id: id, filename: 'b.bin', size: 200 * 1024 },
    });
    expect(presign.status).toBe(413);
    expect(presign.json.message).toBe(
      'storage insufficient: file size 200.0 KB, remaining space 100.0 KB, total capacity 100.0 KB',
    );
    expect(await fileRows()).toEqual([]);
  });

  it('never lets uploads arriving together fill a storage past its capacity', async () => {
    const id = await smallStorage();
    const content = bytes(60 * 1024);
    const send = (name: string) =>
      upload(t, {
        token,
        before: [
          ['s3_config_id', id],
          ['size', `${content.length}`],
        ],
        file: { name, content, chunkSize: 16 * 1024 },
      });
    const answers = await Promise.all([send('one.bin'), send('two.bin'), send('three.bin')]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 413)).toBe(true);
    const ready = await t.database.db
      .selectFrom('files')
      .select('size')
      .where('storage_config_id', '=', id)
      .execute();
    expect(ready.reduce((sum, row) => sum + Number(row.size), 0)).toBeLessThanOrEqual(100 * 1024);
  });

  it('answers 400 for a form without a file and 415 for a non-form body', async () => {
    const res = await upload(t, { token, file: null, before: [['remark', 'x']] });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("form field 'file'");
    const json = await t.call('POST', '/api/upload', { token, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });
});

describe('presigned upload', () => {
  const presign = (
    body: Record<string, unknown>,
    auth: { token?: string; apiKey?: string } = { token },
  ) => t.call('POST', '/api/s3/presign', { ...auth, body });

  it('presign, PUT, commit: the share appears only after the commit', async () => {
    const content = bytes(300 * 1024, 3);
    const p = await presign({
      filename: 'photo.png',
      size: content.length,
      mimetype: 'image/png',
      slug: 'pic',
      remark: 'r',
    });
    expect(p.status).toBe(200);
    expect(p.json.data).toMatchObject({
      slug: 'pic',
      contentType: 'image/png',
      provider_type: 'Local',
    });

    // Pending: invisible everywhere.
    expect((await t.call('GET', '/api/public/files/pic')).status).toBe(404);
    expect((await t.call('GET', '/api/files', { token })).json.data.files).toEqual([]);
    expect(
      (await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data.files.total,
    ).toBe(0);

    const put = await sendPresigned(t, p.json.data.upload_url, content, p.json.data.upload_headers);
    expect(put.status).toBe(200);
    const commit = await t.call('POST', '/api/s3/commit', {
      token,
      body: { file_id: p.json.data.file_id, etag: put.headers.get('ETag'), size: content.length },
    });
    expect(commit.status).toBe(201);
    expect(commit.json.data).toMatchObject({
      slug: 'pic',
      size: content.length,
      type: 5,
      typeName: 'image',
      remark: 'r',
    });
    expect((await t.call('GET', '/api/files', { token })).json.data.files).toHaveLength(1);
    const info = await t.call('GET', '/api/public/files/pic');
    expect(sha256((await fetchBytes(t, info.json.data.downloadUrl)).body)).toBe(sha256(content));
  });

  it('a commit with a wrong ETag deletes the object and the pending share', async () => {
    const content = Buffer.from('some bytes');
    const p = await presign({ filename: 'a.txt', size: content.length });
    await sendPresigned(t, p.json.data.upload_url, content, p.json.data.upload_headers);
    expect(objectExists(p.json.data.storage_path)).toBe(true);
    const commit = await t.call('POST', '/api/s3/commit', {
      token,
      body: { file_id: p.json.data.file_id, etag: '"0123456789abcdef"' },
    });
    expect(commit.status).toBe(400);
    expect(commit.json.message).toContain('ETag');
    expect(objectExists(p.json.data.storage_path)).toBe(false);
    expect(await fileRows()).toEqual([]);
  });

  it('a commit before the PUT fails and cleans up', async () => {
    const p = await presign({ filename: 'a.txt', size: 5 });
    const commit = await t.call('POST', '/api/s3/commit', {
      token,
      body: { file_id: p.json.data.file_id },
    });
    expect(commit.status).toBe(400);
    expect(await fileRows()).toEqual([]);
  });

  it('checks the declared size against the upload limit', async () => {
    await setMaxUpload(1);
    const res = await presign({ filename: 'a.bin', size: 2 * 1024 * 1024 });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('file size 2.0 MB exceeds the upload limit of 1.0 MB');
    const multipart = await t.call('POST', '/api/s3/multipart/init', {
      token,
      body: { filename: 'a.bin', size: 2 * 1024 * 1024 },
    });
    expect(multipart.status).toBe(413);
    expect(await fileRows()).toEqual([]);
  });

  it('the creator may delete a pending upload through batch-delete (the client cleanup path)', async () => {
    const p = await presign({ filename: 'a.txt', size: 3 });
    await sendPresigned(t, p.json.data.upload_url, Buffer.from('abc'), p.json.data.upload_headers);
    const res = await t.call('DELETE', '/api/files/batch-delete', {
      token,
      body: { ids: [p.json.data.file_id] },
    });
    expect(res.json.data).toEqual({ success: 1, failed: [] });
    expect(objectExists(p.json.data.storage_path)).toBe(false);
  });

  it('the sweeper removes pending uploads whose window closed, with their objects', async () => {
    const p = await presign({ filename: 'a.txt', size: 3 });
    await sendPresigned(t, p.json.data.upload_url, Buffer.from('abc'), p.json.data.upload_headers);
    (t.clock as TestClock).advance(2 * 3600_000);
    const result = await t.services.files.sweeper.sweep();
    expect(result.pending).toBe(1);
    expect(await fileRows()).toEqual([]);
    expect(objectExists(p.json.data.storage_path)).toBe(false);
  });
});

describe('multipart upload', () => {
  const content = bytes(MULTIPART_PART_SIZE + 200 * 1024, 11);
  const init = (auth: { token?: string; apiKey?: string } = { token }) =>
    t.call('POST', '/api/s3/multipart/init', {
      ...auth,
      body: { filename: 'video.mp4', size: content.length, mimetype: 'video/mp4' },
    });
  const part = (n: number) =>
    content.subarray((n - 1) * MULTIPART_PART_SIZE, n * MULTIPART_PART_SIZE);

  it('uploads in parts, resumes from list-parts, completes and serves the whole file', async () => {
    const i = await init();
    expect(i.status).toBe(200);
    const { file_id, upload_id, part_count, part_size, presigned_urls } = i.json.data;
    expect({ part_count, part_size }).toEqual({ part_count: 2, part_size: MULTIPART_PART_SIZE });
    expect(presigned_urls.map((u: { partNumber: number }) => u.partNumber)).toEqual([1, 2]);

    const first = await sendPresigned(t, presigned_urls[0].url, part(1));
    expect(first.status).toBe(200);
    // A reloaded page asks what is already there.
    const listed = await t.call('POST', '/api/s3/multipart/list-parts', {
      token,
      body: { file_id, upload_id },
    });
    expect(listed.json.data.parts).toEqual([
      { partNumber: 1, etag: expect.any(String), size: MULTIPART_PART_SIZE },
    ]);
    const refreshed = await t.call('POST', '/api/s3/multipart/refresh-urls', {
      token,
      body: { file_id, upload_id, partNumbers: [2] },
    });
    const second = await sendPresigned(t, refreshed.json.data.presigned_urls[0].url, part(2));
    expect(second.status).toBe(200);

    const complete = await t.call('POST', '/api/s3/multipart/complete', {
      token,
      body: {
        file_id,
        upload_id,
        parts: [
          { partNumber: 1, etag: listed.json.data.parts[0].etag },
          { PartNumber: 2, ETag: second.headers.get('ETag') },
        ],
      },
    });
    expect(complete.status).toBe(201);
    expect(complete.json.data).toMatchObject({ size: content.length, type: 2, typeName: 'video' });
    expect(await t.database.db.selectFrom('upload_sessions').selectAll().execute()).toEqual([]);
    const info = await t.call('GET', `/api/public/files/${complete.json.data.slug}`);
    expect(sha256((await fetchBytes(t, info.json.data.downloadUrl)).body)).toBe(sha256(content));
  });

  it('refuses to complete when a part has no ETag', async () => {
    const { file_id, upload_id } = (await init()).json.data;
    const res = await t.call('POST', '/api/s3/multipart/complete', {
      token,
      body: { file_id, upload_id, parts: [{ partNumber: 1, etag: 'x' }, { partNumber: 2 }] },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('未获取到ETag');
    expect(res.json.message).toContain('part 2');
  });

  it('abort removes the upload, its session and its pending share', async () => {
    const { file_id, upload_id, presigned_urls } = (await init()).json.data;
    await sendPresigned(t, presigned_urls[0].url, part(1));
    const res = await t.call('POST', '/api/s3/multipart/abort', {
      token,
      body: { file_id, upload_id },
    });
    expect(res.json.data).toEqual({ file_id, upload_id, aborted: true });
    expect(await fileRows()).toEqual([]);
    expect(await t.database.db.selectFrom('upload_sessions').selectAll().execute()).toEqual([]);
    expect(
      (
        await t.call('POST', '/api/s3/multipart/list-parts', {
          token,
          body: { file_id, upload_id },
        })
      ).status,
    ).toBe(404);
  });

  it('only the creator may continue an upload', async () => {
    const owner = await t.createKey(token, { name: 'owner', permissions: Permission.FILE_SHARE });
    const other = await t.createKey(token, { name: 'other', permissions: Permission.FILE_SHARE });
    const { file_id, upload_id } = (await init({ apiKey: owner.key })).json.data;
    for (const path of ['list-parts', 'abort']) {
      const res = await t.call('POST', `/api/s3/multipart/${path}`, {
        apiKey: other.key,
        body: { file_id, upload_id },
      });
      expect(res.status).toBe(404);
    }
    expect(
      (
        await t.call('POST', '/api/s3/multipart/list-parts', {
          apiKey: owner.key,
          body: { file_id, upload_id },
        })
      ).status,
    ).toBe(200);
  });

  it('the sweeper aborts sessions past 24 hours and removes their pending shares', async () => {
    await init();
    (t.clock as TestClock).advance(25 * 3600_000);
    const result = await t.services.files.sweeper.sweep();
    expect(result.sessions).toBe(1);
    expect(await fileRows()).toEqual([]);
  });
});

describe.runIf(storageKinds.includes('s3'))('POST /api/upload into S3', () => {
  it('sends a file of declared size in one request, and one of unknown size in parts', async () => {
    const s3 = await mountedStorage(t, token, 's3');
    try {
      // Over one 8 MiB part: a multipart ETag ends in the number of parts.
      const content = bytes(9 * 1024 * 1024, 5);
      const send = (before: [string, string][]) =>
        upload(t, {
          token,
          before: [['s3_config_id', s3.configId], ...before],
          file: { name: 'big.bin', content, chunkSize: 256 * 1024 },
        });
      const etagOf = async (res: Awaited<ReturnType<typeof send>>) => {
        expect(res.status).toBe(201);
        const [row] = await t.database.db
          .selectFrom('files')
          .select('storage_path')
          .where('id', '=', res.json.data.id as string)
          .execute();
        return (await s3.driver.head(row!.storage_path))?.etag;
      };
      expect(await etagOf(await send([['size', `${content.length}`]]))).not.toContain('-');
      expect(await etagOf(await send([]))).toMatch(/-2$/);
    } finally {
      await s3.cleanup();
    }
  });
});

describe('upload permissions', () => {
  it('needs credentials, and an API key needs FILE_SHARE', async () => {
    expect((await upload(t, {})).status).toBe(401);
    expect(
      (await t.call('POST', '/api/s3/presign', { body: { filename: 'a', size: 1 } })).status,
    ).toBe(401);
    const textOnly = await t.createKey(token, { name: 'text', permissions: Permission.TEXT });
    expect((await upload(t, { apiKey: textOnly.key })).status).toBe(403);
    expect(
      (
        await t.call('POST', '/api/s3/multipart/init', {
          apiKey: textOnly.key,
          body: { filename: 'a', size: 1 },
        })
      ).status,
    ).toBe(403);
    const files = await t.createKey(token, { name: 'files', permissions: Permission.FILE_SHARE });
    const res = await upload(t, { apiKey: files.key });
    expect(res.status).toBe(201);
    const row = await t.database.db
      .selectFrom('files')
      .select('created_by')
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(`apikey:${files.id}`);
  });

  it('another key cannot commit someone else’s presigned upload', async () => {
    const a = await t.createKey(token, { name: 'a', permissions: Permission.FILE_SHARE });
    const b = await t.createKey(token, { name: 'b', permissions: Permission.FILE_SHARE });
    const p = await t.call('POST', '/api/s3/presign', {
      apiKey: a.key,
      body: { filename: 'a.txt', size: 1 },
    });
    const res = await t.call('POST', '/api/s3/commit', {
      apiKey: b.key,
      body: { file_id: p.json.data.file_id },
    });
    expect(res.status).toBe(404);
  });
});
