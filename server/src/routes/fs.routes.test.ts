/** The reading side of the filesystem API over mounts, on every storage driver. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

async function mount(path: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/admin/mounts', {
    token,
    body: {
      name: path.slice(1),
      storage_type: storage.storageType,
      storage_config_id: storage.configId,
      mount_path: path,
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string };
}

const get = (
  path: string,
  init: { token?: string; apiKey?: string; headers?: Record<string, string> } = { token },
) => t.call('GET', path, init);
const q = (path: string) => encodeURIComponent(path);
const names = (res: Awaited<ReturnType<typeof get>>) =>
  res.json.data.items.map((i: { name: string }) => i.name);

describe.each(storageKinds)('fs over %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/report.pdf', 'pdf bytes');
    await storage.put('docs/notes 100%.md', '# Notes\n');
    await storage.put('docs/deep/inner.txt', 'inner');
    await storage.put('photo.png', 'png');
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('lists the root and the folders above mounts as virtual folders', async () => {
    const team = await mount('/team');
    await mount('/media/photos');
    await mount('/off', { is_active: false });
    const root = await get('/api/fs/list?path=/');
    expect(root.status).toBe(200);
    expect(root.json.data).toMatchObject({
      path: '/',
      isRoot: true,
      isVirtual: true,
      mount_id: null,
    });
    expect(root.json.data.items).toEqual([
      expect.objectContaining({
        name: 'media',
        path: '/media',
        isDirectory: true,
        isVirtual: true,
        mount_id: null,
      }),
      expect.objectContaining({
        name: 'team',
        path: '/team',
        isDirectory: true,
        isVirtual: true,
        mount_id: team.id,
      }),
    ]);
    expect(names(await get('/api/fs/list?path=/media'))).toEqual(['photos']);
    expect((await get('/api/fs/list?path=/off')).status).toBe(404);
    expect((await get('/api/fs/list?path=/nowhere')).status).toBe(404);
  });

  it('lists a folder in a mount: folders first, then files with size, time and type', async () => {
    const team = await mount('/team');
    const top = await get('/api/fs/list?path=/team');
    expect(top.json.data).toMatchObject({
      path: '/team',
      isRoot: false,
      isVirtual: false,
      mount_id: team.id,
    });
    expect(names(top)).toEqual(['docs', 'photo.png']);
    const docs = await get(`/api/fs/list?path=${q('/team/docs/')}`);
    expect(docs.json.data.path).toBe('/team/docs');
    expect(docs.json.data.items).toEqual([
      expect.objectContaining({
        name: 'deep',
        path: '/team/docs/deep',
        isDirectory: true,
        type: 1,
        typeName: 'folder',
      }),
      expect.objectContaining({
        name: 'notes 100%.md',
        path: '/team/docs/notes 100%.md',
        isDirectory: false,
        size: 8,
        type: 4,
        typeName: 'text',
      }),
      expect.objectContaining({
        name: 'report.pdf',
        size: 9,
        type: 7,
        typeName: 'document',
        modified: expect.any(String),
      }),
    ]);
    expect((await get(`/api/fs/list?path=${q('/team/missing')}`)).status).toBe(404);
  });

  it('describes files and folders, with links that serve the file', async () => {
    await mount('/team');
    const file = await get(`/api/fs/get?path=${q('/team/docs/notes 100%.md')}`);
    expect(file.json.data).toMatchObject({
      name: 'notes 100%.md',
      isDirectory: false,
      size: 8,
      type: 4,
    });
    const preview = file.json.data.preview_url as string;
    const res = preview.startsWith('/') ? await t.app.request(preview) : await fetch(preview);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('# Notes\n');
    expect((await get(`/api/fs/get?path=${q('/team/docs')}`)).json.data).toMatchObject({
      isDirectory: true,
      download_url: null,
    });
    expect((await get('/api/fs/get?path=/team')).json.data).toMatchObject({
      isDirectory: true,
      isVirtual: true,
    });
    expect((await get(`/api/fs/get?path=${q('/team/nope.txt')}`)).status).toBe(404);
  });

  it('serves bytes with ranges and validators', async () => {
    await mount('/team');
    const path = `/api/fs/download?path=${q('/team/docs/report.pdf')}`;
    const whole = await get(path);
    expect(whole.status).toBe(200);
    expect(whole.text).toBe('pdf bytes');
    expect(whole.headers.get('Content-Disposition')).toMatch(/^inline/);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const part = await get(path, { token, headers: { Range: 'bytes=4-' } });
    expect(part.status).toBe(206);
    expect(part.text).toBe('bytes');
    expect(part.headers.get('Content-Range')).toBe('bytes 4-8/9');
    const etag = whole.headers.get('ETag')!;
    expect((await get(path, { token, headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await get(path, { token, headers: { Range: 'bytes=50-' } })).status).toBe(416);
    expect((await get(`${path}&download=true`)).headers.get('Content-Disposition')).toMatch(
      /^attachment/,
    );
    expect((await get(`/api/fs/download?path=${q('/team/docs')}`)).status).toBe(404);
  });

  it('honours the mount cache TTL: a listing is reused until it runs out or caches are cleared', async () => {
    const cached = await mount('/cached', { cache_ttl: 300 });
    await mount('/live', { cache_ttl: 0 });
    expect(names(await get('/api/fs/list?path=/cached'))).toEqual(['docs', 'photo.png']);
    expect(names(await get('/api/fs/list?path=/live'))).toEqual(['docs', 'photo.png']);
    await storage.put('added.txt', 'new');
    expect(names(await get('/api/fs/list?path=/cached'))).toEqual(['docs', 'photo.png']);
    expect(names(await get('/api/fs/list?path=/live'))).toEqual(['docs', 'added.txt', 'photo.png']);
    await t.call('POST', '/api/admin/cache/clear', { token });
    expect(names(await get('/api/fs/list?path=/cached'))).toEqual([
      'docs',
      'added.txt',
      'photo.png',
    ]);
    // Changing the mount drops its cached listings too.
    await storage.put('later.txt', 'later');
    expect(names(await get('/api/fs/list?path=/cached'))).not.toContain('later.txt');
    await t.call('PUT', `/api/admin/mounts/${cached.id}`, { token, body: { cache_ttl: 120 } });
    expect(names(await get('/api/fs/list?path=/cached'))).toContain('later.txt');
  });

  it('needs MOUNT_VIEW and keeps a key inside its basic_path', async () => {
    await mount('/team');
    await mount('/other');
    const viewer = await t.createKey(token, {
      name: 'v',
      permissions: Permission.MOUNT_VIEW,
      basic_path: '/team/docs',
    });
    const uploader = await t.createKey(token, { name: 'u', permissions: Permission.MOUNT_UPLOAD });
    const as = (apiKey: string) => ({ apiKey });
    expect(names(await get(`/api/fs/list?path=${q('/team/docs')}`, as(viewer.key)))).toEqual([
      'deep',
      'notes 100%.md',
      'report.pdf',
    ]);
    expect(
      (await get(`/api/fs/download?path=${q('/team/docs/deep/inner.txt')}`, as(viewer.key))).text,
    ).toBe('inner');
    for (const path of ['/', '/team', '/team/photo.png', '/other', '/team/docsx']) {
      const res = await get(`/api/fs/get?path=${q(path)}`, as(viewer.key));
      expect(res.status, path).toBe(403);
      expect(res.json.message).toBe('You can only access /team/docs and its subdirectories');
    }
    expect((await get('/api/fs/list?path=/team', as(uploader.key))).status).toBe(403);
    expect((await get('/api/fs/list?path=/team', {})).status).toBe(401);
  });
});

describe('long fs listings', () => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, 'local');
  });
  afterEach(() => t.close());

  it('lists a folder of more entries than one piece in full, the same whether kept or not', async () => {
    // Names that JSON must escape, and more entries than one piece of a streamed answer.
    const files = Array.from({ length: 600 }, (_, i) => `f${String(i).padStart(3, '0')} "q".txt`);
    await Promise.all(files.map((name) => storage.put(`big/${name}`, 'x')));
    await storage.put('big/sub/inner.txt', 'x');
    await mount('/kept', { cache_ttl: 300 });
    await mount('/fresh', { cache_ttl: 0 });
    const kept = await get('/api/fs/list?path=/kept/big');
    const fresh = await get('/api/fs/list?path=/fresh/big');
    for (const res of [kept, fresh]) {
      expect(res.status).toBe(200);
      // Joined pieces are exactly what serializing the answer whole gives.
      expect(res.text).toBe(JSON.stringify(res.json));
      expect(names(res)).toEqual(['sub', ...files]);
    }
    const items = (res: typeof kept, mountPath: string) =>
      res.json.data.items.map((item: { path: string }) => ({
        ...item,
        path: item.path.replace(mountPath, ''),
      }));
    expect(items(fresh, '/fresh')).toEqual(items(kept, '/kept'));
  });
});

describe('fs path traversal', () => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, 'local');
    await storage.put('sub/ok.txt', 'ok');
    await storage.put('other/secret.txt', 'secret of another folder');
    // Outside the storage root, beside it in DATA_DIR, and the driver's own internal folder.
    writeFileSync(join(t.dataDir, 'outside.txt'), 'outside the storage');
    mkdirSync(join(t.dataDir, 'storage', '.cloudpaste', 'multipart'), { recursive: true });
    writeFileSync(join(t.dataDir, 'storage', '.cloudpaste', 'multipart', 'part'), 'internal');
    await mount('/team');
  });
  afterEach(() => t.close());

  const EVIL = [
    '/team/../outside.txt',
    '/team/%2e%2e/outside.txt',
    '/team/%252e%252e/outside.txt',
    '/team/..%2foutside.txt',
    '/team/sub/..%5c..%5coutside.txt',
    '/team\\..\\outside.txt',
    '/team/sub/../../outside.txt',
    '/team/./sub/ok.txt',
    '/team/sub/ok.txt\0',
    '/team/sub%2f..%2f..%2fother/secret.txt',
    '/team/.cloudpaste/multipart/part',
    '/team/.cloudpaste',
  ];

  it.each(EVIL)('%s lists, reads and describes nothing outside', async (evil) => {
    for (const route of ['list', 'get', 'download']) {
      const res = await get(`/api/fs/${route}?path=${q(evil)}`);
      expect([400, 403, 404], `${route} ${evil}`).toContain(res.status);
      expect(res.text).not.toMatch(/outside the storage|secret of another|internal/);
    }
  });

  it('keeps a key in its base path whatever the spelling', async () => {
    const key = await t.createKey(token, {
      name: 'k',
      permissions: Permission.MOUNT_VIEW,
      basic_path: '/team/sub',
    });
    for (const evil of [
      '/team/sub/../other/secret.txt',
      '/team/sub/%2e%2e/other/secret.txt',
      '/team/sub%2f..%2fother/secret.txt',
      '/team/other/secret.txt',
      '/team/%73ub/../other/secret.txt',
    ]) {
      const res = await get(`/api/fs/download?path=${q(evil)}`, { apiKey: key.key });
      expect([400, 403], evil).toContain(res.status);
    }
    expect(
      (await get(`/api/fs/download?path=${q('/team/sub/ok.txt')}`, { apiKey: key.key })).text,
    ).toBe('ok');
  });

  it('hides the storage driver’s internal folder from listings', async () => {
    expect(names(await get('/api/fs/list?path=/team'))).toEqual(['other', 'sub']);
  });
});
