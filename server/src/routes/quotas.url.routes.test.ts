/**
 * Quotas on uploads from a URL (docs/ACCOUNTS.md "Quotas"): a remote file of known size is
 * refused before anything is fetched; one without a Content-Length is fetched, then refused at
 * its real size with nothing kept.
 */
import { ErrorCode, Permission } from '@cloudpaste/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes } from '../../test/file-shares.js';
import { startRemoteServer, type RemoteServer } from '../../test/remote-server.js';
import { appReachingLoopback, leftovers, NOTHING_LEFT } from '../../test/url-upload-app.js';
import { madeUser } from '../../test/users.js';

const BODY = bytes(200 * 1024, 3);
let remote: RemoteServer;
let t: TestApp;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  remote = await startRemoteServer({
    '/sized.bin': (_req, res) =>
      res.writeHead(200, { 'Content-Length': String(BODY.length) }).end(BODY),
    '/chunked.bin': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      for (let i = 0; i < BODY.length; i += 64 * 1024) res.write(BODY.subarray(i, i + 64 * 1024));
      res.end();
    },
  });
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await remote.close();
});
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('quotas on URL uploads', () => {
  it('refuses a sized remote file up front and an unsized one at its real size, keeping nothing', async () => {
    const admin = await t.adminToken();
    const user = await madeUser(t, admin, 'ora', {
      permissions: Permission.FILE_SHARE,
      quota_bytes: 100 * 1024,
    });
    const app = appReachingLoopback(t, { token: user.token });
    closers.push(app.close);
    const sized = await app.call('POST', '/api/url/fetch', { url: `${remote.origin}/sized.bin` });
    expect(sized.status).toBe(413);
    expect(sized.json.error).toBe(ErrorCode.QUOTA_EXCEEDED);
    const presigned = await app.call('POST', '/api/url/presign', {
      url: `${remote.origin}/sized.bin`,
      size: BODY.length,
    });
    expect(presigned.status).toBe(413);
    const started = await app.call('POST', '/api/url/fetch', {
      url: `${remote.origin}/chunked.bin`,
    });
    expect(started.status).toBe(202);
    let done = started;
    while (done.status === 202 || (done.status === 200 && done.json.data.status === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done = await app.call('GET', `/api/url/fetch/${started.json.data.file_id}`);
    }
    expect(done.status).toBe(413);
    expect(done.json.error).toBe(ErrorCode.QUOTA_EXCEEDED);
    expect(await leftovers(t)).toEqual(NOTHING_LEFT);
  });
});
