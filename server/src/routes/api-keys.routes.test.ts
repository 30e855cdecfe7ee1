import { ALL_PERMISSIONS, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
const clock = () => t.clock as TestClock;
beforeEach(async () => {
  t = await createTestApp({ clock: new TestClock(new Date()) });
  token = await t.adminToken();
});
afterEach(() => t.close());

describe('API key management', () => {
  it('creates a key with defaults and shows its value only once', async () => {
    const res = await t.call('POST', '/api/admin/api-keys', {
      token,
      body: { name: 'ci', permissions: Permission.TEXT },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name: 'ci',
      permissions: 1,
      role: 'GENERAL',
      basic_path: '/',
      is_guest: 0,
      expires_at: null,
      last_used: null,
    });
    expect(res.json.data.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.json.data.key_masked).toBe(
      `${res.json.data.key.slice(0, 4)}****${res.json.data.key.slice(-4)}`,
    );
    const list = await t.call('GET', '/api/admin/api-keys', { token });
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0].key).toBeUndefined();
    expect(list.text).not.toContain(res.json.data.key);
  });

  it('accepts a custom key, is_guest as 1, a base path, and permission names', async () => {
    const res = await t.call('POST', '/api/admin/api-keys', {
      token,
      body: {
        name: 'g',
        custom_key: 'my_key-1.ci-Deploy',
        is_guest: 1,
        basic_path: '/docs/',
        permissions: ['text', 'mount_view'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      key: 'my_key-1.ci-Deploy',
      is_guest: 1,
      basic_path: '/docs',
      permissions: Permission.TEXT | Permission.MOUNT_VIEW,
    });
    const used = await t.call('GET', '/api/test/api-key', { apiKey: 'my_key-1.ci-Deploy' });
    expect(used.status).toBe(200);
    const dup = await t.call('POST', '/api/admin/api-keys', {
      token,
      body: { name: 'again', custom_key: 'my_key-1.ci-Deploy' },
    });
    expect(dup.status).toBe(409);
  });

  it.each([
    [{ name: '' }, /name/],
    [{ name: 'x', custom_key: 'has space but long enough' }, /custom_key may contain only/],
    [{ name: 'x', custom_key: 'a' }, /custom_key must be at least 16 characters/],
    [{ name: 'x', custom_key: 'my_key-1' }, /at least 16/],
    [{ name: 'x', custom_key: 'abcdabcdabcdabcd' }, /custom_key is too easy to guess/],
    [{ name: 'x', custom_key: '01234567890123456789' }, /too easy to guess/],
    [{ name: 'x', permissions: -1 }, /permissions/],
    [{ name: 'x', permissions: 1 << 30 }, /unknown bits/],
    [{ name: 'x', permissions: 2 ** 32 + 1 }, /unknown bits/],
    [{ name: 'x', permissions: 2 ** 40 }, /unknown bits/],
    [{ name: 'x', permissions: Permission.TEXT | 4 }, /unknown bits/],
    [{ name: 'x', permissions: 1.5 }, /non-negative integer/],
    [{ name: 'x', permissions: -(2 ** 32) + 1 }, /non-negative integer/],
    [{ name: 'x', basic_path: '/a/../etc' }, /basic_path/],
    [{ name: 'x', is_guest: 'yes' }, /is_guest/],
    [{ name: 'x', expires_at: 'tomorrow' }, /expires_at/],
    [{ name: 'x', expires_at: '2020-01-01T00:00:00Z' }, /future/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const res = await t.call('POST', '/api/admin/api-keys', { token, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it.each([2 ** 32 + 1, 2 ** 40, 2 ** 32 + Permission.MOUNT_VIEW, -1, 1.5, 8, '1'])(
    'refuses to update permissions to %j and keeps the old ones',
    async (permissions) => {
      const key = await t.createKey(token, { name: 'a', permissions: Permission.FILE_SHARE });
      const res = await t.call('PUT', `/api/admin/api-keys/${key.id}`, {
        token,
        body: { permissions },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/permissions/);
      const info = await t.call('GET', '/api/test/api-key', { apiKey: key.key });
      expect(info.json.data.permissions).toMatchObject({ text: false, file: true });
    },
  );

  it('updates and deletes keys; unknown ids are 404', async () => {
    const key = await t.createKey(token, { name: 'a', permissions: 1 });
    const upd = await t.call('PUT', `/api/admin/api-keys/${key.id}`, {
      token,
      body: { name: 'b', permissions: 3, is_guest: true },
    });
    expect(upd.json.data).toMatchObject({ name: 'b', permissions: 3, is_guest: 1 });
    expect((await t.call('PUT', `/api/admin/api-keys/${key.id}`, { token, body: {} })).status).toBe(
      400,
    );
    expect(
      (await t.call('PUT', '/api/admin/api-keys/nope', { token, body: { name: 'c' } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/admin/api-keys/${key.id}`, { token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/admin/api-keys/${key.id}`, { token })).status).toBe(404);
    expect((await t.call('GET', '/api/test/api-key', { apiKey: key.key })).status).toBe(401);
  });

  it('is refused to API keys and anonymous callers', async () => {
    const key = await t.createKey(token, { name: 'a', permissions: ALL_PERMISSIONS });
    expect((await t.call('GET', '/api/admin/api-keys', { apiKey: key.key })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/api-keys')).status).toBe(401);
  });
});

describe('GET /api/test/api-key', () => {
  it('answers permissions and key_info, via ApiKey or X-Custom-Auth-Key', async () => {
    const key = await t.createKey(token, {
      name: 'reader',
      permissions: Permission.TEXT | Permission.WEBDAV_READ,
      basic_path: '/a',
    });
    for (const init of [{ apiKey: key.key }, { headers: { 'X-Custom-Auth-Key': key.key } }]) {
      const res = await t.call('GET', '/api/test/api-key', init);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        name: 'reader',
        basic_path: '/a',
        permissions: { text: true, file: false, webdav_read: true, webdav_manage: false },
        key_info: {
          id: key.id,
          name: 'reader',
          basic_path: '/a',
          permissions: Permission.TEXT | Permission.WEBDAV_READ,
        },
      });
    }
  });

  it('refuses unknown and expired keys with the API-key message', async () => {
    const tomorrow = new Date(clock().now().getTime() + 24 * 3600_000).toISOString();
    const key = await t.createKey(token, { name: 'soon', permissions: 1, expires_at: tomorrow });
    expect((await t.call('GET', '/api/test/api-key', { apiKey: key.key })).status).toBe(200);
    clock().advance(2 * 24 * 3600_000);
    const expired = await t.call('GET', '/api/test/api-key', { apiKey: key.key });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('API key invalid or expired');
    expect((await t.call('GET', '/api/test/api-key', { apiKey: 'not-a-key' })).status).toBe(401);
    expect((await t.call('GET', '/api/test/api-key', { token })).status).toBe(401);
  });

  it('records last use in batches, not one write per request', async () => {
    const key = await t.createKey(token, { name: 'busy', permissions: 1 });
    for (let i = 0; i < 3; i++) await t.call('GET', '/api/test/api-key', { apiKey: key.key });
    const stored = await t.database.db
      .selectFrom('api_keys')
      .select('last_used')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(stored.last_used).toBeNull();
    const listed = await t.call('GET', '/api/admin/api-keys', { token });
    expect(listed.json.data[0].last_used).toBe(clock().now().toISOString());
    expect(await t.services.apiKeys.flushUsage()).toBe(1);
    const flushed = await t.database.db
      .selectFrom('api_keys')
      .select('last_used')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(flushed.last_used).toBe(clock().now().toISOString());
  });
});
