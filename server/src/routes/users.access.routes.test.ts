/**
 * What a signed-in user reaches (docs/ACCOUNTS.md): their flags and base path judged like an API
 * key's, only the mounts their account lists, only their own shares whatever id they send, and
 * WebDAV Basic ending the moment the admin disables them (the remembered pair included).
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { madeUser, USER_PASSWORD, type MadeUser } from '../../test/users.js';
import { basicAuth, davTestApp, type DavTestApp } from '../../test/webdav-app.js';

const MOUNT_VIEW = Permission.MOUNT_VIEW;
let d: DavTestApp;
let admin: string;
let teamId: string;
let otherId: string;

beforeEach(async () => {
  d = await davTestApp('local');
  admin = await d.t.adminToken();
  teamId = (await d.t.call('GET', '/api/admin/mounts', { token: admin })).json.data[0].id;
  otherId = await d.storage.mount('/other');
});
afterEach(() => d.close());

const call = (...args: Parameters<DavTestApp['t']['call']>) => d.t.call(...args);
const list = (user: MadeUser, path: string) =>
  call('GET', `/api/fs/list?path=${encodeURIComponent(path)}`, { token: user.token });

describe('a user reaches what their account allows', () => {
  it('sees only the mounts listed on the account, and nothing outside its base path', async () => {
    const user = await madeUser(d.t, admin, 'mia', {
      permissions: MOUNT_VIEW,
      mount_ids: [otherId],
    });
    const mounts = await call('GET', '/api/user/mounts', { token: user.token });
    expect(mounts.json.data.map((m: { id: string }) => m.id)).toEqual([otherId]);
    const root = await list(user, '/');
    expect(root.text).toContain('other');
    expect(root.text).not.toContain('team');
    expect((await list(user, '/other/docs')).status).toBe(200);
    expect((await list(user, '/team/docs')).status).toBe(404);
    expect((await call('GET', `/api/user/mounts/${teamId}`, { token: user.token })).status).toBe(
      404,
    );
    const zip = (paths: string[]) =>
      call('POST', '/api/fs/archive', { token: user.token, body: { paths } });
    expect((await zip(['/team/docs'])).status).toBe(404);
    expect((await zip(['/other/docs'])).status).toBe(200);
    const search = await call('GET', '/api/fs/search?q=b.txt&scope=global', { token: user.token });
    expect(search.status).toBe(200);
    expect(search.text).toContain('/other/docs/');
    expect(search.text).not.toContain('/team/');

    const based = await madeUser(d.t, admin, 'noa', {
      permissions: MOUNT_VIEW,
      basic_path: '/team/docs',
    });
    expect((await list(based, '/team/docs')).status).toBe(200);
    expect((await list(based, '/other/docs')).status).toBe(403);
    const everything = await madeUser(d.t, admin, 'ola', { permissions: MOUNT_VIEW });
    expect((await list(everything, '/team/docs')).status).toBe(200);
  });

  it('is refused what its flags do not carry', async () => {
    const text = await madeUser(d.t, admin, 'pia', { permissions: Permission.TEXT });
    expect((await list(text, '/team')).status).toBe(403);
    expect((await call('GET', '/api/files', { token: text.token })).status).toBe(403);
    expect((await call('GET', '/api/pastes', { token: text.token })).status).toBe(200);
    const none = await madeUser(d.t, admin, 'quin');
    expect((await call('GET', '/api/pastes', { token: none.token })).status).toBe(403);
    expect((await call('GET', '/api/account', { token: none.token })).status).toBe(200);
  });

  it("never reaches another user's share by id, and lists only its own", async () => {
    const [a, b] = [
      await madeUser(d.t, admin, 'rex', { permissions: Permission.TEXT }),
      await madeUser(d.t, admin, 'sam', { permissions: Permission.TEXT }),
    ];
    const made = await call('POST', '/api/paste', {
      token: a.token,
      body: { content: 'private words', slug: 'of-rex' },
    });
    const id = made.json.data.id as string;
    await call('POST', '/api/paste', { token: b.token, body: { content: 'x', slug: 'of-sam' } });
    expect((await call('GET', `/api/pastes/${id}`, { token: b.token })).status).toBe(404);
    const edit = await call('PUT', `/api/pastes/${id}`, {
      token: b.token,
      body: { content: 'mine' },
    });
    expect(edit.status).toBe(404);
    const removed = await call('DELETE', '/api/pastes/batch-delete', {
      token: b.token,
      body: { ids: [id] },
    });
    expect(removed.json.data.deleted).toBe(0);
    const seen = await call('GET', `/api/pastes?created_by=${a.id}`, { token: b.token });
    expect(seen.json.data.results.map((p: { slug: string }) => p.slug)).toEqual(['of-sam']);
    const all = await call('GET', '/api/pastes', { token: admin });
    // The admin's list names the user who made each share.
    const names = Object.fromEntries(
      all.json.data.results.map((p: { slug: string; keyName: string | null }) => [
        p.slug,
        p.keyName,
      ]),
    );
    expect(names).toEqual({ 'of-rex': 'rex', 'of-sam': 'sam' });
    expect((await call('GET', `/api/pastes/${id}`, { token: admin })).json.data.keyName).toBe(
      'rex',
    );
    expect(all.json.data.results.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'of-rex',
      'of-sam',
    ]);
    expect((await call('GET', `/api/pastes/${id}`, { token: a.token })).json.data.content).toBe(
      'private words',
    );
  });

  it('changes its own display name and password, never its role or flags', async () => {
    const user = await madeUser(d.t, admin, 'tia', { permissions: Permission.TEXT });
    const renamed = await call('PUT', '/api/account', {
      token: user.token,
      body: { display_name: 'Tia T.', role: 'admin', permissions: 0x3ffff, basic_path: '/' },
    });
    expect(renamed.json.data).toMatchObject({
      display_name: 'Tia T.',
      role: 'user',
      permissions: Permission.TEXT,
    });
    const changed = await call('POST', '/api/account/password', {
      token: user.token,
      body: { currentPassword: USER_PASSWORD, newPassword: 'a better password' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/account', { token: user.token })).status).toBe(401);
    const again = await call('POST', '/api/admin/login', {
      body: { username: 'tia', password: 'a better password' },
    });
    expect(again.status).toBe(200);
  });
});

describe('WebDAV Basic for a user', () => {
  it('works within the flags, and stops at once when the admin disables the account', async () => {
    const user = await madeUser(d.t, admin, 'uma', {
      permissions: Permission.WEBDAV_READ,
      basic_path: '/team',
    });
    const auth = basicAuth('uma', USER_PASSWORD);
    const propfind = () => d.dav('PROPFIND', '/dav/team/', { auth, headers: { Depth: '1' } });
    expect((await propfind()).status).toBe(207);
    // The pair is remembered now; the next request still reads the account.
    expect((await propfind()).status).toBe(207);
    expect(
      (await d.dav('PROPFIND', '/dav/other/', { auth, headers: { Depth: '0' } })).status,
    ).not.toBe(207);
    const put = await d.dav('PUT', '/dav/team/new.txt', { auth, body: 'x' });
    expect(put.status).toBe(403);
    await call('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { status: 'disabled' },
    });
    const refused = await propfind();
    expect([401, 403]).toContain(refused.status);
    await call('PUT', `/api/admin/users/${user.id}`, { token: admin, body: { status: 'active' } });
    expect((await propfind()).status).toBe(207);
    await call('PUT', `/api/admin/users/${user.id}`, { token: admin, body: { permissions: 0 } });
    expect((await propfind()).status).toBe(403);
  });
});
