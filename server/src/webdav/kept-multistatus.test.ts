/**
 * Depth 1 PROPFIND of a folder whose listing the mount keeps (kept-multistatus.ts): the answer made
 * once is sent again unchanged, and never once a write, a dead property or a lock changes what
 * the folder's answer must say. On every storage driver.
 */
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKinds } from '../../test/mounted-storages.js';
import { davTestApp, type DavInit, type DavTestApp } from '../../test/webdav-app.js';

let app: DavTestApp;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);
const FOLDER = '/dav/team/docs/';
const FILE = '/dav/team/docs/a%20%26%20b.txt';

const propfind = async (inner = '<D:allprop/>', headers: Record<string, string> = {}) => {
  const res = await dav('PROPFIND', FOLDER, {
    headers: { Depth: '1', ...headers },
    body: `<?xml version="1.0" encoding="utf-8"?><D:propfind xmlns:D="DAV:">${inner}</D:propfind>`,
  });
  expect(res.status).toBe(207);
  if (res.headers.get('Content-Encoding') === 'gzip')
    return gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
  return res.text();
};
const responses = (xml: string) => xml.match(/<D:response>/g)?.length ?? 0;

describe.each(storageKinds)('kept Depth 1 answers on %s storage', (kind) => {
  beforeEach(async () => {
    app = await davTestApp(kind);
    for (let i = 0; i < 40; i++) await app.storage.put(`docs/file-${i}.txt`, `${i}`);
  });
  afterEach(() => app.close());

  it('answers the same again, per kind of request, compressed or not', async () => {
    // The first is sent as the storage lists it; the mount keeps the listing, sorted, from then on.
    const listed = await propfind();
    expect(responses(listed)).toBe(42);
    const first = await propfind();
    const sorted = (xml: string) => xml.match(/<D:response>.*?<\/D:response>/g)?.sort();
    expect(sorted(first)).toEqual(sorted(listed));
    expect(await propfind()).toBe(first);
    expect(await propfind('<D:allprop/>', { 'Accept-Encoding': 'gzip' })).toBe(first);
    expect(await propfind('<D:allprop/>', { 'Accept-Encoding': 'gzip' })).toBe(first);
    const named = await propfind('<D:prop><D:getetag/><D:resourcetype/></D:prop>');
    expect(named).not.toContain('getlastmodified');
    expect(responses(named)).toBe(42);
    expect(await propfind()).toBe(first);
  });

  it('shows writes, dead properties and locks of the children once they are there', async () => {
    await propfind();
    const put = await dav('PUT', '/dav/team/docs/new.txt', { body: 'new' });
    expect(put.status).toBe(201);
    const afterPut = await propfind();
    expect(responses(afterPut)).toBe(43);
    expect(afterPut).toContain('/dav/team/docs/new.txt</D:href>');

    const patched = await dav('PROPPATCH', FILE, {
      body: '<?xml version="1.0" encoding="utf-8"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><x:tag xmlns:x="urn:t">red</x:tag></D:prop></D:set></D:propertyupdate>',
    });
    expect(patched.status).toBe(207);
    expect(await propfind()).toContain('<x:tag xmlns:x="urn:t">red</x:tag>');

    const locked = await dav('LOCK', '/dav/team/docs/file-3.txt', {
      headers: { Timeout: 'Second-600' },
      body: '<?xml version="1.0" encoding="utf-8"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>',
    });
    expect(locked.status).toBe(200);
    const withLock = await propfind('<D:prop><D:lockdiscovery/></D:prop>');
    expect(withLock).toContain('<D:activelock>');
    const token = locked.headers.get('Lock-Token')!;
    expect(
      (await dav('UNLOCK', '/dav/team/docs/file-3.txt', { headers: { 'Lock-Token': token } }))
        .status,
    ).toBe(204);
    expect(await propfind('<D:prop><D:lockdiscovery/></D:prop>')).not.toContain('<D:activelock>');
  });
});
