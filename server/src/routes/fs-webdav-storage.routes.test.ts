/**
 * A mount whose storage is a WebDAV server (test/webdav.ts) behaves as any other in search and in
 * the app's own WebDAV re-export: its files are found by name, listed, read with ranges, written,
 * moved and deleted through /dav, and search follows every write (docs/STORAGE-DRIVERS.md).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/create-test-app.js';
import type { MountedStorage } from '../../test/mounted-storages.js';
import { davTestApp, hrefsOf, type DavInit, type DavTestApp } from '../../test/webdav-app.js';
import { testWebDav } from '../../test/webdav.js';

let app: DavTestApp;
let t: TestApp;
let storage: MountedStorage;
let token: string;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);

async function found(q: string): Promise<string[]> {
  await t.services.fs.indexer.built();
  await t.services.fs.indexer.reconciled();
  const res = await t.call('GET', `/api/fs/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.results.map((r: { path: string }) => r.path);
}

describe.skipIf(!testWebDav)('a mount on WebDAV storage', () => {
  beforeEach(async () => {
    app = await davTestApp('webdav');
    ({ t, storage } = app);
    token = await t.adminToken();
  });
  afterEach(() => app.close());

  it('is searched by name, files and folders, with what the storage held before it was mounted', async () => {
    expect(storage.storageType).toBe('WEBDAV');
    expect(await found('A & B')).toEqual(['/team/docs/a & b.txt']);
    expect(await found('doc')).toEqual(['/team/docs']);
    const res = await t.call('GET', '/api/fs/search?q=b.txt', { token });
    expect(res.json.data.results[0]).toMatchObject({
      name: 'a & b.txt',
      isDirectory: false,
      size: 9,
      mount_id: expect.any(String),
    });
  });

  it('is listed and read with ranges through /dav', async () => {
    const listed = await dav('PROPFIND', '/dav/team/docs/', { headers: { Depth: '1' } });
    expect(listed.status).toBe(207);
    const xml = await listed.text();
    expect(hrefsOf(xml)).toEqual(['/dav/team/docs/', '/dav/team/docs/a%20%26%20b.txt']);
    expect(xml).toContain('<D:getcontentlength>9</D:getcontentlength>');
    const whole = await dav('GET', '/dav/team/docs/a%20%26%20b.txt');
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('hello dav');
    const part = await dav('GET', '/dav/team/docs/a%20%26%20b.txt', {
      headers: { Range: 'bytes=6-' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 6-8/9');
    expect(await part.text()).toBe('dav');
  });

  it('takes writes through /dav that land on the WebDAV server and that search follows', async () => {
    expect((await dav('MKCOL', '/dav/team/plans/')).status).toBe(201);
    const put = await dav('PUT', '/dav/team/plans/roadmap.md', { body: '# next year' });
    expect(put.status).toBe(201);
    expect((await storage.driver.head('plans/roadmap.md'))?.size).toBe(11);
    expect(await found('roadmap')).toEqual(['/team/plans/roadmap.md']);

    const moved = await dav('MOVE', '/dav/team/plans/roadmap.md', {
      headers: { Destination: '/dav/team/docs/roadmap-2027.md' },
    });
    expect(moved.status).toBe(201);
    expect(await storage.driver.head('plans/roadmap.md')).toBeNull();
    expect(await found('roadmap')).toEqual(['/team/docs/roadmap-2027.md']);
    const read = await dav('GET', '/dav/team/docs/roadmap-2027.md');
    expect(await read.text()).toBe('# next year');

    expect((await dav('DELETE', '/dav/team/docs/roadmap-2027.md')).status).toBe(204);
    expect(await storage.driver.head('docs/roadmap-2027.md')).toBeNull();
    expect(await found('roadmap')).toEqual([]);
  });
});
