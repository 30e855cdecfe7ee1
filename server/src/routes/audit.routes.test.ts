/**
 * The audit log through the API on every dialect (docs/product/admin.md, "Audit log"): what the
 * routes record and from which address, who may read it, the CSV export and the retention sweep.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createTestApp,
  TestClock,
  type TestApp,
} from '../../test/create-test-app.js';
import { routeDialects } from '../../test/route-database.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(routeDialects())('the audit log on $name', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let token: string;
  beforeEach(async () => {
    clock = new TestClock(new Date('2026-03-01T00:00:00Z'));
    t = await createTestApp({ database: await dialect.open(), clock });
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  /** A sign-in from a socket peer, with what the client claims in X-Forwarded-For. */
  async function login(username: string, password: string, peer: string, forwardedFor: string) {
    const res = await t.app.request(
      '/api/admin/login',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': forwardedFor,
          'User-Agent': 'audit-test/1.0',
        },
        body: JSON.stringify({ username, password }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
    return res.status;
  }

  const list = async (query = '') =>
    (await t.call('GET', `/api/admin/audit${query}`, { token })).json.data;

  it('records a failed sign-in with the socket address, not a forged X-Forwarded-For', async () => {
    expect(await login(ADMIN_USERNAME, 'wrong guess', '192.0.2.50', '203.0.113.9')).toBe(401);
    expect(await login(ADMIN_USERNAME, ADMIN_PASSWORD, '192.0.2.51', '203.0.113.9')).toBe(200);
    const page = await list('?action=auth.login');
    expect(page.entries).toHaveLength(3);
    const [success, failure] = page.entries;
    expect(success).toMatchObject({
      action: 'auth.login.success',
      actor: { kind: 'admin', label: ADMIN_USERNAME },
      address: '192.0.2.51',
    });
    expect(success.actor.id).toEqual(expect.any(String));
    expect(failure).toMatchObject({
      action: 'auth.login.failure',
      actor: { kind: 'anonymous', id: null, label: ADMIN_USERNAME },
      address: '192.0.2.50',
      userAgent: 'audit-test/1.0',
      detail: { status: 401 },
    });
    // The password tried is nowhere in the log.
    expect(JSON.stringify(page)).not.toContain('wrong guess');
  });

  it('records wrong passwords, not the refusals while the address must wait', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push(await login('root', `guess ${i}`, '192.0.2.60', ''));
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses).toContain(429);
    const page = await list('?action=auth.login.failure');
    expect(page.total).toBe(statuses.filter((s) => s === 401).length);
  });

  it('records key, settings, mount-free share and sign-out actions, newest first', async () => {
    const key = await t.createKey(token, { name: 'ci', permissions: Permission.TEXT });
    await t.call('PUT', '/api/admin/settings/group/1', {
      token,
      body: { audit_retention_days: 30 },
    });
    const paste = await t.call('POST', '/api/paste', { apiKey: key.key, body: { content: 'hi' } });
    expect(paste.status).toBe(201);
    await t.call('DELETE', '/api/pastes/batch-delete', {
      token,
      body: { ids: [paste.json.data.id] },
    });
    await t.call('DELETE', `/api/admin/api-keys/${key.id}`, { token });
    await t.call('POST', '/api/admin/logout', { token });
    token = await t.adminToken();
    const actions = (await list()).entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'auth.login.success',
      'auth.logout',
      'api_key.delete',
      'paste.delete',
      'paste.create',
      'settings.update',
      'api_key.create',
      'auth.login.success',
    ]);
    const entries = (await list()).entries;
    const created = entries.find((e: { action: string }) => e.action === 'api_key.create');
    expect(created.target).toEqual({ type: 'api_key', id: key.id });
    expect(created.detail).toMatchObject({ name: 'ci' });
    // The key's secret is never part of an entry.
    expect(JSON.stringify(entries)).not.toContain(key.key);
    const pasteEntry = entries.find((e: { action: string }) => e.action === 'paste.create');
    expect(pasteEntry.actor).toEqual({ kind: 'api_key', id: key.id, label: 'ci' });
    expect(entries.find((e: { action: string }) => e.action === 'settings.update').detail).toEqual({
      group: '1',
      audit_retention_days: 30,
    });
  });

  it('filters by action prefix, actor, address and time, a page at a time', async () => {
    await login(ADMIN_USERNAME, 'nope', '192.0.2.7', '');
    clock.advance(HOUR);
    await login('mallory', 'nope', '192.0.2.8', '');
    expect((await list('?action=auth')).total).toBe(3);
    expect((await list('?action=auth.login.failure')).total).toBe(2);
    expect((await list('?action=auth.log')).total).toBe(0);
    expect((await list('?actor=mallory')).entries).toEqual([
      expect.objectContaining({ address: '192.0.2.8' }),
    ]);
    expect((await list('?actor=anonymous')).total).toBe(2);
    expect((await list('?address=192.0.2.7')).total).toBe(1);
    const since = new Date(clock.now().getTime() - 1000).toISOString();
    expect((await list(`?since=${since}`)).total).toBe(1);
    expect((await list(`?until=${since}`)).total).toBe(2);
    const first = await list('?limit=2');
    const second = await list('?limit=2&offset=2');
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.entries).toHaveLength(2);
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0].actor.label).toBe(ADMIN_USERNAME);
    expect((await t.call('GET', '/api/admin/audit?limit=0', { token })).status).toBe(400);
  });

  it("is the admin's: a key is refused the log and its export, and sees only its own entries", async () => {
    const key = await t.createKey(token, { name: 'reader', permissions: Permission.TEXT });
    const other = await t.createKey(token, { name: 'other', permissions: Permission.TEXT });
    await t.call('POST', '/api/paste', { apiKey: key.key, body: { content: 'mine' } });
    await t.call('POST', '/api/paste', { apiKey: other.key, body: { content: 'theirs' } });
    expect((await t.call('GET', '/api/admin/audit', { apiKey: key.key })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/audit.csv', { apiKey: key.key })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/audit')).status).toBe(401);
    expect((await t.call('GET', '/api/audit/mine')).status).toBe(401);
    const mine = (await t.call('GET', '/api/audit/mine', { apiKey: key.key })).json.data;
    expect(mine.entries).toEqual([
      expect.objectContaining({
        action: 'paste.create',
        actor: expect.objectContaining({ id: key.id }),
      }),
    ]);
    // An actor filter cannot widen it to someone else's entries.
    const widened = await t.call('GET', '/api/audit/mine?actor=api_key', { apiKey: key.key });
    expect(widened.json.data.total).toBe(1);
  });

  it('exports CSV with quoting and formula cells made inert', async () => {
    await login('=HYPERLINK("http://x"),1', 'nope', '192.0.2.9', '');
    await login('plain\nname', 'nope', '192.0.2.9', '');
    const res = await t.app.request('/api/admin/audit.csv?action=auth.login.failure', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toContain('audit-log.csv');
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'at,action,actor_kind,actor_id,actor_label,address,user_agent,target_type,target_id,detail',
    );
    expect(text).toContain(',anonymous,,"plain\nname",192.0.2.9,');
    expect(text).toContain(`,anonymous,,"'=HYPERLINK(""http://x""),1",192.0.2.9,`);
    expect(text).toContain(',"{""status"":401}"\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('exports more entries than one page of the walk, newest first', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: `row-${String(i).padStart(5, '0')}`,
      at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      action: 'webdav.write',
      actor_kind: 'admin',
      actor_id: null,
      actor_label: null,
      address: null,
      user_agent: null,
      target_type: null,
      target_id: null,
      detail: null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.database.db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 200))
        .execute();
    const res = await t.app.request('/api/admin/audit.csv?action=webdav', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const lines = (await res.text()).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(1203);
    expect(lines[0]).toContain('2026-01-01T00:20:02.000Z');
    expect(lines.at(-1)).toContain('2026-01-01T00:00:00.000Z');
  });

  it('forgets entries past the retention setting; 0 keeps them', async () => {
    const retention = (days: unknown) =>
      t.call('PUT', '/api/admin/settings/group/1', { token, body: { audit_retention_days: days } });
    expect((await retention(-1)).status).toBe(400);
    expect((await retention(1.5)).status).toBe(400);
    expect((await retention(0)).status).toBe(200);
    clock.advance(400 * DAY);
    expect(await t.services.audit.sweep()).toBe(0);
    token = await t.adminToken();
    expect((await retention(2)).status).toBe(200);
    clock.advance(12 * HOUR);
    expect((await t.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    clock.advance(2 * DAY - HOUR);
    // Both sign-ins and both saved settings (the refused ones made no entry); not the sign-out.
    expect(await t.services.audit.sweep()).toBe(4);
    token = await t.adminToken();
    expect((await list()).entries.map((e: { action: string }) => e.action)).toEqual([
      'auth.login.success',
      'auth.logout',
    ]);
  });

  it('never fails the action when the entry cannot be written', async () => {
    await t.database.db.schema.dropTable('audit_log').execute();
    const res = await t.call('POST', '/api/paste', { token, body: { content: 'still saved' } });
    expect(res.status).toBe(201);
    expect(await login(ADMIN_USERNAME, ADMIN_PASSWORD, '192.0.2.1', '')).toBe(200);
  });
});
