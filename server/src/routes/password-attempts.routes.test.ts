/**
 * Every password gate under a burst of concurrent wrong attempts: at most the free attempts are
 * judged (401), the rest wait (429 with Retry-After), because an attempt is reserved before the
 * slow password check rather than counted after it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createTestApp,
  type TestApp,
  type TestClock,
} from '../../test/create-test-app.js';
import { upload } from '../../test/file-shares.js';
import { basicAuth } from '../../test/webdav-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** `count` requests sent at once: how many got each status, and whether every 429 said when to retry. */
async function burst(
  count: number,
  send: (i: number) => Promise<{ status: number; headers: Headers }>,
) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const waits = answers
    .filter((a) => a.status === 429)
    .map((a) => Number(a.headers.get('Retry-After')));
  return { statuses, everyWaitSaid: waits.every((seconds) => seconds >= 1) };
}

const wrongLogin = (i: number) =>
  t.call('POST', '/api/admin/login', {
    body: { username: ADMIN_USERNAME, password: `guess ${i}` },
  });

describe('a burst of concurrent wrong passwords', () => {
  it('admin login: 5 judged, the rest wait', async () => {
    expect(await burst(20, wrongLogin)).toEqual({
      statuses: { 401: 5, 429: 15 },
      everyWaitSaid: true,
    });
  });

  it('WebDAV Basic: 5 judged, the rest wait', async () => {
    const res = await burst(20, async (i) =>
      t.app.request('/dav/', {
        method: 'PROPFIND',
        headers: { Authorization: basicAuth(ADMIN_USERNAME, `guess ${i}`), Depth: '0' },
      }),
    );
    expect(res).toEqual({ statuses: { 401: 5, 429: 15 }, everyWaitSaid: true });
  });

  it('a text share: 10 judged, the rest wait', async () => {
    const token = await t.adminToken();
    const created = await t.call('POST', '/api/paste', {
      token,
      body: { content: 'secret', password: 'pw' },
    });
    const slug = created.json.data.slug as string;
    const res = await burst(20, (i) =>
      t.call('POST', `/api/paste/${slug}`, { body: { password: `x${i}` } }),
    );
    expect(res).toEqual({ statuses: { 401: 10, 429: 10 }, everyWaitSaid: true });
  });

  it('a file share: 10 judged, the rest wait', async () => {
    const token = await t.adminToken();
    const shared = await upload(t, {
      token,
      before: [
        ['password', 's3cret'],
        ['use_proxy', 'true'],
      ],
    });
    const slug = shared.json.data.slug as string;
    const res = await burst(20, (i) =>
      t.call('POST', `/api/public/files/${slug}/verify`, { body: { password: `bad${i}` } }),
    );
    expect(res).toEqual({ statuses: { 401: 10, 429: 10 }, everyWaitSaid: true });
  });

  it('the current password of a password change: 5 judged, the rest wait', async () => {
    const token = await t.adminToken();
    const res = await burst(20, (i) =>
      t.call('POST', '/api/admin/change-password', {
        token,
        body: { currentPassword: `guess ${i}`, newPassword: 'something-new' },
      }),
    );
    expect(res).toEqual({ statuses: { 401: 5, 429: 15 }, everyWaitSaid: true });
  });

  it('wrong API keys on /api count against the address: 20 judged, the rest wait', async () => {
    const { key } = await t.createKey(await t.adminToken(), { name: 'reader' });
    const res = await burst(30, (i) => t.call('GET', '/api/pastes', { apiKey: `not-a-key-${i}` }));
    expect(res).toEqual({ statuses: { 401: 20, 429: 10 }, everyWaitSaid: true });
    // A right key cannot be guessed, so it is never made to wait.
    expect((await t.call('GET', '/api/test/api-key', { apiKey: key })).status).toBe(200);
  });
});

describe('stale credentials a browser keeps sending', () => {
  it('a public page is never refused for a wrong key, while routes that need a caller wait', async () => {
    const token = await t.adminToken();
    const created = await t.call('POST', '/api/paste', { token, body: { content: 'public' } });
    const slug = created.json.data.slug as string;
    const views = await burst(25, () =>
      t.call('GET', `/api/paste/${slug}`, { apiKey: 'deleted-key' }),
    );
    expect(views.statuses).toEqual({ 200: 25 });
    expect((await t.call('GET', '/api/pastes', { apiKey: 'deleted-key' })).status).toBe(429);
  });

  it('wrong session tokens are not counted: they cannot be guessed, and expired ones are common', async () => {
    const res = await burst(30, (i) => t.call('GET', '/api/pastes', { token: `expired-${i}` }));
    expect(res.statuses).toEqual({ 401: 30 });
    expect((await wrongLogin(0)).status).toBe(401);
  });
});

describe('a burst of concurrent right credentials', () => {
  it('WebDAV Basic: a file manager opening with 20 requests at once gets every one answered', async () => {
    const res = await burst(20, async () =>
      t.app.request('/dav/', {
        method: 'PROPFIND',
        headers: { Authorization: basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD), Depth: '0' },
      }),
    );
    // Let in, every one: this app has no mounts, so the root holds nothing to list.
    expect(res.statuses).toEqual({ 404: 20 });
  });

  it('one wrong pair sent 20 times at once is one guess', async () => {
    const same = async () =>
      t.app.request('/dav/', {
        method: 'PROPFIND',
        headers: { Authorization: basicAuth(ADMIN_USERNAME, 'the same guess'), Depth: '0' },
      });
    expect((await burst(20, same)).statuses).toEqual({ 401: 20 });
    expect((await burst(4, wrongLogin)).statuses).toEqual({ 401: 4 });
    expect((await wrongLogin(5)).status).toBe(429);
  });
});

describe('back-off', () => {
  it('doubles the wait with each failure after the free ones, and a success clears it', async () => {
    const advance = (ms: number) => (t.clock as TestClock).advance(ms);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(i)).status).toBe(401);
    for (const seconds of [1, 2, 4]) {
      const waiting = await wrongLogin(0);
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('Retry-After')).toBe(String(seconds));
      advance(seconds * 1000);
      expect((await wrongLogin(0)).status).toBe(401);
    }
    advance(8000);
    expect(
      (
        await t.call('POST', '/api/admin/login', {
          body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect((await wrongLogin(0)).status).toBe(401);
  });

  it('tells the admin on the dashboard how many sign-ins failed, from how many addresses, and when', async () => {
    const token = await t.adminToken();
    await burst(8, wrongLogin);
    const stats = await t.call('GET', '/api/admin/dashboard/stats', { token });
    expect(stats.json.data.signIns).toEqual({
      hours: 24,
      failedAttempts: 8,
      addresses: 1,
      lastFailureAt: t.clock.now().toISOString(),
    });
  });
});
