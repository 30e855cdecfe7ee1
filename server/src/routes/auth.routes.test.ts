import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createTestApp,
  type TestApp,
  type TestClock,
} from '../../test/create-test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('POST /api/admin/login', () => {
  it('answers a token and its expiry for the right password', async () => {
    const res = await t.call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      code: 200,
      success: true,
      data: { username: ADMIN_USERNAME },
    });
    expect(res.json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.json.data.expiresAt)).toBeGreaterThan(Date.now());
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const wrong = await t.call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: 'nope' },
    });
    const unknown = await t.call('POST', '/api/admin/login', {
      body: { username: 'ghost', password: 'nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({
        code: 401,
        success: false,
        data: null,
        message: 'invalid username or password',
      });
    }
  });

  it('names the missing field and survives bad JSON', async () => {
    const missing = await t.call('POST', '/api/admin/login', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/password/);
    const garbage = await t.call('POST', '/api/admin/login', { body: '{not json' });
    expect(garbage.status).toBe(400);
    expect(garbage.json.message).toBe('request body must be valid JSON');
    for (const body of ['[]', 'null', '"text"']) {
      const res = await t.call('POST', '/api/admin/login', { body });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('request body must be a JSON object');
    }
  });

  it('rate-limits repeated failures per client and username with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.call('POST', '/api/admin/login', {
            body: { username: ADMIN_USERNAME, password: 'x' },
          })
        ).status,
      ).toBe(401);
    }
    const limited = await t.call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another username from the same client is still allowed to try.
    expect(
      (await t.call('POST', '/api/admin/login', { body: { username: 'other', password: 'x' } }))
        .status,
    ).toBe(401);
  });
});

describe('admin sessions', () => {
  it('validates the token, and logout revokes it', async () => {
    const token = await t.adminToken();
    expect((await t.call('GET', '/api/test/admin-token', { token })).json.data).toMatchObject({
      valid: true,
      username: 'admin',
    });
    expect((await t.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    const after = await t.call('GET', '/api/test/admin-token', { token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('admin session expired, please log in again');
  });

  it('trusts a verified session no longer than it lasts', async () => {
    const login = await t.call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const { token, expiresAt } = login.json.data as { token: string; expiresAt: string };
    const check = () => t.call('GET', '/api/test/admin-token', { token });
    expect((await check()).status).toBe(200);
    // One second before its end the session is still good (and verified again); then it is over.
    (t.clock as TestClock).advance(Date.parse(expiresAt) - t.clock.now().getTime() - 1000);
    expect((await check()).status).toBe(200);
    (t.clock as TestClock).advance(1000);
    expect((await check()).status).toBe(401);
  });

  it('refuses a missing or forged token', async () => {
    expect((await t.call('GET', '/api/test/admin-token')).status).toBe(401);
    expect((await t.call('GET', '/api/test/admin-token', { token: 'forged' })).status).toBe(401);
  });
});

describe('POST /api/admin/change-password', () => {
  it('applies the change-password rules', async () => {
    const token = await t.adminToken();
    const cases = [
      [{ newPassword: 'something-new' }, 400, /currentPassword/],
      [{ currentPassword: ADMIN_PASSWORD }, 400, /newPassword or newUsername/],
      [{ currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD }, 400, /differ/],
      [{ currentPassword: ADMIN_PASSWORD, newPassword: 'short' }, 400, /at least 8/],
      [{ currentPassword: 'wrong-one', newPassword: 'something-new' }, 401, /incorrect/],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await t.call('POST', '/api/admin/change-password', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toMatch(message);
    }
  });

  it('changes password and username and revokes every session', async () => {
    const token = await t.adminToken();
    const other = await t.adminToken();
    // Both verified (and so trusted for a few seconds) before the change.
    for (const session of [token, other])
      expect((await t.call('GET', '/api/test/admin-token', { token: session })).status).toBe(200);
    const res = await t.call('POST', '/api/admin/change-password', {
      token,
      body: {
        currentPassword: ADMIN_PASSWORD,
        newPassword: 'brand-new-password',
        newUsername: 'root',
      },
    });
    expect(res.status).toBe(200);
    for (const old of [token, other])
      expect((await t.call('GET', '/api/test/admin-token', { token: old })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/api/admin/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/admin/login', {
          body: { username: 'root', password: 'brand-new-password' },
        })
      ).status,
    ).toBe(200);
  });

  it('is admin-only', async () => {
    const token = await t.adminToken();
    const key = await t.createKey(token, { name: 'k', permissions: 1 });
    const res = await t.call('POST', '/api/admin/change-password', {
      apiKey: key.key,
      body: { currentPassword: ADMIN_PASSWORD, newPassword: 'brand-new-password' },
    });
    expect(res.status).toBe(403);
  });
});
