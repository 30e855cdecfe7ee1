/** Dead properties over WebDAV, on every storage driver: PROPPATCH, PROPFIND, and what MOVE, COPY and DELETE do to them. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKinds } from '../../test/mounted-storages.js';
import { davTestApp, hrefsOf, type DavInit, type DavTestApp } from '../../test/webdav-app.js';

let app: DavTestApp;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);
const FILE = '/dav/team/docs/a%20%26%20b.txt';

const patch = (path: string, inner: string) =>
  dav('PROPPATCH', path, {
    body: `<?xml version="1.0" encoding="utf-8"?><D:propertyupdate xmlns:D="DAV:">${inner}</D:propertyupdate>`,
  });
const find = async (path: string, inner = '<D:allprop/>', depth = '0') => {
  const res = await dav('PROPFIND', path, {
    headers: { Depth: depth },
    body: `<?xml version="1.0" encoding="utf-8"?><D:propfind xmlns:D="DAV:">${inner}</D:propfind>`,
  });
  expect(res.status).toBe(207);
  return res.text();
};

const AUTHOR =
  "<x:author xmlns:x='http://example.com/ns'><x:name>Sharad</x:name><x:uri type='email' xml:lang='en'>mailto:s@example.com</x:uri>" +
  "<x:notes xmlns:h='http://www.w3.org/1999/xhtml'>way <h:em>too</h:em> long</x:notes><plain xmlns=''>&lt;&amp;</plain></x:author>";

describe.each(storageKinds)('WebDAV dead properties on %s storage', (kind) => {
  beforeEach(async () => {
    app = await davTestApp(kind);
  });
  afterEach(() => app.close());

  it('stores properties with their namespaces and XML values, and answers them back', async () => {
    const set = await patch(
      FILE,
      `<D:set><D:prop>${AUTHOR}<high xmlns="urn:u">&#65536;</high><bare xmlns="">v</bare></D:prop></D:set>`,
    );
    expect(set.status).toBe(207);
    expect(await set.text()).toMatch(/<D:status>HTTP\/1.1 200 OK<\/D:status>/);

    const named = await find(
      FILE,
      '<D:prop><a:author xmlns:a="http://example.com/ns"/><high xmlns="urn:u"/><bare xmlns=""/><missing xmlns="urn:u"/></D:prop>',
    );
    expect(named).toContain(
      '<x:author xmlns:x="http://example.com/ns"><name xmlns="http://example.com/ns">Sharad</name>' +
        '<uri xmlns="http://example.com/ns" type="email" xml:lang="en">mailto:s@example.com</uri>' +
        '<notes xmlns="http://example.com/ns">way <em xmlns="http://www.w3.org/1999/xhtml">too</em> long</notes>' +
        '<plain>&lt;&amp;</plain></x:author>',
    );
    expect(named).toContain('<x:high xmlns:x="urn:u">𐀀</x:high>');
    expect(named).toContain('<bare>v</bare>');
    expect(named).toMatch(/<x:missing xmlns:x="urn:u"\/><\/D:prop><D:status>HTTP\/1.1 404/);

    const all = await find(FILE);
    expect(all).toContain('<x:high xmlns:x="urn:u">𐀀</x:high>');
    expect(all).toContain('<D:getcontentlength>9</D:getcontentlength>');
    expect(all).toContain('<D:supportedlock><D:lockentry>');
    const names = await find(FILE, '<D:propname/>');
    expect(names).toContain('<x:high xmlns:x="urn:u"/>');
    expect(names).toContain('<D:getetag/>');
    expect(names).toContain('<D:getcontentlength/>');
    // A collection names only what it has: no length or type of content.
    const folder = await find('/dav/team/docs/', '<D:propname/>');
    expect(folder).toContain('<D:resourcetype/>');
    expect(folder).not.toContain('getcontentlength');
    expect(folder).not.toContain('getcontenttype');
  });

  it('leaves creationdate undefined, as no storage records it, until a client sets it', async () => {
    expect(await find(FILE)).not.toContain('creationdate');
    expect(await find(FILE, '<D:propname/>')).not.toContain('creationdate');
    expect(await find(FILE, '<D:prop><D:creationdate/></D:prop>')).toMatch(
      /<D:creationdate\/><\/D:prop><D:status>HTTP\/1.1 404 Not Found/,
    );
    const set = await patch(
      FILE,
      '<D:set><D:prop><D:creationdate>2020-01-02T03:04:05Z</D:creationdate></D:prop></D:set>',
    );
    expect(await set.text()).toMatch(/<D:status>HTTP\/1.1 200 OK<\/D:status>/);
    expect(await find(FILE)).toContain('<D:creationdate>2020-01-02T03:04:05Z</D:creationdate>');
  });

  it('removes properties, and refuses live ones with 403 while failing the rest with 424', async () => {
    await patch(FILE, '<D:set><D:prop><c xmlns="urn:x">red</c></D:prop></D:set>');
    const refused = await patch(
      FILE,
      '<D:remove><D:prop><c xmlns="urn:x"/></D:prop></D:remove><D:set><D:prop><D:getetag>"x"</D:getetag></D:prop></D:set>',
    );
    expect(refused.status).toBe(207);
    const body = await refused.text();
    expect(body).toMatch(
      /<D:getetag\/><\/D:prop><D:status>HTTP\/1.1 403 Forbidden<\/D:status><D:error><D:cannot-modify-protected-property\/>/,
    );
    expect(body).toMatch(
      /<x:c xmlns:x="urn:x"\/><\/D:prop><D:status>HTTP\/1.1 424 Failed Dependency/,
    );
    expect(await find(FILE, '<D:prop><c xmlns="urn:x"/></D:prop>')).toContain(
      '<x:c xmlns:x="urn:x">red</x:c>',
    );
    await patch(FILE, '<D:remove><D:prop><c xmlns="urn:x"/></D:prop></D:remove>');
    expect(await find(FILE, '<D:prop><c xmlns="urn:x"/></D:prop>')).toContain('404 Not Found');
  });

  it.each([
    ['PROPFIND', '<foo>'],
    [
      'PROPFIND',
      '<D:propfind xmlns:D="DAV:"><D:prop><bar:foo xmlns:bar=""/></D:prop></D:propfind>',
    ],
    ['PROPFIND', '<D:propfind xmlns:D="DAV:"><D:prop><u:foo/></D:prop></D:propfind>'],
    ['PROPFIND', '<propfind xmlns="urn:not-dav"><allprop/></propfind>'],
    ['PROPPATCH', '<D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><x:a xmlns:x=""/>'],
    ['PROPPATCH', '<D:propertyupdate xmlns:D="DAV:"/>'],
  ])('answers 400 to a malformed %s body: %s', async (method, body) => {
    expect((await dav(method, FILE, { headers: { Depth: '0' }, body })).status).toBe(400);
  });

  it('moves properties with MOVE, copies them with COPY, and drops them with DELETE', async () => {
    await patch('/dav/team/docs/', '<D:set><D:prop><p xmlns="urn:x">folder</p></D:prop></D:set>');
    await patch(FILE, '<D:set><D:prop><p xmlns="urn:x">file</p></D:prop></D:set>');
    const to = (path: string) => ({ headers: { Destination: `http://localhost/dav${path}` } });
    expect((await dav('COPY', '/dav/team/docs/', to('/team/copy'))).status).toBe(201);
    expect((await dav('MOVE', '/dav/team/docs/', to('/team/moved'))).status).toBe(201);
    const listing = await find('/dav/team/moved/', '<D:prop><p xmlns="urn:x"/></D:prop>', '1');
    expect(hrefsOf(listing)).toEqual(['/dav/team/moved/', '/dav/team/moved/a%20%26%20b.txt']);
    expect(listing).toMatch(
      /<x:p xmlns:x="urn:x">folder<\/x:p>[\s\S]*<x:p xmlns:x="urn:x">file<\/x:p>/,
    );
    expect(
      await find('/dav/team/copy/a%20%26%20b.txt', '<D:prop><p xmlns="urn:x"/></D:prop>'),
    ).toContain('<x:p xmlns:x="urn:x">file</x:p>');

    expect((await dav('DELETE', '/dav/team/moved/')).status).toBe(204);
    expect((await dav('PUT', '/dav/team/moved', { body: 'again' })).status).toBe(201);
    expect(await find('/dav/team/moved', '<D:prop><p xmlns="urn:x"/></D:prop>')).toContain(
      '404 Not Found',
    );
  });

  it('follows renames and deletions made through /api/fs, so a later file starts without them', async () => {
    const token = await app.t.adminToken();
    const fs = (method: string, path: string, body: unknown) =>
      app.t.call(method, `/api/fs/${path}`, { token, body });
    const prop = '<D:prop><p xmlns="urn:x"/></D:prop>';
    await patch(FILE, '<D:set><D:prop><p xmlns="urn:x">kept</p></D:prop></D:set>');
    const renamed = await fs('POST', 'rename', {
      oldPath: '/team/docs/a & b.txt',
      newPath: '/team/c.txt',
    });
    expect(renamed.status).toBe(200);
    expect(await find('/dav/team/c.txt', prop)).toContain('<x:p xmlns:x="urn:x">kept</x:p>');

    expect((await fs('DELETE', 'batch-remove', { paths: ['/team/c.txt'] })).status).toBe(200);
    expect((await dav('PUT', '/dav/team/c.txt', { body: 'new' })).status).toBe(201);
    expect(await find('/dav/team/c.txt', prop)).toContain('404 Not Found');
  });
});
