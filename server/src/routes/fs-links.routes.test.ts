/** Links to mount files: /api/fs/file-link and the /api/p proxy with its signatures. */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const q = (path: string) => encodeURIComponent(path);

async function mount(path: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/admin/mounts', {
    token,
    body: {
      name: 'm',
      storage_type: storage.storageType,
      storage_config_id: storage.configId,
      mount_path: path,
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string };
}

async function link(path: string, query = '') {
  const res = await t.call('GET', `/api/fs/file-link?path=${q(path)}${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.data as { url: string; expires_at: string | null; proxy: boolean };
}

/** Opens a link as a browser would: this app for its own URLs, the network for storage ones. */
async function open(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return parsed.origin === 'http://localhost'
    ? t.app.request(`${parsed.pathname}${parsed.search}`, { headers })
    : fetch(url, { headers });
}

describe.each(storageKinds)('file links on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/日报 #1.txt', 'daily report');
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('hands out a storage link for a mount without web proxy', async () => {
    await mount('/direct');
    const answer = await link('/direct/docs/日报 #1.txt', '&force_download=true&expires_in=120');
    expect(answer.proxy).toBe(false);
    expect(Date.parse(answer.expires_at!)).toBeGreaterThan(Date.now());
    const res = await open(answer.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('daily report');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect(
      (await t.call('GET', `/api/fs/file-link?path=${q('/direct/docs/none.txt')}`, { token }))
        .status,
    ).toBe(404);
    // Without web proxy there is no /api/p route to the file.
    expect((await t.app.request(`/api/p/direct/docs/${q('日报 #1.txt')}`)).status).toBe(404);
  });

  it('serves a web-proxy mount through /api/p, unsigned when signing is off', async () => {
    await mount('/open', { web_proxy: true });
    const answer = await link('/open/docs/日报 #1.txt');
    expect(answer).toMatchObject({ proxy: true, expires_at: null });
    expect(answer.url).toBe(`http://localhost/api/p/open/docs/${q('日报 #1.txt')}`);
    const res = await open(answer.url, { Range: 'bytes=0-4' });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('daily');
  });

  it('signs links when the mount asks, and refuses tampered, foreign or expired signatures', async () => {
    await mount('/signed', { web_proxy: true, enable_sign: true, sign_expires: 60 });
    await storage.put('docs/other.txt', 'other');
    const answer = await link('/signed/docs/日报 #1.txt', '&force_download=1');
    expect(answer.proxy).toBe(true);
    const sign = new URL(answer.url).searchParams.get('sign')!;
    expect(sign).toMatch(/^[A-Za-z0-9_-]{43}:\d+$/);
    const ok = await open(answer.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Disposition')).toMatch(/^attachment/);

    const forbidden = async (url: string, message: string) => {
      const res = await open(url);
      expect(res.status, url).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    await forbidden(answer.url.replace(/sign=[^&]+/, ''), 'this link is invalid');
    // Another first character (a fixed 'A' left one signature in 64 untouched).
    const tampered = answer.url.replace(
      /sign=(.)/,
      (_, first: string) => `sign=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(answer.url);
    await forbidden(tampered, 'this link is invalid');
    await forbidden(
      `http://localhost/api/p/signed/docs/other.txt?sign=${encodeURIComponent(sign)}`,
      'this link is invalid',
    );
    (t.clock as TestClock).advance(61_000);
    await forbidden(answer.url, 'this link has expired');
  });

  it('signs every proxy link when the admin says so, never expiring by default', async () => {
    await mount('/open', { web_proxy: true });
    await t.call('PUT', '/api/admin/settings/group/1', { token, body: { proxy_sign_all: true } });
    const answer = await link('/open/docs/日报 #1.txt');
    expect(answer.expires_at).toBeNull();
    expect(new URL(answer.url).searchParams.get('sign')).toMatch(/:0$/);
    expect((await open(answer.url)).status).toBe(200);
    expect((await open(answer.url.split('?')[0]!)).status).toBe(403);
  });

  it('gives keys links only inside their base path, and keeps proxy paths inside the mount', async () => {
    await mount('/open', { web_proxy: true });
    const key = await t.createKey(token, {
      name: 'k',
      permissions: Permission.MOUNT_VIEW,
      basic_path: '/open/elsewhere',
    });
    expect(
      (
        await t.call('GET', `/api/fs/file-link?path=${q('/open/docs/日报 #1.txt')}`, {
          apiKey: key.key,
        })
      ).status,
    ).toBe(403);
    for (const evil of [
      '/api/p/open/docs/..%2f..%2fsecret',
      '/api/p/open/%2e%2e/x',
      '/api/p/open/.cloudpaste/x',
    ]) {
      expect([400, 404]).toContain((await t.app.request(evil)).status);
    }
  });
});
