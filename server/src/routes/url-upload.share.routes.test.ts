import { ErrorCode, MULTIPART_PART_SIZE, Permission } from '@cloudpaste/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sendPresigned, sha256 } from '../../test/file-shares.js';
import { startRemoteServer, type RemoteServer } from '../../test/remote-server.js';
import {
  appReachingLoopback,
  leftovers,
  NOTHING_LEFT,
  storedFiles,
} from '../../test/url-upload-app.js';

const KB = 1024;
const REPORT = bytes(300 * KB, 5);

let remote: RemoteServer;
let t: TestApp;
let token: string;

beforeAll(async () => {
  remote = await startRemoteServer({
    '/files/report.bin': (_req, res) => res.writeHead(200).end(REPORT),
  });
});
afterAll(() => remote.close());

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const stored = () => storedFiles(`${t.dataDir}/storage`);
const expectNothingLeft = async () => expect(await leftovers(t)).toEqual(NOTHING_LEFT);
const setMaxUpload = (size: number, unit = 'MB') =>
  t.call('PUT', '/api/admin/settings/group/1', {
    token,
    body: { max_upload_size: size, max_upload_size_unit: unit },
  });

describe('URL upload share calls: access', () => {
  it.each([
    ['POST', '/api/url/presign'],
    ['POST', '/api/url/commit'],
    ['POST', '/api/url/multipart/init'],
    ['POST', '/api/url/multipart/complete'],
    ['POST', '/api/url/multipart/abort'],
    ['POST', '/api/url/fetch'],
    ['GET', '/api/url/fetch/some-id'],
    ['POST', '/api/url/cancel'],
  ])('%s %s needs credentials (401) and FILE_SHARE (403)', async (method, path) => {
    const body = method === 'POST' ? { url: 'https://example.com/a', file_id: 'x' } : undefined;
    expect((await t.call(method, path, { body })).status).toBe(401);
    const textOnly = await t.createKey(token, { name: 'text', permissions: Permission.TEXT });
    expect((await t.call(method, path, { body, apiKey: textOnly.key })).status).toBe(403);
  });

  it.each([
    ['/api/url/presign', { url: 'ftp://example.com/a.bin', size: 3 }],
    ['/api/url/multipart/init', { url: 'javascript:alert(1)', size: 3 }],
    ['/api/url/fetch', { url: 'not a url' }],
    ['/api/url/fetch', {}],
  ])('%s answers 400 with the URL rule for %j', async (path, body) => {
    const res = await t.call('POST', path, { token, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('URL upload needs a valid http or https URL');
  });

  it('refuses to fetch a loopback address with 403, contacting nothing', async () => {
    const before = remote.seen.length;
    const res = await t.call('POST', '/api/url/fetch', {
      token,
      body: { url: `${remote.origin}/files/report.bin` },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: ErrorCode.URL_NOT_ALLOWED });
    expect(remote.seen.length).toBe(before);
    await expectNothingLeft();
  });
});

describe('URL upload through the browser: presign and commit', () => {
  it('names the file after the URL, answers like /s3/presign, and commits a share', async () => {
    const p = await t.call('POST', '/api/url/presign', {
      token,
      body: {
        url: 'https://example.com/files/%E6%8A%A5%E5%91%8A.pdf?x=1',
        size: REPORT.length,
        slug: 'from-url',
        remark: 'fetched',
      },
    });
    expect(p.status).toBe(200);
    expect(p.json.data).toMatchObject({
      file_id: expect.any(String),
      upload_url: expect.any(String),
      upload_headers: expect.any(Object),
      storage_path: expect.stringContaining('报告.pdf'),
      slug: 'from-url',
      provider_type: 'Local',
      contentType: 'application/octet-stream',
    });
    const put = await sendPresigned(t, p.json.data.upload_url, REPORT, p.json.data.upload_headers);
    expect(put.status).toBe(200);
    const commit = await t.call('POST', '/api/url/commit', {
      token,
      body: { file_id: p.json.data.file_id, etag: put.headers.get('ETag'), size: REPORT.length },
    });
    expect(commit.status).toBe(201);
    expect(commit.json.data).toMatchObject({
      slug: 'from-url',
      filename: '报告.pdf',
      size: REPORT.length,
      remark: 'fetched',
    });
    expect(sha256((await fetchBytes(t, commit.json.data.downloadUrl)).body)).toBe(sha256(REPORT));
  });

  it('takes the name, type and size from `metadata` (the url/info answer) as older clients send it', async () => {
    const p = await t.call('POST', '/api/url/presign', {
      token,
      body: {
        url: 'https://example.com/download?id=7',
        metadata: { filename: 'notes.md', contentType: 'text/plain', size: 12 },
      },
    });
    expect(p.status).toBe(200);
    expect(p.json.data.contentType).toBe('text/markdown');
    expect(p.json.data.storage_path).toContain('notes.md');
  });

  it('checks the size against the upload limit before creating anything', async () => {
    await setMaxUpload(1);
    for (const path of ['/api/url/presign', '/api/url/multipart/init']) {
      const res = await t.call('POST', path, {
        token,
        body: { url: 'https://example.com/a.bin', size: 2 * 1024 * KB },
      });
      expect(res.status).toBe(413);
      expect(res.json.message).toBe('file size 2.0 MB exceeds the upload limit of 1.0 MB');
    }
    await expectNothingLeft();
  });

  it('a commit that finds no uploaded object fails and removes the pending share', async () => {
    const p = await t.call('POST', '/api/url/presign', {
      token,
      body: { url: 'https://example.com/a.txt', size: 3 },
    });
    const commit = await t.call('POST', '/api/url/commit', {
      token,
      body: { file_id: p.json.data.file_id },
    });
    expect(commit.status).toBe(400);
    expect(commit.json.message).toBe('the uploaded file was not found in storage');
    await expectNothingLeft();
  });

  it('cancel removes a presigned upload (object and pending share); only its creator may', async () => {
    const p = await t.call('POST', '/api/url/presign', {
      token,
      body: { url: 'https://example.com/a.txt', size: 3 },
    });
    await sendPresigned(t, p.json.data.upload_url, Buffer.from('abc'), p.json.data.upload_headers);
    expect(stored()).toHaveLength(1);
    const other = await t.createKey(token, { name: 'other', permissions: Permission.FILE_SHARE });
    const foreign = await t.call('POST', '/api/url/cancel', {
      apiKey: other.key,
      body: { file_id: p.json.data.file_id },
    });
    expect(foreign.status).toBe(404);
    const res = await t.call('POST', '/api/url/cancel', {
      token,
      body: { file_id: p.json.data.file_id },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ file_id: p.json.data.file_id, cancelled: true });
    await expectNothingLeft();
    const again = await t.call('POST', '/api/url/cancel', {
      token,
      body: { file_id: p.json.data.file_id },
    });
    expect(again.status).toBe(404);
  });

  it('spends the URL call budget on presign, but never refuses the commit of an upload under way', async () => {
    const { call, close } = appReachingLoopback(t, { token }, { callsPerMinute: 1 });
    const p = await call('POST', '/api/url/presign', { url: 'https://example.com/a.txt', size: 3 });
    expect(p.status).toBe(200);
    const limited = await call('POST', '/api/url/presign', {
      url: 'https://example.com/b.txt',
      size: 3,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await sendPresigned(t, p.json.data.upload_url, Buffer.from('abc'), p.json.data.upload_headers);
    const commit = await call('POST', '/api/url/commit', { file_id: p.json.data.file_id });
    expect(commit.status).toBe(201);
    await close();
  });
});

describe('URL upload through the browser: multipart', () => {
  const content = bytes(MULTIPART_PART_SIZE + 100 * KB, 3);
  const init = () =>
    t.call('POST', '/api/url/multipart/init', {
      token,
      body: {
        url: 'https://example.com/media/video.mp4',
        total_size: content.length,
        part_size: 1024,
        part_count: 99,
      },
    });

  it('init (5 MiB parts whatever the client asks), PUT the parts, complete', async () => {
    const i = await init();
    expect(i.status).toBe(200);
    const { file_id, upload_id, part_count, part_size, presigned_urls } = i.json.data;
    expect({ part_count, part_size }).toEqual({ part_count: 2, part_size: MULTIPART_PART_SIZE });
    const parts = [];
    for (const { partNumber, url } of presigned_urls) {
      const slice = content.subarray((partNumber - 1) * part_size, partNumber * part_size);
      const put = await sendPresigned(t, url, slice);
      parts.push({ PartNumber: partNumber, ETag: put.headers.get('ETag') });
    }
    const done = await t.call('POST', '/api/url/multipart/complete', {
      token,
      body: { file_id, upload_id, parts },
    });
    expect(done.status).toBe(201);
    expect(done.json.data).toMatchObject({ filename: 'video.mp4', size: content.length });
    expect(sha256((await fetchBytes(t, done.json.data.downloadUrl)).body)).toBe(sha256(content));
    expect((await leftovers(t)).sessions).toEqual([]);
  });

  it('abort, and cancel by file id alone, leave no session, part, object or pending share', async () => {
    for (const finish of ['abort', 'cancel'] as const) {
      const { file_id, upload_id, presigned_urls } = (await init()).json.data;
      await sendPresigned(t, presigned_urls[0].url, content.subarray(0, MULTIPART_PART_SIZE));
      expect(stored().length).toBeGreaterThan(0);
      const res =
        finish === 'abort'
          ? await t.call('POST', '/api/url/multipart/abort', {
              token,
              body: { file_id, upload_id },
            })
          : await t.call('POST', '/api/url/cancel', { token, body: { file_id } });
      expect(res.status).toBe(200);
      await expectNothingLeft();
    }
  });
});
