/**
 * A URL upload stored under a name the user chose and in a folder of the storage (the upload page's
 * rename and storage path), through the server's fetch and through the browser, on every dialect.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sendPresigned, sha256 } from '../../test/file-shares.js';
import { startRemoteServer, type RemoteServer } from '../../test/remote-server.js';
import { appReachingLoopback, storedFiles } from '../../test/url-upload-app.js';
import { routeDialects } from '../../test/route-database.js';

/** The stable code of an error answer (the test client types only the success envelope). */
const codeOf = (res: { json: unknown }) => (res.json as { error?: string }).error;

const REPORT = bytes(64 * 1024 + 3, 7);
const NAME = '季度 report.pdf';
const KEY_END = /(^|\/)reports\/2024\/季度 report\.pdf$/;

let remote: RemoteServer;
beforeAll(async () => {
  remote = await startRemoteServer({
    '/files/report.bin': (_req, res) =>
      res
        .writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Length': String(REPORT.length),
          'Content-Disposition': 'attachment; filename="remote-name.pdf"',
        })
        .end(REPORT),
  });
});
afterAll(() => remote.close());

describe.each(routeDialects())('URL upload renamed into a storage path on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  const recordOf = async (id: string) =>
    (await t.call('GET', `/api/files/${id}`, { token })).json.data;

  it('url/fetch stores the remote file under the given name, in the given folder', async () => {
    const { call, close } = appReachingLoopback(t, { token });
    try {
      const started = await call('POST', '/api/url/fetch', {
        url: `${remote.origin}/files/report.bin`,
        filename: NAME,
        path: '/reports//2024/',
      });
      expect(started.status).toBe(202);
      expect(started.json.data.filename).toBe(NAME);
      let status = started;
      while (status.json.data.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        status = await call('GET', `/api/url/fetch/${started.json.data.file_id}`);
      }
      const share = status.json.data.share;
      expect(share).toMatchObject({ filename: NAME, mimetype: 'application/pdf' });
      expect((await recordOf(share.id)).storage_path).toMatch(KEY_END);
      expect(storedFiles(`${t.dataDir}/storage`).some((file) => KEY_END.test(file))).toBe(true);
      expect(sha256((await fetchBytes(t, share.downloadUrl)).body)).toBe(sha256(REPORT));
    } finally {
      await close();
    }
  });

  it('url/presign and commit: the same when the browser uploads what it downloaded', async () => {
    const presign = await t.call('POST', '/api/url/presign', {
      token,
      body: {
        url: 'https://example.com/x/remote-name.pdf',
        filename: NAME,
        path: 'reports/2024',
        size: REPORT.length,
      },
    });
    expect(presign.status).toBe(200);
    expect(presign.json.data.storage_path).toMatch(KEY_END);
    const { upload_url, upload_headers, file_id } = presign.json.data;
    const put = await sendPresigned(t, upload_url, REPORT, upload_headers);
    expect(put.status).toBe(200);
    const commit = await t.call('POST', '/api/url/commit', {
      token,
      body: { file_id, etag: put.headers.get('ETag'), size: REPORT.length },
    });
    expect(commit.status).toBe(201);
    expect(commit.json.data.filename).toBe(NAME);
    expect((await recordOf(file_id)).storage_path).toMatch(KEY_END);
  });

  it('refuses a name that is no file name and a path that climbs out, storing nothing', async () => {
    const url = 'https://example.com/x/a.bin';
    const badName = await t.call('POST', '/api/url/presign', {
      token,
      body: { url, filename: 'a\u0007b.bin', size: 1 },
    });
    expect([badName.status, codeOf(badName)]).toEqual([400, ErrorCode.VALIDATION_FAILED]);
    expect(badName.json.message).toContain('filename');
    const badPath = await t.call('POST', '/api/url/presign', {
      token,
      body: { url, path: 'reports/../..', size: 1 },
    });
    expect([badPath.status, codeOf(badPath)]).toEqual([400, ErrorCode.VALIDATION_FAILED]);
    expect(badPath.json.message).toContain('path');
    expect((await t.call('GET', '/api/files', { token })).json.data.files).toEqual([]);
  });
});
