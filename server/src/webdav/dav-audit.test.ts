/** WebDAV writes in the audit log (docs/product/admin.md, "Audit log"): each success, not reads or refusals. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { davTestApp, type DavTestApp } from '../../test/webdav-app.js';

describe('WebDAV writes in the audit log', () => {
  let d: DavTestApp;
  beforeEach(async () => {
    d = await davTestApp('local');
  });
  afterEach(() => d.close());

  const entries = async () => {
    const rows = await d.t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'target_id', 'detail'])
      .where('action', '=', 'webdav.write')
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, detail: JSON.parse(r.detail ?? 'null') }));
  };

  it('records PUT, MKCOL, COPY, MOVE, PROPPATCH and DELETE with the path and method', async () => {
    expect((await d.dav('PUT', '/dav/team/new.txt', { body: 'hello' })).status).toBe(201);
    expect((await d.dav('MKCOL', '/dav/team/folder')).status).toBe(201);
    const to = (path: string) => ({ headers: { Destination: `http://localhost${path}` } });
    expect((await d.dav('COPY', '/dav/team/new.txt', to('/dav/team/copy.txt'))).status).toBe(201);
    expect((await d.dav('MOVE', '/dav/team/copy.txt', to('/dav/team/moved.txt'))).status).toBe(201);
    const patch =
      '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:" xmlns:x="urn:x">' +
      '<D:set><D:prop><x:color>red</x:color></D:prop></D:set></D:propertyupdate>';
    expect((await d.dav('PROPPATCH', '/dav/team/moved.txt', { body: patch })).status).toBe(207);
    expect((await d.dav('DELETE', '/dav/team/moved.txt')).status).toBe(204);
    // Reads and refused writes are not entries.
    expect((await d.dav('GET', '/dav/team/new.txt')).status).toBe(200);
    expect((await d.dav('PUT', '/dav/team/x.txt', { auth: null, body: 'x' })).status).toBe(401);
    const write = (method: string, target: string, destination?: string) => ({
      action: 'webdav.write',
      actor_kind: 'admin',
      target_id: target,
      detail: { method, ...(destination && { destination: `http://localhost/dav${destination}` }) },
    });
    expect(await entries()).toEqual([
      write('PUT', '/team/new.txt'),
      write('MKCOL', '/team/folder'),
      write('COPY', '/team/new.txt', '/team/copy.txt'),
      write('MOVE', '/team/copy.txt', '/team/moved.txt'),
      write('PROPPATCH', '/team/moved.txt'),
      write('DELETE', '/team/moved.txt'),
    ]);
  });
});
