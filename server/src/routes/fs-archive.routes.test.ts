/** The basket's zip download: a ticket under the caller's rights, then a link that streams the zip. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_LINK_TTL_SECONDS, ARCHIVE_MAX_FILES, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { unzip } from '../../test/unzip.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);
const ticket = (
  body: Record<string, unknown>,
  auth: { token?: string; apiKey?: string } = { token },
) => t.call('POST', '/api/fs/archive', { ...auth, body });
const download = async (url: string, method = 'GET') => {
  const res = await t.app.request(url, { method });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const storedTickets = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('fs_archives')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function setUp(kind: 'local' | 's3') {
  t = await createTestApp({ clock: new TestClock(new Date()) });
  token = await t.adminToken();
  storage = await mountedStorage(t, token, kind);
  await storage.put('docs/a.txt', 'A from docs');
  await storage.put('docs/sub/b.txt', 'B');
  await storage.put('other/a.txt', 'A from other');
  await storage.put('pics/x.png', png);
  await storage.put('pics/deep/y.txt', 'Y');
  await storage.mount('/team');
}

async function tearDown() {
  await storage.cleanup();
  await t.close();
}

describe.each(storageKinds)('archives of %s storage', (kind) => {
  beforeEach(() => setUp(kind));
  afterEach(tearDown);

  it('zips files from two folders and a whole folder, with duplicate names made unique', async () => {
    const res = await ticket({
      paths: ['/team/docs/a.txt', '/team/other/a.txt', '/team/pics'],
      name: 'basket',
    });
    expect(res.status, res.text).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      fileCount: 4,
      totalBytes: 11 + 12 + png.length + 1,
      fileName: 'basket.zip',
    });
    expect(data.url).toMatch(/^\/api\/fs\/archive\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.expires_at) - t.clock.now().getTime()).toBe(
      ARCHIVE_LINK_TTL_SECONDS * 1000,
    );

    const { res: zipRes, bytes } = await download(data.url);
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('content-type')).toBe('application/zip');
    expect(zipRes.headers.get('content-disposition')).toBe('attachment; filename="basket.zip"');
    expect(zipRes.headers.get('cache-control')).toBe('no-store');
    expect(Number(zipRes.headers.get('content-length'))).toBe(bytes.length);
    const entries = await unzip(bytes);
    expect(entries.map((e) => [e.name, e.data.toString('latin1')])).toEqual([
      ['a.txt', 'A from docs'],
      ['a (2).txt', 'A from other'],
      ['pics/deep/y.txt', 'Y'],
      ['pics/x.png', png.toString('latin1')],
    ]);
    const modified = (await storage.driver.head('pics/x.png'))!.lastModified;
    expect(Math.abs(entries[3]!.mtime.getTime() - modified.getTime())).toBeLessThan(2000);

    const head = await download(data.url, 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.bytes.length).toBe(0);
  });

  it('names a whole mount after it, and a zip with a non-ASCII name per RFC 5987', async () => {
    const res = await ticket({ paths: ['/team', '/team/docs'], name: 'Fotos été' });
    expect(res.json.data).toMatchObject({ fileCount: 5, fileName: 'Fotos été.zip' });
    const { res: zipRes, bytes } = await download(res.json.data.url);
    expect(zipRes.headers.get('content-disposition')).toBe(
      `attachment; filename="Fotos ete.zip"; filename*=UTF-8''Fotos%20%C3%A9t%C3%A9.zip`,
    );
    expect((await unzip(bytes)).map((e) => e.name)).toEqual([
      'team/docs/a.txt',
      'team/docs/sub/b.txt',
      'team/other/a.txt',
      'team/pics/deep/y.txt',
      'team/pics/x.png',
    ]);
  });

  it('ends the download with an error when a file is gone from storage by then', async () => {
    const res = await ticket({ paths: ['/team/docs'] });
    await storage.driver.delete('docs/sub/b.txt');
    const zipRes = await t.app.request(res.json.data.url);
    expect(zipRes.status).toBe(200);
    await expect(zipRes.arrayBuffer()).rejects.toThrow();
  });
});

describe('archive rights and limits', () => {
  beforeEach(() => setUp('local'));
  afterEach(tearDown);

  it('keeps a key inside its basic_path and needs MOUNT_VIEW', async () => {
    const docs = await t.createKey(token, {
      name: 'docs',
      permissions: Permission.MOUNT_VIEW,
      basic_path: '/team/docs',
    });
    const outside = await ticket(
      { paths: ['/team/docs/a.txt', '/team/other/a.txt'] },
      { apiKey: docs.key },
    );
    expect(outside.status).toBe(403);
    expect(outside.json.message).toBe('You can only access /team/docs and its subdirectories');
    const uploader = await t.createKey(token, { name: 'up', permissions: Permission.MOUNT_UPLOAD });
    expect((await ticket({ paths: ['/team/docs/a.txt'] }, { apiKey: uploader.key })).status).toBe(
      403,
    );
    expect((await ticket({ paths: ['/team/docs/a.txt'] }, {})).status).toBe(401);
    expect(await storedTickets()).toBe(0);

    const inside = await ticket({ paths: ['/team/docs'] }, { apiKey: docs.key });
    expect(inside.json.data.fileCount).toBe(2);
    expect((await unzip((await download(inside.json.data.url)).bytes)).map((e) => e.name)).toEqual([
      'docs/a.txt',
      'docs/sub/b.txt',
    ]);
    // The link stops working once its key is gone.
    await t.call('DELETE', `/api/admin/api-keys/${docs.id}`, { token });
    const revoked = await download(inside.json.data.url);
    expect(revoked.res.status).toBe(403);
  });

  it('refuses traversal, missing paths, folders above mounts and empty folders', async () => {
    const traversal = await ticket({ paths: ['/team/docs/../other/a.txt'] });
    expect(traversal.status).toBe(400);
    expect((await ticket({ paths: ['/team/%2e%2e/docs'] })).status).toBe(400);
    const missing = await ticket({ paths: ['/team/docs/a.txt', '/team/nope.txt'] });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('/team/nope.txt was not found');
    expect((await ticket({ paths: ['/elsewhere/x'] })).json.message).toBe(
      '/elsewhere/x was not found',
    );
    await storage.mount('/media/photos');
    const virtual = await ticket({ paths: ['/media'] });
    expect(virtual.status).toBe(400);
    expect(virtual.json.message).toBe(
      '/media is not inside a mount: choose files or folders in a mount',
    );
    mkdirSync(join(t.dataDir, 'storage', 'empty'));
    expect((await ticket({ paths: ['/team/empty'] })).json.message).toBe(
      'nothing to download: the folders chosen are empty',
    );
    expect((await ticket({ paths: [] })).status).toBe(400);
    expect(await storedTickets()).toBe(0);
  });

  it('counts the same file once, and refuses more than ARCHIVE_MAX_FILES files', async () => {
    const same = await ticket({ paths: ['/team/docs', '/team/docs/a.txt', '/team/docs/'] });
    expect(same.json.data.fileCount).toBe(2);
    const many = join(t.dataDir, 'storage', 'many');
    mkdirSync(many);
    for (let i = 0; i <= ARCHIVE_MAX_FILES; i++) writeFileSync(join(many, `${i}.txt`), '');
    const tooMany = await ticket({ paths: ['/team/many'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe(
      `too many files: an archive holds at most ${ARCHIVE_MAX_FILES}`,
    );
  });

  it('answers 404 for unknown links and 410 for expired ones, which the sweep removes', async () => {
    expect((await download('/api/fs/archive/not-a-token')).res.status).toBe(404);
    const unknown = await download(`/api/fs/archive/${'A'.repeat(43)}`);
    expect(unknown.res.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).message).toBe('archive link not found');
    const res = await ticket({ paths: ['/team/docs/a.txt'] });
    (t.clock as TestClock).advance(ARCHIVE_LINK_TTL_SECONDS * 1000);
    const expired = await download(res.json.data.url);
    expect(expired.res.status).toBe(410);
    expect(JSON.parse(expired.bytes.toString()).message).toBe(
      'this archive link has expired: make a new one',
    );
    expect(await t.services.fs.archives.sweep()).toBe(1);
    expect((await download(res.json.data.url)).res.status).toBe(404);
  });

  it('answers 410 once a mount the archive reads from is gone', async () => {
    const res = await ticket({ paths: ['/team/docs/a.txt'] });
    const mounts = await t.call('GET', '/api/admin/mounts', { token });
    await t.call('DELETE', `/api/admin/mounts/${mounts.json.data[0].id}`, { token });
    const gone = await download(res.json.data.url);
    expect(gone.res.status).toBe(410);
    expect(JSON.parse(gone.bytes.toString()).message).toBe(
      '/team/docs/a.txt is no longer mounted: make a new archive link',
    );
  });
});
