/**
 * WebDAV's traversal and permission table, as fs.routes.test.ts has for the filesystem API: every
 * method against every spelling of a way out of the mount (in the URL and in Destination), and
 * every method against every kind of key. Nothing outside the storage may be read, written or
 * reached, whatever the answer says.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/create-test-app.js';
import type { MountedStorage } from '../../test/mounted-storages.js';
import { basicAuth, davTestApp, type DavInit, type DavTestApp } from '../../test/webdav-app.js';

let app: DavTestApp;
let t: TestApp;
let storage: MountedStorage;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);

const SECRETS = /outside the storage|secret of another|internal part/;
const LOCK_BODY =
  '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>';
const PROPPATCH_BODY =
  '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:" xmlns:Z="urn:x"><D:set><D:prop><Z:k>v</Z:k></D:prop></D:set></D:propertyupdate>';

/** Each method as a client sends it, aimed at `path` (Destination `destination` for COPY/MOVE). */
function requests(path: string, destination = '/dav/team/sub/copied.txt') {
  const to = { Destination: `http://localhost${destination}` };
  return [
    ['PROPFIND', path, { headers: { Depth: '1' } }],
    ['GET', path, {}],
    ['HEAD', path, {}],
    ['PUT', path, { body: 'written' }],
    ['MKCOL', path, {}],
    ['DELETE', path, {}],
    ['PROPPATCH', path, { body: PROPPATCH_BODY }],
    ['LOCK', path, { body: LOCK_BODY }],
    ['COPY', path, { headers: to }],
    ['MOVE', path, { headers: to }],
  ] as const;
}

/** Every file under DATA_DIR but the storage's own objects and the database. */
function filesOutsideStorage(): string[] {
  return (readdirSync(t.dataDir, { recursive: true }) as string[])
    .filter((name) => !name.startsWith('storage/') || name.startsWith('storage/.cloudpaste/'))
    .filter((name) => !/\.sqlite(-wal|-shm)?$/.test(name))
    .sort();
}

beforeEach(async () => {
  app = await davTestApp('local');
  ({ t, storage } = app);
  await storage.put('sub/ok.txt', 'ok');
  await storage.put('other/secret.txt', 'secret of another folder');
  // Beside the storage in DATA_DIR, and in the driver's own internal folder.
  writeFileSync(join(t.dataDir, 'outside.txt'), 'outside the storage');
  mkdirSync(join(t.dataDir, 'storage', '.cloudpaste', 'multipart'), { recursive: true });
  writeFileSync(join(t.dataDir, 'storage', '.cloudpaste', 'multipart', 'part'), 'internal part');
});
afterEach(() => app.close());

describe('WebDAV path traversal', () => {
  /** Encoded: a literal `..` or `.` is resolved by the URL parser before any request is made. */
  const EVIL = [
    '/dav/team/%2e%2e/outside.txt',
    '/dav/team/%252e%252e/outside.txt',
    '/dav/team/..%2foutside.txt',
    '/dav/team/sub/..%5c..%5coutside.txt',
    '/dav/team/sub%2f..%2f..%2foutside.txt',
    '/dav/team/sub%2f..%2fother/secret.txt',
    '/dav/team/sub/ok.txt%00',
    '/dav/team/.cloudpaste/multipart/part',
    '/dav/team/.cloudpaste/',
    '/dav/team/.cloudpaste',
  ];
  /** Destinations the URL parser resolves out of /dav altogether: another server's, 502. */
  const LEAVING = ['/dav/team/%2E%2E/%2e%2e/outside.txt', '/dav/%2e%2e/outside.txt'];

  it.each(EVIL)('%s: no method reads, writes or reaches anything outside', async (evil) => {
    const before = filesOutsideStorage();
    for (const [method, path, init] of requests(evil)) {
      const res = await dav(method, path, init);
      const what = `${method} ${path}`;
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect(await res.text(), what).not.toMatch(SECRETS);
    }
    expect(filesOutsideStorage()).toEqual(before);
    expect(readFileSync(join(t.dataDir, 'outside.txt'), 'utf8')).toBe('outside the storage');
    expect(
      readFileSync(join(t.dataDir, 'storage', '.cloudpaste', 'multipart', 'part'), 'utf8'),
    ).toBe('internal part');
    expect(await (await dav('GET', '/dav/team/other/secret.txt')).text()).toBe(
      'secret of another folder',
    );
  });

  it.each([...EVIL, ...LEAVING])('COPY and MOVE to %s write nothing outside', async (evil) => {
    const before = filesOutsideStorage();
    for (const method of ['COPY', 'MOVE']) {
      const res = await dav(method, '/dav/team/sub/ok.txt', {
        headers: { Destination: `http://localhost${evil}`, Overwrite: 'T' },
      });
      const what = `${method} to ${evil}`;
      if (LEAVING.includes(evil)) expect(res.status, what).toBe(502);
      else expect([400, 403, 404, 409], what).toContain(res.status);
    }
    expect(filesOutsideStorage()).toEqual(before);
    expect(await (await dav('GET', '/dav/team/sub/ok.txt')).text()).toBe('ok');
  });
});

describe('names the storage cannot hold', () => {
  it('answers 400, not 500, and stores nothing', async () => {
    // 100 characters, 300 bytes: over the 255 bytes a file name may take on disk.
    const name = encodeURIComponent('漢'.repeat(100));
    const res = await dav('PUT', `/dav/team/sub/${name}`, { body: 'x' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('longer than 255 bytes');
    const reserved = await dav('PUT', '/dav/team/.cloudpaste', { body: 'x' });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toBe('the name .cloudpaste is reserved at the top of a mount');
  });
});

describe('WebDAV credentials', () => {
  it('slows a client down after too many wrong keys, as after wrong passwords', async () => {
    // 20 free failures per address (services/attempts/policies.ts), then a wait; wrong session
    // tokens are not counted (they cannot be guessed).
    for (let i = 0; i < 25; i++) {
      const res = await dav('PROPFIND', '/dav/', {
        auth: i < 20 ? `ApiKey not-a-key-${i}` : `Bearer not-a-token-${i}`,
        headers: { Depth: '0' },
      });
      expect(res.status).toBe(401);
    }
    const limited = await dav('PROPFIND', '/dav/', {
      auth: 'ApiKey still-not-a-key',
      headers: { Depth: '0' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('WebDAV permissions', () => {
  const READS = new Set(['PROPFIND', 'GET', 'HEAD']);
  const KEYS = [
    ['no WebDAV permission', Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD],
    ['WEBDAV_READ', Permission.WEBDAV_READ],
    ['WEBDAV_MANAGE', Permission.WEBDAV_MANAGE],
    ['both', Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE],
  ] as const;

  it.each(KEYS)('a key with %s may use only the methods it allows', async (_label, bits) => {
    const { key } = await t.createKey(await t.adminToken(), { name: 'k', permissions: bits });
    const auth = basicAuth(key, key);
    const canRead = (bits & Permission.WEBDAV_READ) !== 0;
    const canWrite = (bits & Permission.WEBDAV_MANAGE) !== 0;
    const targets = new Map([
      ['PUT', '/dav/team/sub/new.txt'],
      ['MKCOL', '/dav/team/sub/newdir'],
      ['DELETE', '/dav/team/other/secret.txt'],
      // A lock of its own: one on ok.txt would stand in the way of the COPY and MOVE after it.
      ['LOCK', '/dav/team/sub/locked.txt'],
    ]);
    for (const [method, path, init] of requests('/dav/team/sub/ok.txt')) {
      const res = await dav(method, targets.get(method) ?? path, { ...init, auth });
      const allowed = READS.has(method) ? canRead : canWrite;
      if (allowed) expect(res.status, method).toBeLessThan(300);
      else expect(res.status, method).toBe(403);
    }
    const secret = await dav('GET', '/dav/team/other/secret.txt');
    expect(secret.status).toBe(canWrite ? 404 : 200);
  });

  it('keeps a key inside its base path, in the URL and in Destination', async () => {
    const { key } = await t.createKey(await t.adminToken(), {
      name: 'inside',
      permissions: Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE,
      basic_path: '/team/sub',
    });
    const auth = basicAuth(key, key);
    const before = filesOutsideStorage();
    for (const [method, path, init] of requests('/dav/team/other/secret.txt')) {
      const res = await dav(method, path, { ...init, auth });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.text()).not.toMatch(SECRETS);
    }
    for (const destination of [
      '/dav/team/other/stolen.txt',
      '/dav/team/sub/%2e%2e/other/stolen.txt',
      '/dav/team/sub%2f..%2fother/stolen.txt',
    ]) {
      for (const method of ['COPY', 'MOVE']) {
        const res = await dav(method, '/dav/team/sub/ok.txt', {
          auth,
          headers: { Destination: `http://localhost${destination}` },
        });
        expect([400, 403], `${method} to ${destination}`).toContain(res.status);
      }
    }
    expect(filesOutsideStorage()).toEqual(before);
    expect((await dav('GET', '/dav/team/other/stolen.txt')).status).toBe(404);
    expect(await (await dav('GET', '/dav/team/sub/ok.txt', { auth })).text()).toBe('ok');
  });
});
