/** LOCK and UNLOCK over WebDAV, on every storage driver, and how locks and the If header gate each write. */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/create-test-app.js';
import { storageKinds } from '../../test/mounted-storages.js';
import { basicAuth, davTestApp, type DavInit, type DavTestApp } from '../../test/webdav-app.js';

let app: DavTestApp;
let clock: TestClock;
const dav = (method: string, path: string, init?: DavInit) => app.dav(method, path, init);
const FILE = '/dav/team/docs/a%20%26%20b.txt';

const lockinfo = (
  scope: 'exclusive' | 'shared',
  owner = '<D:href>mailto:me@example.com</D:href>',
) =>
  `<?xml version="1.0" encoding="utf-8"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:${scope}/></D:lockscope><D:locktype><D:write/></D:locktype><D:owner>${owner}</D:owner></D:lockinfo>`;

/** Takes a lock and answers its token (the Lock-Token header without its brackets). */
async function lock(
  path: string,
  init: { scope?: 'exclusive' | 'shared'; depth?: string; auth?: string; timeout?: string } = {},
) {
  const res = await dav('LOCK', path, {
    auth: init.auth,
    headers: { Depth: init.depth ?? '0', Timeout: init.timeout ?? 'Second-600' },
    body: lockinfo(init.scope ?? 'exclusive'),
  });
  const token = /^<(.+)>$/.exec(res.headers.get('Lock-Token') ?? '')?.[1] ?? '';
  return { status: res.status, token, body: await res.text() };
}

const withIf = (value: string, init: DavInit = {}): DavInit => ({
  ...init,
  headers: { ...init.headers, If: value },
});

describe.each(storageKinds)('WebDAV locks on %s storage', (kind) => {
  beforeEach(async () => {
    clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
    app = await davTestApp(kind, { clock });
  });
  afterEach(() => app.close());

  it('gives one of several LOCKs sent at once the lock, and makes one empty file', async () => {
    const asks = await Promise.all(
      Array.from({ length: 6 }, () => lock('/dav/team/docs/contended.txt')),
    );
    expect(asks.map((a) => a.status).sort()).toEqual([201, 423, 423, 423, 423, 423]);
    const file = await dav('GET', '/dav/team/docs/contended.txt');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('');
  });

  it('keeps the filesystem API out of what a WebDAV client has locked', async () => {
    const token = await app.t.adminToken();
    const fs = (method: string, path: string, body: unknown) =>
      app.t.call(method, path, { token, body });
    const file = '/team/docs/a & b.txt';
    const taken = await lock(FILE);
    const onFile = [
      await fs('POST', '/api/fs/update', { path: file, content: 'x' }),
      await fs('POST', '/api/fs/rename', { oldPath: file, newPath: '/team/docs/c.txt' }),
      await fs('DELETE', '/api/fs/batch-remove', { paths: ['/team/docs'] }),
      await fs('POST', '/api/fs/batch-copy', {
        items: [{ sourcePath: '/team/docs/', targetPath: file }],
      }),
    ];
    expect(onFile.map((res) => res.status)).toEqual([423, 423, 423, 423]);
    expect(onFile[0]!.json).toMatchObject({ success: false, message: `locked: ${file}` });
    expect(await (await dav('GET', FILE)).text()).toBe('hello dav');
    // A lock on the folder guards its members: nothing is added to it or taken out of it.
    const folder = await lock('/dav/team/docs/');
    expect((await fs('POST', '/api/fs/mkdir', { path: '/team/docs/new' })).status).toBe(423);
    expect(
      (await dav('UNLOCK', '/dav/team/docs/', { headers: { 'Lock-Token': `<${folder.token}>` } }))
        .status,
    ).toBe(204);
    expect((await fs('POST', '/api/fs/mkdir', { path: '/team/docs/new' })).status).toBe(201);
    expect(
      (await dav('UNLOCK', FILE, { headers: { 'Lock-Token': `<${taken.token}>` } })).status,
    ).toBe(204);
    expect((await fs('POST', '/api/fs/update', { path: file, content: 'saved' })).status).toBe(200);
    expect(await (await dav('GET', FILE)).text()).toBe('saved');
  });

  it('locks a file: the token opens it, lockdiscovery shows it, UNLOCK frees it', async () => {
    const taken = await lock(FILE);
    expect(taken.status).toBe(200);
    expect(taken.token).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(taken.body).toContain('<D:lockscope><D:exclusive/></D:lockscope>');
    expect(taken.body).toContain(
      '<D:owner><href xmlns="DAV:">mailto:me@example.com</href></D:owner>',
    );
    expect(taken.body).toContain('<D:timeout>Second-600</D:timeout>');
    expect(taken.body).toContain(`<D:lockroot><D:href>${FILE}</D:href></D:lockroot>`);

    const found = await dav('PROPFIND', FILE, {
      headers: { Depth: '0' },
      body: '<D:propfind xmlns:D="DAV:"><D:prop><D:lockdiscovery/></D:prop></D:propfind>',
    });
    expect(await found.text()).toContain(`<D:locktoken><D:href>${taken.token}</D:href>`);

    const refused = await dav('PUT', FILE, { body: 'x' });
    expect(refused.status).toBe(423);
    expect(await refused.text()).toContain(`<D:lock-token-submitted><D:href>${FILE}</D:href>`);
    for (const method of ['DELETE', 'PROPPATCH'])
      expect(
        (await dav(method, FILE, { body: method === 'PROPPATCH' ? '<x/>' : undefined })).status,
      ).toBe(423);
    expect((await dav('PUT', FILE, withIf(`(<${taken.token}>)`, { body: 'mine' }))).status).toBe(
      204,
    );

    expect(
      (await dav('UNLOCK', FILE, { headers: { 'Lock-Token': '<urn:uuid:nope>' } })).status,
    ).toBe(409);
    expect(
      (await dav('UNLOCK', FILE, { headers: { 'Lock-Token': `<${taken.token}>` } })).status,
    ).toBe(204);
    expect((await dav('PUT', FILE, { body: 'free' })).status).toBe(204);
  });

  it('creates an empty file for a LOCK on an unmapped URL (201), not for a missing parent (409)', async () => {
    const created = await lock('/dav/team/docs/new.txt');
    expect(created.status).toBe(201);
    const file = await dav('GET', '/dav/team/docs/new.txt');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('');
    expect((await lock('/dav/team/nowhere/new.txt')).status).toBe(409);
  });

  it('protects everything under a depth-infinity lock on a folder', async () => {
    // A lock is on a resource or on a tree: Depth 1, or a value not in RFC 4918, is a bad request.
    for (const depth of ['1', 'two'])
      expect((await lock('/dav/team/docs', { depth })).status).toBe(400);
    const { token, body } = await lock('/dav/team/docs', { depth: ' Infinity' });
    // The lock's root is a collection wherever it is seen from: its href ends in a slash.
    const root = '<D:lockroot><D:href>/dav/team/docs/</D:href></D:lockroot>';
    expect(body).toContain(root);
    const seen = await dav('PROPFIND', FILE, {
      headers: { Depth: '0' },
      body: '<D:propfind xmlns:D="DAV:"><D:prop><D:lockdiscovery/></D:prop></D:propfind>',
    });
    expect(await seen.text()).toContain(root);
    const refreshed = await dav('LOCK', FILE, withIf(`(<${token}>)`));
    expect(refreshed.status).toBe(200);
    expect(await refreshed.text()).toContain(root);
    expect((await dav('PUT', '/dav/team/docs/other.txt', { body: 'x' })).status).toBe(423);
    expect((await dav('MKCOL', '/dav/team/docs/sub')).status).toBe(423);
    expect((await dav('DELETE', '/dav/team/docs/')).status).toBe(423);
    const move = await dav('MOVE', FILE, {
      headers: { Destination: 'http://localhost/dav/team/x.txt' },
    });
    expect(move.status).toBe(423);
    const tagged = `<http://localhost/dav/team/docs/> (<${token}>)`;
    expect(
      (await dav('PUT', '/dav/team/docs/other.txt', withIf(tagged, { body: 'x' }))).status,
    ).toBe(201);
    // A copy of a locked file is not locked; copying onto a locked place needs the token.
    const copy = (to: string, ifHeader?: string) =>
      dav('COPY', FILE, {
        headers: {
          Destination: `http://localhost/dav${to}`,
          ...(ifHeader ? { If: ifHeader } : {}),
        },
      });
    expect((await copy('/team/copy.txt')).status).toBe(201);
    expect((await dav('PUT', '/dav/team/copy.txt', { body: 'unlocked' })).status).toBe(204);
    expect((await copy('/team/docs/copy.txt')).status).toBe(423);
    expect((await copy('/team/docs/copy.txt', tagged)).status).toBe(201);
  });

  it('lets shared locks share, and refuses an exclusive lock over them', async () => {
    expect((await lock(FILE, { scope: 'shared' })).status).toBe(200);
    expect((await lock(FILE, { scope: 'shared' })).status).toBe(200);
    const clash = await lock(FILE);
    expect(clash.status).toBe(423);
    expect(clash.body).toContain('<D:no-conflicting-lock>');
  });

  it('judges the If header: 412 when it does not hold, 400 when malformed, ETags compared', async () => {
    const etag = (await dav('HEAD', FILE)).headers.get('ETag');
    expect((await dav('PUT', FILE, withIf('(<DAV:no-lock>)', { body: 'x' }))).status).toBe(412);
    expect((await dav('PUT', FILE, withIf('(<DAV:no-lock', { body: 'x' }))).status).toBe(400);
    expect((await dav('PUT', FILE, withIf(`([${etag}])`, { body: 'x' }))).status).toBe(204);
    expect((await dav('PUT', FILE, withIf(`([${etag}])`, { body: 'y' }))).status).toBe(412);
    expect((await dav('PUT', FILE, withIf('(Not <DAV:no-lock>)', { body: 'z' }))).status).toBe(204);
  });

  it('refreshes a lock through the If header, caps Infinite, and lets an expired lock go', async () => {
    const { token } = await lock(FILE, { timeout: 'Infinite, Second-4100000000' });
    const refresh = (value: string) =>
      dav('LOCK', FILE, withIf(value, { headers: { Timeout: 'Second-60' } }));
    const refreshed = await refresh(`(<${token}>)`);
    expect(refreshed.status).toBe(200);
    expect(await refreshed.text()).toContain('<D:timeout>Second-60</D:timeout>');
    expect((await refresh('(<urn:uuid:not-this-one>)')).status).toBe(412);
    expect((await refresh('(Not <DAV:no-lock>)')).status).toBe(400);
    clock.advance(61_000);
    expect((await dav('PUT', FILE, { body: 'after' })).status).toBe(204);
    expect((await refresh(`(<${token}>)`)).status).toBe(412);

    const capped = await lock('/dav/team/docs/', { depth: 'infinity', timeout: 'Infinite' });
    expect(capped.body).toContain('<D:timeout>Second-86400</D:timeout>');
  });

  it('keeps a lock to its owner: another principal can neither use nor remove its token', async () => {
    const { token } = await lock(FILE);
    const key = await app.t.createKey(await app.t.adminToken(), {
      name: 'writer',
      permissions: Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE,
    });
    const other = basicAuth(key.key, key.key);
    expect(
      (await dav('PUT', FILE, withIf(`(<${token}>)`, { auth: other, body: 'x' }))).status,
    ).toBe(423);
    const unlock = await dav('UNLOCK', FILE, {
      auth: other,
      headers: { 'Lock-Token': `<${token}>` },
    });
    expect(unlock.status).toBe(403);
    const reader = await app.t.createKey(await app.t.adminToken(), {
      name: 'reader',
      permissions: Permission.WEBDAV_READ,
    });
    expect((await lock(FILE, { auth: basicAuth(reader.key, reader.key) })).status).toBe(403);
  });
});
