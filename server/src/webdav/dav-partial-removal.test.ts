/**
 * Removals the storage does only in part (RFC 4918 §9.6.1): a real S3 bucket whose policy refuses
 * to delete anything under `docs/keep/`. DELETE, and a MOVE across mounts, answer 207 naming what
 * stayed; the rest goes, with its dead properties and locks, while what stayed keeps its own.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testS3 } from '../../test/s3.js';
import { davTestApp, hrefsOf, type DavInit, type DavTestApp } from '../../test/webdav-app.js';

let app: DavTestApp;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);
const KEPT = '/dav/team/docs/keep/b.txt';
const GONE = '/dav/team/docs/other/c.txt';
const PROP = '<D:prop><p xmlns="urn:x"/></D:prop>';

const patch = (path: string, value: string) =>
  dav('PROPPATCH', path, {
    body: `<?xml version="1.0" encoding="utf-8"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><p xmlns="urn:x">${value}</p></D:prop></D:set></D:propertyupdate>`,
  });
const find = async (path: string, depth = '0') => {
  const res = await dav('PROPFIND', path, {
    headers: { Depth: depth },
    body: `<?xml version="1.0" encoding="utf-8"?><D:propfind xmlns:D="DAV:">${PROP}</D:propfind>`,
  });
  expect(res.status).toBe(207);
  return res.text();
};

describe.each(testS3 ? ['s3' as const] : [])(
  'WebDAV removal kept in part by %s storage',
  (kind) => {
    beforeEach(async () => {
      app = await davTestApp(kind, {}, { undeletable: 'docs/keep/' });
      await app.storage.put('docs/keep/b.txt', 'kept');
      await app.storage.put('docs/other/c.txt', 'gone');
      expect((await patch(KEPT, 'kept')).status).toBe(207);
      expect((await patch(GONE, 'gone')).status).toBe(207);
    });
    afterEach(() => app.close());

    it('answers DELETE with a 207 of what stayed, and removes the rest with its properties', async () => {
      const res = await dav('DELETE', '/dav/team/docs/');
      expect(res.status).toBe(207);
      const xml = await res.text();
      expect(hrefsOf(xml)).toEqual([KEPT]);
      expect(xml).toContain('<D:status>HTTP/1.1 403 Forbidden</D:status>');
      expect(xml).toMatch(/<D:responsedescription>[^<]*refused access \(AccessDenied\)/);

      expect(hrefsOf(await find('/dav/team/docs/', '1'))).toEqual([
        '/dav/team/docs/',
        '/dav/team/docs/keep/',
      ]);
      expect(await find(KEPT)).toContain('<x:p xmlns:x="urn:x">kept</x:p>');
      // A new file where a removed one was starts without the removed one's properties.
      expect((await dav('MKCOL', '/dav/team/docs/other/')).status).toBe(201);
      expect((await dav('PUT', GONE, { body: 'new' })).status).toBe(201);
      expect(await find(GONE)).toContain('404 Not Found');
    });

    it('answers a MOVE across mounts with a 207 of the source that stayed; the copy is whole', async () => {
      const token = await app.t.adminToken();
      const configs = (await app.t.call('GET', '/api/s3-configs', { token })).json.data as {
        id: string;
        storage_type: string;
      }[];
      const local = configs.find((config) => config.storage_type === 'LOCAL')!;
      const mounted = await app.t.call('POST', '/api/admin/mounts', {
        token,
        body: {
          name: 'local',
          storage_type: 'LOCAL',
          storage_config_id: local.id,
          mount_path: '/local',
        },
      });
      expect(mounted.status).toBe(201);
      const res = await dav('MOVE', '/dav/team/docs/', {
        headers: { Destination: 'http://localhost/dav/local/docs/' },
      });
      expect(res.status).toBe(207);
      expect(hrefsOf(await res.text())).toEqual([KEPT]);
      expect(hrefsOf(await find('/dav/local/docs/', '1'))).toEqual([
        '/dav/local/docs/',
        '/dav/local/docs/keep/',
        '/dav/local/docs/other/',
        '/dav/local/docs/a%20%26%20b.txt',
      ]);
      expect(await find('/dav/local/docs/other/c.txt')).toContain(
        '<x:p xmlns:x="urn:x">gone</x:p>',
      );
      expect(await (await dav('GET', '/dav/local/docs/keep/b.txt')).text()).toBe('kept');
    });

    it('answers a COPY over a destination the storage keeps in part with a 207, copying nothing', async () => {
      await app.storage.put('src/new.txt', 'new');
      const res = await dav('COPY', '/dav/team/src/', {
        headers: { Destination: 'http://localhost/dav/team/docs/', Overwrite: 'T' },
      });
      expect(res.status).toBe(207);
      expect(hrefsOf(await res.text())).toEqual([KEPT]);
      expect((await dav('GET', '/dav/team/docs/new.txt')).status).toBe(404);
      expect(await find(KEPT)).toContain('<x:p xmlns:x="urn:x">kept</x:p>');
    });

    it('names what stayed in the filesystem API’s batch removal', async () => {
      const res = await app.t.call('DELETE', '/api/fs/batch-remove', {
        token: await app.t.adminToken(),
        body: { paths: ['/team/docs'] },
      });
      expect(res.status).toBe(200);
      expect(res.json.data.success).toBe(0);
      expect(res.json.data.failed).toEqual([
        {
          path: '/team/docs',
          error: expect.stringMatching(
            /^could not delete everything in it \(1 left\): .*AccessDenied/,
          ),
          reason: 'fs.partlyRemoved',
          params: { count: 1, detail: expect.stringMatching(/AccessDenied/) },
          members: [
            {
              path: '/team/docs/keep/b.txt',
              isDirectory: false,
              error: expect.stringMatching(/AccessDenied/),
              denied: true,
            },
          ],
        },
      ]);
    });
  },
);
