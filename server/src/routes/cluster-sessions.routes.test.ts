/**
 * Sign-ins across two server instances on one database (docs/DEPLOY.md): a logout, a password
 * change, and an API key's change, expiry or deletion through one instance hold on the other at
 * the very next request; neither keeps a session or a key in memory. SQLite and PostgreSQL.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestApp } from '../../test/create-test-app.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { routeDialects } from '../../test/route-database.js';

describe.each(routeDialects())('sign-ins across two instances on $name', (dialect) => {
  let cluster: TwoInstances;
  beforeEach(async () => {
    cluster = await twoInstances(dialect);
  });
  afterEach(() => cluster.close());

  const asAdmin = async (t: TestApp, token: string) =>
    (await t.call('GET', '/api/test/admin-token', { token })).status;
  const asKey = (t: TestApp, apiKey: string) => t.call('GET', '/api/test/api-key', { apiKey });

  it('ends a session logged out through the other instance at once', async () => {
    const [a, b] = cluster.instances;
    const token = await a.adminToken();
    // Used on both first: an instance that kept verified tokens would now have it.
    expect(await asAdmin(a, token)).toBe(200);
    expect(await asAdmin(b, token)).toBe(200);
    expect((await b.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    expect(await asAdmin(a, token)).toBe(401);
    expect(await asAdmin(b, token)).toBe(401);
  });

  it('ends every session on both instances when the password changes through one', async () => {
    const [a, b] = cluster.instances;
    const [first, second] = [await a.adminToken(), await b.adminToken()];
    for (const t of [a, b])
      for (const token of [first, second]) expect(await asAdmin(t, token)).toBe(200);
    const changed = await a.call('POST', '/api/admin/change-password', {
      token: first,
      body: { currentPassword: ADMIN_PASSWORD, newPassword: 'a new password here' },
    });
    expect(changed.status, changed.text).toBe(200);
    for (const t of [a, b])
      for (const token of [first, second]) expect(await asAdmin(t, token)).toBe(401);
    const login = (password: string) =>
      b.call('POST', '/api/admin/login', { body: { username: ADMIN_USERNAME, password } });
    expect((await login(ADMIN_PASSWORD)).status).toBe(401);
    expect((await login('a new password here')).status).toBe(200);
  });

  it("takes an API key's change, expiry and deletion through one instance on the other at once", async () => {
    const [a, b] = cluster.instances;
    const token = await a.adminToken();
    const expiresAt = new Date(cluster.clock.now().getTime() + 3600_000).toISOString();
    const made = await a.call('POST', '/api/admin/api-keys', {
      token,
      body: { name: 'ci', permissions: Permission.TEXT, expires_at: expiresAt },
    });
    expect(made.status, made.text).toBe(201);
    const { id, key } = made.json.data as { id: string; key: string };
    const permissionsOn = async (t: TestApp) =>
      (await asKey(t, key)).json.data.key_info.permissions;
    expect(await permissionsOn(b)).toBe(Permission.TEXT);

    const changed = await a.call('PUT', `/api/admin/api-keys/${id}`, {
      token,
      body: { permissions: Permission.TEXT | Permission.FILE_SHARE },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await permissionsOn(b)).toBe(Permission.TEXT | Permission.FILE_SHARE);

    cluster.clock.advance(2 * 3600_000);
    expect((await asKey(a, key)).status).toBe(401);
    expect((await asKey(b, key)).status).toBe(401);
    cluster.clock.advance(-2 * 3600_000);
    expect((await asKey(b, key)).status).toBe(200);

    expect((await a.call('DELETE', `/api/admin/api-keys/${id}`, { token })).status).toBe(200);
    expect((await asKey(b, key)).status).toBe(401);
  });
});
