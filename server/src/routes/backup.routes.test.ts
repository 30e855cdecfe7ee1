/** GET /api/admin/backup and POST /api/admin/restore through the app (docs/BACKUPS.md). */
import { afterEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../../test/create-test-app.js';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
async function app(): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

async function download(t: TestApp, token: string) {
  const res = await t.app.request('/api/admin/backup', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { res, text: await res.text() };
}

async function restore(t: TestApp, token: string, body: string, query = '') {
  const res = await t.app.request(`/api/admin/restore${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/jsonl' },
    body,
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

describe('admin backup routes', () => {
  it('are for admins only: 401 without credentials, 403 for an API key', async () => {
    const t = await app();
    const { key } = await t.createKey(await t.adminToken(), { name: 'k', permissions: 3 });
    expect((await t.call('GET', '/api/admin/backup')).status).toBe(401);
    expect((await t.call('POST', '/api/admin/restore', { body: '{}' })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/backup', { apiKey: key })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/restore', { apiKey: key, body: '{}' })).status).toBe(
      403,
    );
  });

  it('downloads a dated backup that restores into an empty instance', async () => {
    const source = await app();
    const token = await source.adminToken();
    const paste = await source.call('POST', '/api/paste', { token, body: { content: 'kept' } });
    const { res, text } = await download(source, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cloudpaste-backup-\d{8}-\d{6}\.jsonl"$/,
    );
    expect(text.trimEnd().split('\n').at(-1)).toContain('"end":true');

    const target = await app();
    const restored = await restore(target, await target.adminToken(), text);
    expect(restored.status).toBe(200);
    expect(restored.json.data.rows.pastes).toBe(1);
    const opened = await target.call('GET', `/api/paste/${paste.json.data.slug}`);
    expect(opened.json.data.content).toBe('kept');
  });

  it('refuses an instance that is not empty unless REPLACE is typed, then signs everyone out', async () => {
    const t = await app();
    const token = await t.adminToken();
    await t.call('POST', '/api/paste', { token, body: { content: 'kept' } });
    const { text } = await download(t, token);
    const refused = await restore(t, token, text);
    expect(refused.status).toBe(409);
    expect(refused.json.reason).toBe('backup.notEmpty');
    expect((await restore(t, token, text, '?confirm=replace')).json.reason).toBe(
      'backup.confirmMismatch',
    );
    expect((await restore(t, token, text, '?confirm=REPLACE')).status).toBe(200);
    (t.clock as TestClock).advance(60_000);
    expect((await t.call('GET', '/api/admin/settings', { token })).status).toBe(401);
    expect(
      (await t.call('GET', '/api/admin/settings', { token: await t.adminToken() })).status,
    ).toBe(200);
  });

  it('makes a one-minute link that downloads the backup with no credentials, and refuses forged ones', async () => {
    const t = await app();
    const token = await t.adminToken();
    await t.call('POST', '/api/paste', { token, body: { content: 'linked' } });
    const { key } = await t.createKey(token, { name: 'k', permissions: 3 });
    expect((await t.call('POST', '/api/admin/backup/link')).status).toBe(401);
    expect((await t.call('POST', '/api/admin/backup/link', { apiKey: key })).status).toBe(403);

    const made = await t.call('POST', '/api/admin/backup/link', { token });
    expect(made.status).toBe(200);
    const { url, expiresAt } = made.json.data as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/api\/admin\/backup\/\d+\.[\w-]+\.[\w-]+$/);
    // A minute from now, to the whole second.
    const lasts = Date.parse(expiresAt) - t.clock.now().getTime();
    expect(lasts).toBeGreaterThan(59_000);
    expect(lasts).toBeLessThanOrEqual(60_000);
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cloudpaste-backup-/,
    );
    const text = await res.text();
    expect(text).toContain('linked');
    expect(text.trimEnd().split('\n').at(-1)).toContain('"end":true');

    const [expiry, holder, signature] = url.split('/').at(-1)!.split('.');
    const forged = [
      `${Number(expiry) + 3600}.${holder}.${signature}`,
      `${expiry}.${Buffer.from('someone-else').toString('base64url')}.${signature}`,
      `${expiry}.${holder}.${signature!.slice(0, -2)}AA`,
      `${expiry}.${holder}`,
    ];
    for (const bad of forged) {
      const refused = await t.call('GET', `/api/admin/backup/${bad}`);
      expect(refused.status).toBe(401);
      expect((refused.json as { reason?: string }).reason).toBe('backup.linkExpired');
    }
    (t.clock as TestClock).advance(60_000);
    expect((await t.app.request(url)).status).toBe(401);
  });
});
