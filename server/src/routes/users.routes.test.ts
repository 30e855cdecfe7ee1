/**
 * The admin's user management (docs/ACCOUNTS.md): accounts made with a password or an invitation,
 * sign-in of every role through the one login, disabling, password resets and deletion with the
 * account's shares moved or deleted; what a user cannot do to reach beyond their role.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { madeUser, USER_PASSWORD } from '../../test/users.js';

const ZH = { 'Accept-Language': 'zh-CN,zh;q=0.9' };
let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterEach(() => t.close());

const login = (username: string, password = USER_PASSWORD, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/admin/login', { body: { username, password }, headers });

describe('accounts made by the admin', () => {
  it('signs a user in through the one login, answering the role, and keeps them out of admin routes', async () => {
    const user = await madeUser(t, admin, 'alice', {
      display_name: 'Alice',
      permissions: Permission.TEXT,
    });
    const signIn = await login('alice');
    expect(signIn.json.data).toMatchObject({ username: 'alice', role: 'user' });
    expect((await login('admin', 'correct horse battery')).json.data.role).toBe('admin');
    const me = await t.call('GET', '/api/account', { token: user.token });
    expect(me.json.data).toMatchObject({
      username: 'alice',
      display_name: 'Alice',
      role: 'user',
      permissions: Permission.TEXT,
      basic_path: '/',
      mount_ids: null,
    });
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/api-keys'],
      ['GET', '/api/admin/settings'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/test/admin-token'],
      ['POST', '/api/admin/users'],
      ['PUT', `/api/admin/users/${user.id}`],
    ] as const) {
      const res = await t.call(method, path, {
        token: user.token,
        body: method === 'GET' ? undefined : { role: 'admin' },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const still = await t.call('GET', '/api/account', { token: user.token });
    expect(still.json.data.role).toBe('user');
  });

  it('lists accounts without password hashes, and refuses a taken username', async () => {
    await madeUser(t, admin, 'bob');
    const list = await t.call('GET', '/api/admin/users', { token: admin });
    expect(list.json.data.map((u: { username: string }) => u.username)).toEqual(['admin', 'bob']);
    expect(list.text).not.toMatch(/scrypt|password_hash|invitation_hash/);
    const again = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { username: 'bob', password: USER_PASSWORD },
    });
    expect(again.status).toBe(409);
    const both = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { username: 'carol', password: USER_PASSWORD, invitation_hours: 24 },
    });
    expect(both.status).toBe(400);
  });

  it('lets the invitee set a password once, before the link expires', async () => {
    const made = await t.call('POST', '/api/admin/users', {
      token: admin,
      body: { username: 'dora', invitation_hours: 48 },
    });
    expect(made.status).toBe(201);
    const { token } = made.json.data.invitation as { token: string };
    expect(made.json.data.user.invitation_expires_at).toBe(made.json.data.invitation.expires_at);
    expect((await login('dora', '!')).status).toBe(401);
    const info = await t.call('GET', `/api/invitations/${token}`);
    expect(info.json.data).toMatchObject({ username: 'dora' });
    const accepted = await t.call('POST', `/api/invitations/${token}`, {
      body: { password: USER_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect((await login('dora')).status).toBe(200);
    const twice = await t.call('POST', `/api/invitations/${token}`, {
      body: { password: 'another password' },
    });
    expect(twice.status).toBe(404);
    expect((await t.call('GET', `/api/invitations/${token}`)).status).toBe(404);
    const audit = await t.call('GET', '/api/admin/audit?action=user.invitation_accept', {
      token: admin,
    });
    expect(audit.json.data.entries).toHaveLength(1);
  });

  it('refuses an expired invitation, and redeems one of twenty concurrent acceptances', async () => {
    const invite = async (username: string) =>
      (
        await t.call('POST', '/api/admin/users', {
          token: admin,
          body: { username, invitation_hours: 1 },
        })
      ).json.data.invitation.token as string;
    const late = await invite('late');
    const raced = await invite('raced');
    (t.clock as TestClock).advance(3_600_001);
    const expired = await t.call('POST', `/api/invitations/${late}`, {
      body: { password: USER_PASSWORD },
    });
    expect(expired.status).toBe(404);
    expect((await t.call('GET', `/api/invitations/${late}`, { headers: ZH })).json.message).toBe(
      '此邀请链接已过期、已被使用或无效',
    );
    const fresh = await invite('fresh');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `/api/invitations/${fresh}`, { body: { password: `password number ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(19);
    expect(raced).not.toBe(fresh);
  });

  it('ends a disabled account at once, and tells it why in its language', async () => {
    const user = await madeUser(t, admin, 'erin', { permissions: Permission.TEXT });
    const off = await t.call('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { status: 'disabled' },
    });
    expect(off.json.data.status).toBe('disabled');
    expect((await t.call('GET', '/api/account', { token: user.token })).status).toBe(401);
    const refused = await login('erin');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('this account is disabled: ask the admin to enable it');
    expect((await login('erin', USER_PASSWORD, ZH)).json.message).toBe(
      '此账户已被停用：请联系管理员启用',
    );
    expect((await login('erin', 'wrong password')).status).toBe(401);
    await t.call('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { status: 'active' },
    });
    expect((await login('erin')).status).toBe(200);
  });

  it('ends every session on a password reset', async () => {
    const user = await madeUser(t, admin, 'fred');
    const reset = await t.call('POST', `/api/admin/users/${user.id}/password`, {
      token: admin,
      body: { password: 'brand new password' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/account', { token: user.token })).status).toBe(401);
    expect((await login('fred')).status).toBe(401);
    expect((await login('fred', 'brand new password')).status).toBe(200);
  });

  it('never lets the admin stop themselves or the last admin', async () => {
    const me = (await t.call('GET', '/api/account', { token: admin })).json.data.id as string;
    for (const body of [{ status: 'disabled' }, { role: 'user' }]) {
      const res = await t.call('PUT', `/api/admin/users/${me}`, { token: admin, body });
      expect(res.status).toBe(403);
    }
    const gone = await t.call('DELETE', `/api/admin/users/${me}`, {
      token: admin,
      body: { shares: 'delete' },
    });
    expect(gone.status).toBe(403);
    const second = await madeUser(t, admin, 'gina', { role: 'admin' });
    expect((await t.call('GET', '/api/admin/users', { token: second.token })).status).toBe(200);
    // Each demotes the other at once: at least one admin is left, whatever the order.
    const answers = await Promise.all([
      t.call('PUT', `/api/admin/users/${me}`, { token: second.token, body: { role: 'user' } }),
      t.call('PUT', `/api/admin/users/${second.id}`, { token: admin, body: { role: 'user' } }),
    ]);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    const list = await t.call('GET', '/api/admin/users', { token: admin });
    const left = await t.call('GET', '/api/admin/users', { token: second.token });
    const admins = [list, left].find((a) => a.status === 200)?.json.data as { role: string }[];
    expect(admins.filter((u) => u.role === 'admin').length).toBeGreaterThanOrEqual(1);
  });

  it('deletes an account with its shares moved to another account, or deleted', async () => {
    const keep = await madeUser(t, admin, 'hana', { permissions: Permission.TEXT });
    const drop = await madeUser(t, admin, 'ivan', { permissions: Permission.TEXT });
    for (const [user, slug] of [
      [keep, 'kept-share'],
      [drop, 'dropped-share'],
    ] as const) {
      const made = await t.call('POST', '/api/paste', {
        token: user.token,
        body: { content: 'hello', slug },
      });
      expect(made.status).toBe(201);
    }
    const target = await madeUser(t, admin, 'june', { permissions: Permission.TEXT });
    const moved = await t.call('DELETE', `/api/admin/users/${keep.id}`, {
      token: admin,
      body: { shares: 'move', move_to: target.id },
    });
    expect(moved.status).toBe(200);
    const mine = await t.call('GET', '/api/pastes', { token: target.token });
    expect(mine.json.data.results.map((p: { slug: string }) => p.slug)).toEqual(['kept-share']);
    const deleted = await t.call('DELETE', `/api/admin/users/${drop.id}`, {
      token: admin,
      body: { shares: 'delete' },
    });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', '/api/paste/dropped-share')).status).not.toBe(200);
    expect((await t.call('GET', '/api/account', { token: drop.token })).status).toBe(401);
    const users = await t.call('GET', '/api/admin/users', { token: admin });
    expect(users.json.data.map((u: { username: string }) => u.username)).toEqual(['admin', 'june']);
  });

  it('lets visitors sign up only while the admin allows it, into an account awaiting approval', async () => {
    expect((await t.call('GET', '/api/register')).json.data).toEqual({ open: false });
    const body = { username: 'kim', password: USER_PASSWORD };
    const closed = await t.call('POST', '/api/register', { body });
    expect(closed.status).toBe(403);
    expect(closed.json.message).toBe('sign-up is closed: ask the admin for an account');
    const on = await t.call('PUT', '/api/admin/settings/group/99', {
      token: admin,
      body: { allow_registration: true },
    });
    expect(on.status).toBe(200);
    expect((await t.call('GET', '/api/register')).json.data).toEqual({ open: true });
    const made = await t.call('POST', '/api/register', {
      body: { ...body, role: 'admin', permissions: 3 },
    });
    expect(made.status).toBe(201);
    expect((await t.call('POST', '/api/register', { body })).status).toBe(409);
    const pending = await login('kim');
    expect(pending.status).toBe(403);
    expect((await login('kim', USER_PASSWORD, ZH)).json.message).toBe('此账户正在等待管理员审批');
    const users = (await t.call('GET', '/api/admin/users', { token: admin })).json.data as {
      id: string;
      username: string;
    }[];
    const kim = users.find((u) => u.username === 'kim');
    expect(kim).toMatchObject({ role: 'user', status: 'pending', permissions: 0 });
    await t.call('PUT', `/api/admin/users/${kim?.id}`, {
      token: admin,
      body: { status: 'active' },
    });
    expect((await login('kim')).json.data.role).toBe('user');
    // Five sign-ups an hour from one address (one made above, one refused as taken), then waits.
    const more = [];
    for (const name of ['lee', 'max', 'ned', 'oli'])
      more.push(
        (await t.call('POST', '/api/register', { body: { ...body, username: name } })).status,
      );
    expect(more).toEqual([201, 201, 201, 429]);
  });
});
