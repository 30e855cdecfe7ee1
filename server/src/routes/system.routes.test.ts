import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VERSION, Permission } from '@cloudpaste/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';
import { onPostgres, routeDialects } from '../../test/route-database.js';
import { upload } from '../../test/file-shares.js';

let t: TestApp;
afterEach(() => t.close());

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cp-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

describe('system endpoints', () => {
  it('answers health and version', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/health')).json).toMatchObject({
      code: 200,
      success: true,
      data: { status: 'ok' },
    });
    expect((await t.call('GET', '/api/version')).json.data).toMatchObject({
      version: APP_VERSION,
      name: 'CloudPaste',
      database: t.database.dialect,
    });
    expect(t.database.dialect).toBe(onPostgres() ? 'postgres' : 'sqlite');
  });

  it('counts keys on the dashboard and reports and clears caches', async () => {
    t = await createTestApp();
    const token = await t.adminToken();
    await t.createKey(token, { name: 'a', permissions: 1 });
    expect(
      (await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data.apiKeys,
    ).toEqual({ total: 1, active: 1, expired: 0 });
    await t.call('GET', '/api/system/max-upload-size');
    const stats = await t.call('GET', '/api/admin/cache/stats', { token });
    expect(stats.json.data.caches).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'settings', entries: 1 })]),
    );
    expect((await t.call('POST', '/api/admin/cache/clear', { token })).json.data).toEqual({
      cleared: 1,
    });
    expect((await t.call('GET', '/api/admin/cache/stats', { token })).json.data.totalEntries).toBe(
      0,
    );
    const key = await t.createKey(token, { name: 'b', permissions: Permission.TEXT });
    expect((await t.call('POST', '/api/user/cache/clear', { apiKey: key.key })).status).toBe(200);
    expect((await t.call('POST', '/api/admin/cache/clear', { apiKey: key.key })).status).toBe(403);
  });
});

describe.each(routeDialects())('dashboard on $name', (dialect) => {
  const HOUR = 3600_000;
  let clock: TestClock;
  let token: string;

  async function paste() {
    expect((await t.call('POST', '/api/paste', { token, body: { content: 'x' } })).status).toBe(
      201,
    );
  }

  async function file(size: number) {
    const content = Buffer.alloc(size, 1);
    return upload(t, { token, file: { name: 'f.bin', type: 'application/octet-stream', content } });
  }

  it('counts every area, sums usage per storage against its capacity, and buckets 7 UTC days', async () => {
    clock = new TestClock(new Date('2026-03-03T23:00:00Z'));
    t = await createTestApp({ clock, database: await dialect.open() });
    token = await t.adminToken();
    const local = (await t.call('GET', '/api/s3-configs', { token })).json.data[0].id as string;
    await t.call('PUT', `/api/s3-configs/${local}`, { token, body: { total_storage_bytes: 1000 } });
    const s3 = await t.call('POST', '/api/s3-configs', {
      token,
      body: {
        name: 'Ceph',
        provider_type: 'Other S3 Compatible',
        endpoint_url: 'http://127.0.0.1:7480/',
        bucket_name: 'shares',
        access_key_id: 'AKIAEXAMPLE',
        secret_access_key: 'secret',
      },
    });
    const mount = { name: 'M', storage_type: 'LOCAL', storage_config_id: local };
    await t.call('POST', '/api/admin/mounts', { token, body: { ...mount, mount_path: '/a' } });
    await t.call('POST', '/api/admin/mounts', {
      token,
      body: { ...mount, mount_path: '/b', is_active: false },
    });
    await t.createKey(token, { name: 'k', permissions: Permission.TEXT });

    await paste(); // 03-03 23:00, a day before the window
    clock.advance(HOUR); // 03-04 00:00, the window's first instant
    await paste();
    clock.advance(2 * 24 * HOUR + 10 * HOUR); // 03-06 10:00
    token = await t.adminToken(); // sessions last a day
    expect((await file(100)).status).toBe(201);
    expect((await file(200)).status).toBe(201);
    clock.advance(4 * 24 * HOUR + 2 * HOUR); // 03-10 12:00, today
    token = await t.adminToken();
    await paste();
    expect((await file(300)).status).toBe(201);

    const stats = (await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data;
    expect(stats).toMatchObject({
      apiKeys: { total: 1, active: 1, expired: 0 },
      pastes: { total: 3, active: 3, expired: 0 },
      files: { total: 3, active: 3, expired: 0, totalSize: 600 },
      mounts: { total: 2, active: 1 },
      storageConfigs: { total: 2, public: 1 },
    });
    expect(stats.storage).toEqual([
      expect.objectContaining({
        id: local,
        storage_type: 'LOCAL',
        is_default: 1,
        used_bytes: 600,
        total_storage_bytes: 1000,
        file_count: 3,
      }),
      expect.objectContaining({
        id: s3.json.data.id,
        name: 'Ceph',
        provider_type: 'Other S3 Compatible',
        used_bytes: 0,
        total_storage_bytes: null,
        file_count: 0,
      }),
    ]);
    expect(stats.activity).toEqual([
      { date: '2026-03-04', pastes: 1, files: 0 },
      { date: '2026-03-05', pastes: 0, files: 0 },
      { date: '2026-03-06', pastes: 0, files: 2 },
      { date: '2026-03-07', pastes: 0, files: 0 },
      { date: '2026-03-08', pastes: 0, files: 0 },
      { date: '2026-03-09', pastes: 0, files: 0 },
      { date: '2026-03-10', pastes: 1, files: 1 },
    ]);

    // The usage shown is the figure uploads are held to: 400 bytes left, so 401 is refused.
    expect((await file(401)).json.error).toBe('STORAGE_INSUFFICIENT');
    expect((await file(400)).status).toBe(201);
    const full = (await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data;
    expect(full.storage[0]).toMatchObject({ used_bytes: 1000, file_count: 4 });
    expect(full.activity.at(-1)).toEqual({ date: '2026-03-10', pastes: 1, files: 2 });
  });

  it('answers zero-filled days on an empty install, and only to admins', async () => {
    t = await createTestApp({
      clock: new TestClock(new Date('2026-01-01T00:00:00Z')),
      database: await dialect.open(),
    });
    token = await t.adminToken();
    const stats = (await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data;
    expect(stats.activity.map((d: { date: string }) => d.date)).toEqual([
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ]);
    expect(
      stats.activity.every(
        (d: { pastes: number; files: number }) => d.pastes === 0 && d.files === 0,
      ),
    ).toBe(true);
    expect(stats.storage).toEqual([
      expect.objectContaining({ used_bytes: 0, total_storage_bytes: null, file_count: 0 }),
    ]);
    const key = await t.createKey(token, { name: 'k', permissions: Permission.TEXT });
    expect((await t.call('GET', '/api/admin/dashboard/stats', { apiKey: key.key })).status).toBe(
      403,
    );
  });
});

describe('HTTP hygiene', () => {
  it('answers unknown API paths and methods with a 404 envelope', async () => {
    t = await createTestApp();
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/health/x'],
      ['POST', '/api'],
    ]) {
      const res = await t.call(method!, path!);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({
        code: 404,
        message: 'API endpoint not found',
        data: null,
        success: false,
        error: 'NOT_FOUND',
        reason: 'http.apiNotFound',
      });
    }
  });

  it('serves the SPA for other paths, with security headers', async () => {
    t = await createTestApp({ webDistDir: webDist() });
    const page = await t.app.request('/admin/key-management');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/);
    expect(page.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.headers.get('Cache-Control')).toMatch(/immutable/);
  });

  it('lets pages reach the plain-http storages configured, and only while they are', async () => {
    t = await createTestApp({ webDistDir: webDist() });
    const token = await t.adminToken();
    const connectSrc = async () =>
      /connect-src ([^;]*)/.exec(
        (await t.app.request('/upload')).headers.get('Content-Security-Policy') ?? '',
      )?.[1];
    expect(await connectSrc()).toBe("'self' https:");
    const storage = {
      name: 'LAN MinIO',
      provider_type: 'Other S3 Compatible',
      endpoint_url: 'http://192.168.1.20:9000/',
      bucket_name: 'shares',
      access_key_id: 'minio',
      secret_access_key: 'minio-secret',
      path_style: true,
    };
    const lan = await t.call('POST', '/api/s3-configs', { token, body: storage });
    await t.call('POST', '/api/s3-configs', {
      token,
      body: {
        ...storage,
        name: 'Cloud',
        endpoint_url: 'https://s3.example.com',
        custom_host: 'http://cdn.lan:8080',
      },
    });
    expect(await connectSrc()).toBe("'self' https: http://192.168.1.20:9000 http://cdn.lan:8080");
    const csp = (await t.app.request('/')).headers.get('Content-Security-Policy');
    expect(csp).toContain(
      "img-src 'self' data: blob: https: http://192.168.1.20:9000 http://cdn.lan:8080",
    );
    expect(csp).toContain(
      "media-src 'self' blob: https: http://192.168.1.20:9000 http://cdn.lan:8080",
    );
    expect((await t.call('DELETE', `/api/s3-configs/${lan.json.data.id}`, { token })).status).toBe(
      200,
    );
    expect(await connectSrc()).toBe("'self' https: http://cdn.lan:8080");
  });

  it('allows CORS only for configured origins', async () => {
    t = await createTestApp({ corsOrigins: ['https://ok.example'] });
    const preflight = (origin: string) =>
      t.app.request('/api/admin/api-keys', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
    expect((await preflight('https://ok.example')).headers.get('Access-Control-Allow-Origin')).toBe(
      'https://ok.example',
    );
    expect(
      (await preflight('https://evil.example')).headers.get('Access-Control-Allow-Origin'),
    ).toBeNull();
    const simple = await t.app.request('/api/health', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(simple.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('limits request bodies with a 413 envelope', async () => {
    t = await createTestApp({ maxJsonBodyBytes: 1024 });
    const res = await t.call('POST', '/api/admin/login', {
      body: { username: 'admin', password: 'x'.repeat(4096) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      code: 413,
      success: false,
      message: 'request body is too large',
    });
    // A declared length decides before any of the body is read; a body within it is read whole.
    const declared = (length: number, body: string) =>
      t.app.request('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
        body,
      });
    const over = await declared(4096, '{}');
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ message: 'request body is too large' });
    const body = JSON.stringify({ username: 'admin', password: 'wrong' });
    expect((await declared(body.length, body)).status).toBe(401);
  });

  it('gives API answers a locked-down policy and none of the document-only headers', async () => {
    t = await createTestApp();
    const res = await t.call('GET', '/api/health');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
  });

  it('echoes a sane request id and makes one otherwise', async () => {
    t = await createTestApp();
    expect(
      (await t.call('GET', '/api/health', { headers: { 'X-Request-Id': 'abc-123' } })).headers.get(
        'X-Request-Id',
      ),
    ).toBe('abc-123');
    const made = [1, 2].map(async () =>
      (await t.call('GET', '/api/health', { headers: { 'X-Request-Id': 'bad id\n' } })).headers.get(
        'X-Request-Id',
      ),
    );
    const [first, second] = await Promise.all(made);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(first).not.toBe(second);
  });
});
