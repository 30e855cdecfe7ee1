/**
 * The audit log's CSV through a one-minute signed link (docs/API.md, "Audit log"): the link opens
 * without credentials, exports exactly the filters it was made for, and is refused (401) when
 * forged, expired, made for a backup, or opened with other filters.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_USERNAME,
  createTestApp,
  TestClock,
  type TestApp,
} from '../../test/create-test-app.js';

describe('the audit log CSV link', () => {
  let t: TestApp;
  let clock: TestClock;
  let token: string;
  beforeEach(async () => {
    clock = new TestClock(new Date('2026-03-01T00:00:00Z'));
    t = await createTestApp({ clock });
    token = await t.adminToken();
    for (const [username, peer] of [
      [ADMIN_USERNAME, '192.0.2.7'],
      ['mallory', '192.0.2.8'],
    ] as const) {
      await t.app.request(
        '/api/admin/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: 'wrong' }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    }
  });
  afterEach(() => t.close());

  const makeLink = async (query: string) => {
    const made = await t.call('POST', `/api/admin/audit.csv/link${query}`, { token });
    expect(made.status).toBe(200);
    return made.json.data as { url: string; expiresAt: string };
  };
  const refusal = async (url: string) => {
    const res = await t.call('GET', url);
    return { status: res.status, reason: (res.json as { reason?: string } | undefined)?.reason };
  };
  const expired = { status: 401, reason: 'audit.linkExpired' };

  it('is made for admins only', async () => {
    const { key } = await t.createKey(token, { name: 'k', permissions: 3 });
    expect((await t.call('POST', '/api/admin/audit.csv/link')).status).toBe(401);
    expect((await t.call('POST', '/api/admin/audit.csv/link', { apiKey: key })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/audit.csv/link?since=soon', { token })).status).toBe(
      400,
    );
  });

  it('streams the filtered CSV with no credentials for a minute', async () => {
    const { url, expiresAt } = await makeLink('?address=192.0.2.8&action=auth.login');
    // The filters ride in the query, in a fixed order, next to the token that signs them.
    expect(url).toMatch(
      /^\/api\/admin\/audit\.csv\/\d+\.[\w-]+\.[\w-]+\?action=auth.login&address=192.0.2.8$/,
    );
    const lasts = Date.parse(expiresAt) - clock.now().getTime();
    expect(lasts).toBeGreaterThan(59_000);
    expect(lasts).toBeLessThanOrEqual(60_000);
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toContain('audit-log.csv');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',anonymous,,mallory,192.0.2.8,');

    const all = await makeLink('');
    expect(all.url).not.toContain('?');
    // Both failures and the admin's sign-in.
    expect((await (await t.app.request(all.url)).text()).trimEnd().split('\r\n')).toHaveLength(4);

    clock.advance(60_000);
    expect(await refusal(url)).toEqual(expired);
  });

  it('refuses other filters than the ones signed', async () => {
    const { url } = await makeLink('?address=192.0.2.8');
    const [path] = url.split('?');
    expect((await t.app.request(url)).status).toBe(200);
    for (const changed of [
      path!,
      `${path}?address=192.0.2.7`,
      `${path}?address=192.0.2.8&action=auth`,
      `${path}?address=192.0.2.8&until=2030-01-01T00:00:00Z`,
    ]) {
      expect(await refusal(changed)).toEqual(expired);
    }
  });

  it('refuses forged tokens and backup links, and its own token cannot open a backup', async () => {
    const { url } = await makeLink('');
    const [expiry, holder, signature] = url.split('/').at(-1)!.split('.');
    for (const bad of [
      `${Number(expiry) + 3600}.${holder}.${signature}`,
      `${expiry}.${Buffer.from('someone-else').toString('base64url')}.${signature}`,
      `${expiry}.${holder}.${signature!.slice(0, -2)}AA`,
      `${expiry}.${holder}`,
    ]) {
      expect(await refusal(`/api/admin/audit.csv/${bad}`)).toEqual(expired);
    }
    const backup = await t.call('POST', '/api/admin/backup/link', { token });
    const backupToken = (backup.json.data.url as string).split('/').at(-1);
    expect(await refusal(`/api/admin/audit.csv/${backupToken}`)).toEqual(expired);
    const ownToken = url.split('/').at(-1);
    expect(await refusal(`/api/admin/backup/${ownToken}`)).toEqual({
      status: 401,
      reason: 'backup.linkExpired',
    });
  });
});
