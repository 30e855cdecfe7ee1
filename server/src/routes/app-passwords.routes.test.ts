/**
 * App passwords (docs/ACCOUNTS.md, "App passwords"): made by an account for WebDAV clients, shown
 * once, read-only or read-write, kept to a folder inside the account's own base path, narrowed or
 * stopped at once when the account is, revoked at once, and never another account's.
 */
import { APP_PASSWORDS_PER_ACCOUNT, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../../test/create-test-app.js';
import { enrolled } from '../../test/two-factor.js';
import { madeUser, USER_PASSWORD, type MadeUser } from '../../test/users.js';
import { ADMIN_BASIC, basicAuth, davTestApp, type DavTestApp } from '../../test/webdav-app.js';

const WEBDAV = Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE;
let d: DavTestApp;
let admin: string;

beforeEach(async () => {
  d = await davTestApp('local');
  admin = await d.t.adminToken();
});
afterEach(() => d.close());

async function make(token: string, body: Record<string, unknown>) {
  return d.t.call('POST', '/api/account/app-passwords', { token, body });
}
async function madeFor(token: string, body: Record<string, unknown>): Promise<string> {
  const made = await make(token, body);
  if (made.status !== 200) throw new Error(made.text);
  return made.json.data.password as string;
}
const propfind = (auth: string, path = '/dav/team/docs/') =>
  d.dav('PROPFIND', path, { auth, headers: { Depth: '1' } });
const put = (auth: string, path = '/dav/team/docs/new.txt') =>
  d.dav('PUT', path, { auth, body: 'written' });

describe('app passwords', () => {
  it('is shown once, listed without its secret, and signs a WebDAV client in', async () => {
    const made = await make(admin, { name: 'Finder', scope: 'readwrite' });
    expect(made.status).toBe(200);
    const { password, id } = made.json.data;
    expect(password).toMatch(/^cpa_[\w-]{32}$/);
    const listed = await d.t.call('GET', '/api/account/app-passwords', { token: admin });
    expect(listed.json.data).toEqual([
      expect.objectContaining({ id, name: 'Finder', scope: 'readwrite', basic_path: '/' }),
    ]);
    expect(listed.text).not.toContain(password);
    expect(listed.json.data[0].last_used_at).toBeNull();

    const auth = basicAuth(ADMIN_USERNAME, password);
    expect((await propfind(auth)).status).toBe(207);
    expect((await put(auth)).status).toBeLessThan(300);
    const used = await d.t.call('GET', '/api/account/app-passwords', { token: admin });
    expect(used.json.data[0].last_used_at).not.toBeNull();
    // A WebDAV password, not an API credential nor a way to sign in to the web app.
    const login = await d.t.call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password },
    });
    expect(login.status).toBe(401);
    expect(
      (await d.t.call('GET', '/api/pastes', { headers: { Authorization: auth } })).status,
    ).toBe(401);
    const log = await d.t.call('GET', '/api/admin/audit', { token: admin });
    expect(log.text).toContain('account.app_password_create');
    expect(log.text).not.toContain(password);
  });

  it('reads only when read-only, and stays in its folder', async () => {
    const reader = basicAuth(ADMIN_USERNAME, await madeFor(admin, { name: 'r', scope: 'read' }));
    expect((await propfind(reader)).status).toBe(207);
    expect((await put(reader)).status).toBe(403);
    const kept = basicAuth(
      ADMIN_USERNAME,
      await madeFor(admin, { name: 'docs', scope: 'readwrite', basic_path: '/team/docs' }),
    );
    expect((await propfind(kept)).status).toBe(207);
    expect((await put(kept, '/dav/team/outside.txt')).status).toBe(403);
    expect((await put(kept)).status).toBeLessThan(300);
  });

  it('works only with its own account name, and stops when revoked', async () => {
    const user = await madeUser(d.t, admin, 'uma', { permissions: WEBDAV });
    const password = await madeFor(user.token, { name: 'phone', scope: 'read' });
    expect((await propfind(basicAuth('uma', password))).status).toBe(207);
    expect((await propfind(basicAuth(ADMIN_USERNAME, password))).status).toBe(401);
    const [{ id }] = (await d.t.call('GET', '/api/account/app-passwords', { token: user.token }))
      .json.data;
    // Another account cannot see or revoke it, the admin included (it is the user's own).
    expect(
      (await d.t.call('DELETE', `/api/account/app-passwords/${id}`, { token: admin })).status,
    ).toBe(404);
    expect(
      (await d.t.call('GET', '/api/account/app-passwords', { token: admin })).json.data,
    ).toEqual([]);
    const revoked = await d.t.call('DELETE', `/api/account/app-passwords/${id}`, {
      token: user.token,
    });
    expect(revoked.status).toBe(200);
    expect((await propfind(basicAuth('uma', password))).status).toBe(401);
  });

  it('never gives more than its account has, now: flags, base path, status', async () => {
    const user: MadeUser = await madeUser(d.t, admin, 'vic', {
      permissions: WEBDAV,
      basic_path: '/team',
    });
    const outside = await make(user.token, { name: 'x', scope: 'read', basic_path: '/other' });
    expect(outside.status).toBe(403);
    const made = await make(user.token, { name: 'rw', scope: 'readwrite' });
    expect(made.json.data.basic_path).toBe('/team');
    const auth = basicAuth('vic', made.json.data.password);
    expect((await put(auth)).status).toBeLessThan(300);
    const update = (body: Record<string, unknown>) =>
      d.t.call('PUT', `/api/admin/users/${user.id}`, { token: admin, body });
    // The account loses WebDAV writes: so does its read-write app password, at once.
    expect((await update({ permissions: Permission.WEBDAV_READ })).status).toBe(200);
    expect((await put(auth)).status).toBe(403);
    expect((await propfind(auth)).status).toBe(207);
    // Its base path moves elsewhere: the password's folder (/team) no longer meets it.
    expect((await update({ basic_path: '/elsewhere' })).status).toBe(200);
    expect((await propfind(auth)).status).toBe(401);
    expect((await update({ basic_path: '/', status: 'disabled' })).status).toBe(200);
    expect((await propfind(auth)).status).toBe(401);
  });

  it('is the only WebDAV password of a user who turned two-factor on; the admin keeps theirs', async () => {
    const user = await madeUser(d.t, admin, 'wes', { permissions: WEBDAV });
    const app = basicAuth('wes', await madeFor(user.token, { name: 'laptop', scope: 'read' }));
    expect((await propfind(basicAuth('wes', USER_PASSWORD))).status).toBe(207);
    await enrolled(d.t, user.token);
    expect((await propfind(basicAuth('wes', USER_PASSWORD))).status).toBe(401);
    expect((await propfind(app)).status).toBe(207);
    await enrolled(d.t, admin);
    expect((await propfind(ADMIN_BASIC)).status).toBe(207);
  });

  it('is bounded per account, and refused to API keys', async () => {
    for (let i = 0; i < APP_PASSWORDS_PER_ACCOUNT; i++)
      await madeFor(admin, { name: `n${i}`, scope: 'read' });
    const over = await make(admin, { name: 'one more', scope: 'read' });
    expect(over.status).toBe(409);
    const key = (await d.t.createKey(admin, { name: 'k', permissions: WEBDAV })).key;
    const byKey = await d.t.call('POST', '/api/account/app-passwords', {
      apiKey: key,
      body: { name: 'k', scope: 'read' },
    });
    expect(byKey.status).toBe(403);
  });
});
