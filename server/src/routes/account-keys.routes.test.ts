/**
 * A user's own API keys (docs/ACCOUNTS.md "A user's own API keys"): made, listed, changed and
 * deleted by their owner only, never beyond the owner's flags, base path and mounts, at creation,
 * on change and at every use; the owner disabled or deleted stops them at once.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { madeUser, type MadeUser } from '../../test/users.js';
import { davTestApp, type DavTestApp } from '../../test/webdav-app.js';

const { TEXT, FILE_SHARE, MOUNT_VIEW } = Permission;
let d: DavTestApp;
let admin: string;

beforeEach(async () => {
  d = await davTestApp('local');
  admin = await d.t.adminToken();
  await d.storage.mount('/other');
});
afterEach(() => d.close());

const call = (...args: Parameters<DavTestApp['t']['call']>) => d.t.call(...args);
const makeKey = (user: MadeUser, body: Record<string, unknown>) =>
  call('POST', '/api/account/api-keys', { token: user.token, body: { name: 'k', ...body } });
const keyCheck = (key: string) => call('GET', '/api/test/api-key', { apiKey: key });

describe("a user's own API keys", () => {
  it('are made within the owner’s flags and base path, and listed for the owner and the admin', async () => {
    const user = await madeUser(d.t, admin, 'ivy', {
      permissions: TEXT | MOUNT_VIEW,
      basic_path: '/team',
    });
    expect((await makeKey(user, { permissions: TEXT | FILE_SHARE })).status).toBe(403);
    const outside = await makeKey(user, { permissions: TEXT, basic_path: '/other' });
    expect(outside.status).toBe(403);
    expect(outside.json.message).toMatch(/its owner does not have/);
    const made = await makeKey(user, { permissions: TEXT, basic_path: '/team/docs' });
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ owner_id: user.id, owner_name: 'ivy' });
    expect((await keyCheck(made.json.data.key)).status).toBe(200);
    const mine = await call('GET', '/api/account/api-keys', { token: user.token });
    expect(mine.json.data.map((k: { id: string }) => k.id)).toEqual([made.json.data.id]);
    const all = await call('GET', '/api/admin/api-keys', { token: admin });
    expect(all.json.data).toContainEqual(
      expect.objectContaining({ id: made.json.data.id, owner_name: 'ivy' }),
    );
    const widened = await call('PUT', `/api/account/api-keys/${made.json.data.id}`, {
      token: user.token,
      body: { basic_path: '/' },
    });
    expect(widened.status).toBe(403);
  });

  it("never reaches another user's key by id", async () => {
    const [a, b] = [
      await madeUser(d.t, admin, 'jo', { permissions: TEXT }),
      await madeUser(d.t, admin, 'kim', { permissions: TEXT }),
    ];
    const key = (await makeKey(a, { permissions: TEXT })).json.data;
    const path = `/api/account/api-keys/${key.id}`;
    expect((await call('PUT', path, { token: b.token, body: { name: 'x' } })).status).toBe(404);
    expect((await call('DELETE', path, { token: b.token })).status).toBe(404);
    expect((await call('GET', '/api/account/api-keys', { token: b.token })).json.data).toEqual([]);
    expect((await call('DELETE', path, { token: a.token })).status).toBe(200);
    expect((await keyCheck(key.key)).status).toBe(401);
  });

  it('shrinks with its owner, and stops when the owner is disabled or deleted', async () => {
    const user = await madeUser(d.t, admin, 'lou', { permissions: TEXT | MOUNT_VIEW });
    const key = (await makeKey(user, { permissions: TEXT | MOUNT_VIEW })).json.data.key as string;
    const list = () => call('GET', '/api/fs/list?path=/', { apiKey: key });
    expect((await list()).text).toContain('other');
    const update = (body: Record<string, unknown>) =>
      call('PUT', `/api/admin/users/${user.id}`, { token: admin, body });
    await update({ mount_ids: [] });
    expect((await list()).text).not.toContain('other');
    await update({ permissions: TEXT });
    expect((await list()).status).toBe(403);
    expect((await call('GET', '/api/pastes', { apiKey: key })).status).toBe(200);
    await update({ status: 'disabled' });
    expect((await keyCheck(key)).status).toBe(401);
    await update({ status: 'active' });
    expect((await keyCheck(key)).status).toBe(200);
    const removed = await call('DELETE', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { shares: 'delete' },
    });
    expect(removed.status).toBe(200);
    expect((await keyCheck(key)).status).toBe(401);
    const keys = await call('GET', '/api/admin/api-keys', { token: admin });
    expect(keys.json.data).toEqual([]);
  });

  it('counts what its keys make against the owner’s quota', async () => {
    const user = await madeUser(d.t, admin, 'max', { permissions: TEXT, quota_shares: 1 });
    const key = (await makeKey(user, { permissions: TEXT })).json.data.key as string;
    const paste = () => call('POST', '/api/paste', { apiKey: key, body: { content: 'hi' } });
    expect((await paste()).status).toBe(201);
    expect((await paste()).status).toBe(413);
  });
});
