import { ErrorCode, Permission } from '@cloudpaste/contracts';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import {
  publicOrLoopback,
  startRemoteServer,
  type RemoteServer,
} from '../../test/remote-server.js';
import { createApp } from '../app.js';
import { SafeFetcher } from '../lib/safe-fetch/index.js';
import { NO_PROXY } from '../lib/trust-proxy.js';
import { UrlUploadService } from '../services/url-uploads/index.js';

const HTML = '<script>alert(document.cookie)</script>';

let remote: RemoteServer;
let t: TestApp;
let token: string;

beforeAll(async () => {
  remote = await startRemoteServer({
    '/page.html': (_req, res) =>
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': String(HTML.length),
        })
        .end(HTML),
  });
});
afterAll(() => remote.close());

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

/** The real app, except that its URL uploads may reach the loopback test server. */
function appReachingLoopback(limits: { callsPerMinute?: number } = {}) {
  const fetcher = new SafeFetcher({ userAgent: 'test' }, publicOrLoopback);
  const urlUploads = new UrlUploadService({
    fetcher,
    maxUploadBytes: async () => 1024 * 1024,
    limits,
  });
  const app = createApp({
    services: { ...t.services, urlUploads },
    logger: pino({ level: 'silent' }),
    corsOrigins: [],
    trustProxy: NO_PROXY,
    hstsMaxAgeSeconds: 0,
    maxJsonBodyBytes: 1024 * 1024,
    webDistDir: undefined,
  });
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  return { request, close: () => fetcher.close() };
}

describe('URL upload access', () => {
  it.each([
    ['POST', '/api/url/info'],
    ['GET', '/api/url/proxy?url=https%3A%2F%2Fexample.com%2Fa'],
  ])('%s %s needs credentials (401) and the FILE_SHARE permission (403)', async (method, path) => {
    const body = method === 'POST' ? { url: 'https://example.com/a' } : undefined;
    expect((await t.call(method, path, { body })).status).toBe(401);
    const textOnly = await t.createKey(token, { name: 'text', permissions: Permission.TEXT });
    expect((await t.call(method, path, { body, apiKey: textOnly.key })).status).toBe(403);
  });

  it.each([
    [{ url: 'ftp://example.com/file' }],
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'not a url' }],
    [{ url: '' }],
    [{ url: 42 }],
    [{}],
  ])('answers 400 with the URL rule for %j', async (body) => {
    const res = await t.call('POST', '/api/url/info', { token, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 400,
      success: false,
      data: null,
      message: expect.stringContaining('URL upload needs a valid http or https URL'),
    });
  });

  it('answers 400 for a bad proxy URL', async () => {
    const res = await t.call('GET', '/api/url/proxy?url=file%3A%2F%2F%2Fetc%2Fpasswd', { token });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('URL upload needs a valid http or https URL');
  });

  it.each([
    () => `${remote.origin}/page.html`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[::ffff:127.0.0.1]/',
    () => 'http://2130706433/',
    () => 'http://localhost/',
  ])('refuses a non-public address with 403, contacting nothing (%#)', async (target) => {
    const before = remote.seen.length;
    const key = await t.createKey(token, { name: 'files', permissions: Permission.FILE_SHARE });
    const info = await t.call('POST', '/api/url/info', {
      apiKey: key.key,
      body: { url: target() },
    });
    expect(info.status).toBe(403);
    expect(info.json).toMatchObject({ success: false, error: ErrorCode.URL_NOT_ALLOWED });
    const proxy = await t.call('GET', `/api/url/proxy?url=${encodeURIComponent(target())}`, {
      apiKey: key.key,
    });
    expect(proxy.status).toBe(403);
    expect(remote.seen.length).toBe(before);
  });
});

describe('URL upload against a reachable remote', () => {
  it('POST /api/url/info answers the file description in the envelope', async () => {
    const { request, close } = appReachingLoopback();
    const res = await request('/api/url/info', {
      method: 'POST',
      body: JSON.stringify({ url: `${remote.origin}/page.html` }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: 200,
      message: 'success',
      success: true,
      data: {
        url: `${remote.origin}/page.html`,
        filename: 'page.html',
        contentType: 'text/html',
        size: HTML.length,
        lastModified: null,
        corsSupported: false,
      },
    });
    await close();
  });

  it('GET /api/url/proxy streams the body as an attachment that cannot run on our origin', async () => {
    const { request, close } = appReachingLoopback();
    const res = await request(
      `/api/url/proxy?url=${encodeURIComponent(`${remote.origin}/page.html`)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.headers.get('content-length')).toBe(String(HTML.length));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(HTML);
    await close();
  });

  it('answers 429 with Retry-After past the per-principal budget', async () => {
    const { request, close } = appReachingLoopback({ callsPerMinute: 1 });
    const body = JSON.stringify({ url: `${remote.origin}/page.html` });
    expect((await request('/api/url/info', { method: 'POST', body })).status).toBe(200);
    const limited = await request('/api/url/info', { method: 'POST', body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await close();
  });
});
