/**
 * Wrong API keys and failed WebDAV sign-ins in the audit log (docs/product/admin.md, "Audit log"):
 * recorded with the address the server saw, never a forged X-Forwarded-For, without the secret
 * tried, and not while the address must wait (429), so a flood cannot fill the log.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS } from '../services/attempts/policies.js';
import { ADMIN_USERNAME, createTestApp, type TestApp } from '../../test/create-test-app.js';

const WRONG_KEY = 'not-a-key-0123456789abcdef';

describe('failed credentials in the audit log', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  /** A request from a socket peer that claims another address in X-Forwarded-For. */
  const from = (peer: string, path: string, method: string, authorization: string) =>
    t.app.request(
      path,
      {
        method,
        headers: {
          Authorization: authorization,
          'X-Forwarded-For': '203.0.113.9',
          'User-Agent': 'audit-test/1.0',
        },
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const entries = async (action: string) =>
    (await t.call('GET', `/api/admin/audit?action=${action}`, { token })).json.data;

  it('records a wrong API key with the socket address, not the key', async () => {
    const res = await from('192.0.2.20', '/api/audit/mine', 'GET', `ApiKey ${WRONG_KEY}`);
    expect(res.status).toBe(401);
    const page = await entries('auth.api_key.failure');
    expect(page.entries).toEqual([
      expect.objectContaining({
        action: 'auth.api_key.failure',
        actor: { kind: 'anonymous', id: null, label: null },
        address: '192.0.2.20',
        userAgent: 'audit-test/1.0',
        target: { type: 'path', id: '/api/audit/mine' },
        detail: { method: 'GET' },
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain(WRONG_KEY);
    // A right key and a stale session token are not failures of this kind.
    const key = await t.createKey(token, { name: 'ok', permissions: Permission.TEXT });
    expect((await from('192.0.2.20', '/api/audit/mine', 'GET', `ApiKey ${key.key}`)).status).toBe(
      200,
    );
    await from('192.0.2.20', '/api/audit/mine', 'GET', 'Bearer stale-session');
    expect((await entries('auth.api_key.failure')).total).toBe(1);
  });

  it('records wrong keys, not the refusals while the address must wait', async () => {
    const statuses = [];
    for (let i = 0; i < ADDRESS.freeFailures + 3; i++) {
      const res = await from('192.0.2.21', '/api/audit/mine', 'GET', `ApiKey ${WRONG_KEY}${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    expect((await entries('auth.api_key.failure')).total).toBe(
      statuses.filter((s) => s === 401).length,
    );
  });

  it('records a failed WebDAV Basic sign-in with the name tried, never the password', async () => {
    expect(
      (await from('192.0.2.30', '/dav/', 'PROPFIND', basic(ADMIN_USERNAME, 'guess 1'))).status,
    ).toBe(401);
    // A key tried as both name and password: the name is a near-miss key, so it is not kept.
    expect(
      (await from('192.0.2.31', '/dav/', 'PROPFIND', basic(WRONG_KEY, WRONG_KEY))).status,
    ).toBe(401);
    expect((await from('192.0.2.32', '/dav/', 'PROPFIND', `ApiKey ${WRONG_KEY}`)).status).toBe(401);
    // A stale session token is not a guess and not counted.
    expect((await from('192.0.2.33', '/dav/', 'PROPFIND', 'Bearer stale')).status).toBe(401);
    const page = await entries('webdav.login.failure');
    expect(page.entries[0].target).toEqual({ type: 'path', id: '/dav/' });
    expect(
      page.entries.map((e: Record<string, unknown>) => [e.actor, e.address, e.detail]),
    ).toEqual([
      [{ kind: 'anonymous', id: null, label: null }, '192.0.2.32', { scheme: 'apikey' }],
      [{ kind: 'anonymous', id: null, label: null }, '192.0.2.31', { scheme: 'basic' }],
      [{ kind: 'anonymous', id: null, label: ADMIN_USERNAME }, '192.0.2.30', { scheme: 'basic' }],
    ]);
    expect(JSON.stringify(page)).not.toContain('guess 1');
    expect(JSON.stringify(page)).not.toContain(WRONG_KEY);
  });

  it('records failed WebDAV sign-ins, not the refusals while the address must wait', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await from('192.0.2.40', '/dav/', 'PROPFIND', basic('root', `guess ${i}`));
      statuses.push(res.status);
    }
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    expect((await entries('webdav.login.failure')).total).toBe(
      statuses.filter((s) => s === 401).length,
    );
  });
});
