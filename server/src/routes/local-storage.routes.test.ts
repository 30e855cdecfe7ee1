import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock } from '../../test/create-test-app.js';
import { localStorageApp, TEST_SECRET } from '../../test/local-storage-app.js';
import type { StorageDriver } from '../storage/driver.js';
import { localDriverAt } from '../storage/registry.js';

let root: string;
let clock: TestClock;
let driver: StorageDriver;
let send: ReturnType<typeof localStorageApp>['send'];
let app: ReturnType<typeof localStorageApp>['app'];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cp-local-route-'));
  clock = new TestClock(new Date());
  driver = localDriverAt('cfg', root, { secret: TEST_SECRET, clock });
  ({ send, app } = localStorageApp({ cfg: driver }, clock));
  await driver.put('docs/hello.txt', Readable.from([Buffer.from('hello, local storage')]), {
    contentType: 'text/plain',
    size: 20,
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const tokenOf = (url: string) => url.slice('/api/storage/local/'.length);

describe('GET/HEAD /api/storage/local/:token', () => {
  it('streams the object with its headers, sandboxed', async () => {
    const request = await driver.presignGet('docs/hello.txt', {
      expiresInSeconds: 60,
      disposition: { type: 'inline', filename: 'hello.txt' },
    });
    const res = await send(request);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello, local storage');
    const head = await driver.head('docs/hello.txt');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'text/plain',
      'content-length': '20',
      etag: `"${head!.etag}"`,
      'last-modified': head!.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="hello.txt"',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const request = await driver.presignGet('docs/hello.txt', { expiresInSeconds: 60 });
    const res = await app.request(request.url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('20');
    expect(await res.text()).toBe('');
  });

  it('serves one range, refuses an unsatisfiable one and ignores malformed or multiple ones', async () => {
    const request = await driver.presignGet('docs/hello.txt', { expiresInSeconds: 60 });
    const suffix = await send(request, { headers: { Range: 'bytes=-7' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 13-19/20');
    expect(suffix.headers.get('content-length')).toBe('7');
    expect(await suffix.text()).toBe('storage');

    const beyond = await send(request, { headers: { Range: 'bytes=20-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */20');
    expect(await beyond.json()).toMatchObject({ code: 416, success: false, data: null });

    for (const range of ['bytes=abc', 'bytes=0-1,5-6']) {
      const whole = await send(request, { headers: { Range: range } });
      expect(whole.status, range).toBe(200);
      expect(await whole.text()).toBe('hello, local storage');
    }
  });

  it('answers 404 for a missing object and for a storage that no longer exists', async () => {
    const missing = await driver.presignGet('docs/gone.txt', { expiresInSeconds: 60 });
    expect((await send(missing)).status).toBe(404);
    const other = localDriverAt('deleted-config', root, { secret: TEST_SECRET });
    const res = await send(await other.presignGet('docs/hello.txt', { expiresInSeconds: 60 }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, success: false });
  });
});

describe('refused tokens', () => {
  it('refuses tampered, foreign-secret and expired tokens with 403', async () => {
    const request = await driver.presignGet('docs/hello.txt', { expiresInSeconds: 60 });
    const [payload, signature] = tokenOf(request.url).split('.');
    const grant = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...grant, key: 'docs/other.txt' })).toString(
      'base64url',
    );
    const foreign = localDriverAt('cfg', root, { secret: 'another-secret-another-secret-another' });

    const cases = {
      tampered: `/api/storage/local/${forged}.${signature}`,
      truncated: `/api/storage/local/${payload}.${signature!.slice(0, 10)}`,
      unsigned: `/api/storage/local/${payload}`,
      foreign: (await foreign.presignGet('docs/hello.txt', { expiresInSeconds: 60 })).url,
    };
    for (const [name, url] of Object.entries(cases)) {
      const res = await app.request(url);
      expect(res.status, name).toBe(403);
      expect(await res.json(), name).toMatchObject({
        code: 403,
        success: false,
        message: 'this link is invalid',
      });
    }

    clock.advance(61_000);
    const expired = await send(request);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ message: 'this link has expired' });
  });

  it('refuses a token used for another operation', async () => {
    const get = await driver.presignGet('docs/hello.txt', { expiresInSeconds: 60 });
    const asPut = await send({ ...get, method: 'PUT' }, { body: Buffer.from('x') });
    expect(asPut.status).toBe(403);
    const put = await driver.presignPut('docs/new.txt', {
      contentType: 'text/plain',
      expiresInSeconds: 60,
    });
    expect((await send({ ...put, method: 'GET' })).status).toBe(403);
    expect(await driver.head('docs/new.txt')).toBeNull();
  });
});

describe('PUT /api/storage/local/:token', () => {
  it('needs a Content-Length within the signed size', async () => {
    const put = await driver.presignPut('uploads/a.txt', {
      contentType: 'text/plain',
      size: 5,
      expiresInSeconds: 60,
    });
    const noLength = await app.request(put.url, {
      method: 'PUT',
      headers: put.headers,
      body: 'hello',
    });
    expect(noLength.status).toBe(411);
    const badLength = await send(put, {
      body: Buffer.from('hello'),
      headers: { 'Content-Length': '5x' },
    });
    expect(badLength.status).toBe(400);
    const tooLarge = await send(put, { body: Buffer.from('hello world') });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 413, success: false });
    expect(await driver.head('uploads/a.txt')).toBeNull();

    const res = await send(put, { body: Buffer.from('hello') });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      code: 200,
      success: true,
      data: { etag: expect.any(String) },
    });
  });

  it('stores a part of an open upload and 404s once the upload is aborted', async () => {
    const { uploadId } = await driver.createMultipart('uploads/big.bin', {
      contentType: 'application/octet-stream',
    });
    const part = await driver.presignPart('uploads/big.bin', uploadId, 1, 8, 60);
    // The part's length is signed in: any other is refused before a byte is stored.
    expect((await send(part, { body: Buffer.from('part one, longer') })).status).toBe(413);
    expect((await send(part, { body: Buffer.from('part') })).status).toBe(400);
    const res = await send(part, { body: Buffer.from('part one') });
    expect(res.status).toBe(200);
    const [listed] = await driver.listParts('uploads/big.bin', uploadId);
    expect(res.headers.get('etag')).toBe(`"${listed!.etag}"`);

    await driver.abortMultipart('uploads/big.bin', uploadId);
    expect((await send(part, { body: Buffer.from('part one') })).status).toBe(404);
  });
});

describe('mounted in the app', () => {
  it('lets our own pages frame a PDF, unsandboxed, and sandboxes everything else', async () => {
    const t = await createTestApp();
    try {
      const configs = await t.call('GET', '/api/s3-configs', { token: await t.adminToken() });
      const { driver: local } = await t.services.storage.byId(configs.json.data[0].id);
      for (const [key, type] of [
        ['a.pdf', 'application/pdf'],
        ['a.html', 'text/html'],
      ] as const) {
        await local.put(key, Readable.from([Buffer.from('x')]), { contentType: type, size: 1 });
      }
      const policy = async (key: string) => {
        const { url } = await local.presignGet(key, { expiresInSeconds: 60 });
        return (await t.app.request(url)).headers.get('content-security-policy') ?? '';
      };
      const pdf = await policy('a.pdf');
      expect(pdf).toContain("frame-ancestors 'self'");
      expect(pdf).not.toMatch(/sandbox/);
      expect(await policy('a.html')).toMatch(/^sandbox;.*frame-ancestors 'self'/);
    } finally {
      await t.close();
    }
  });

  it('answers a bad token with 403 and streams past the JSON body cap', async () => {
    const t = await createTestApp({ maxJsonBodyBytes: 1024 });
    try {
      const res = await t.app.request('/api/storage/local/not-a-token', {
        method: 'PUT',
        headers: { 'Content-Length': '4096' },
        body: Buffer.alloc(4096),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 403, success: false });
    } finally {
      await t.close();
    }
  });
});
