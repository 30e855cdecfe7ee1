/** The writing side of the filesystem API over mounts, on every storage driver. */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

type Auth = { token?: string; apiKey?: string };
const q = (path: string) => encodeURIComponent(path);
const names = async (path: string, auth: Auth = { token }) =>
  ((await t.call('GET', `/api/fs/list?path=${q(path)}`, auth)).json.data?.items ?? []).map(
    (i: { name: string }) => i.name,
  );
const read = async (path: string) =>
  (await t.call('GET', `/api/fs/download?path=${q(path)}`, { token })).text;

function upload(
  folder: string,
  name: string,
  content: string,
  auth: Auth = { token },
  { fieldsAfter = false, size }: { fieldsAfter?: boolean; size?: number } = {},
) {
  const form = new FormData();
  if (!fieldsAfter) form.append('path', folder);
  if (size !== undefined) form.append('size', `${size}`);
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  if (fieldsAfter) form.append('path', folder);
  const headers: Record<string, string> = {};
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  if (auth.apiKey) headers.Authorization = `ApiKey ${auth.apiKey}`;
  return t.app.request('/api/fs/upload', { method: 'POST', body: form, headers });
}

describe.each(storageKinds)('fs writes on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/a.txt', 'A');
    await storage.put('docs/sub/b.txt', 'B');
    await storage.mount('/team', { cache_ttl: 300 });
    // Listings are cached from here on: every write below must drop what it changed.
    expect(await names('/team')).toEqual(['docs']);
    expect(await names('/team/docs')).toEqual(['sub', 'a.txt']);
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('makes folders, empty ones listed too, and refuses one that exists', async () => {
    const res = await t.call('POST', '/api/fs/mkdir', {
      token,
      body: { path: '/team/new/deeper' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name: 'deeper',
      path: '/team/new/deeper',
      isDirectory: true,
    });
    expect(await names('/team')).toEqual(['docs', 'new']);
    expect(await names('/team/new/deeper')).toEqual([]);
    expect(
      (await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/team/docs' } })).status,
    ).toBe(409);
    expect(
      (await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/team/docs/a.txt' } })).status,
    ).toBe(409);
    expect((await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/team' } })).status).toBe(
      400,
    );
    expect(
      (await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/elsewhere/x' } })).status,
    ).toBe(404);
  });

  it('streams an upload into a folder, replacing a file of that name', async () => {
    const res = await upload('/team/docs', 'c 100%.txt', 'hello C');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      name: 'c 100%.txt',
      path: '/team/docs/c 100%.txt',
      size: 7,
    });
    expect(await names('/team/docs')).toEqual(['sub', 'a.txt', 'c 100%.txt']);
    expect(await read('/team/docs/c 100%.txt')).toBe('hello C');
    expect((await upload('/team/docs', 'a.txt', 'A2')).status).toBe(201);
    expect(await read('/team/docs/a.txt')).toBe('A2');
    expect((await upload('/team', 'root.txt', 'at the mount root')).status).toBe(201);
    expect(await names('/team')).toEqual(['docs', 'root.txt']);
  });

  it('takes the folder before or after the file, and refuses an upload over the size limit', async () => {
    await t.call('PUT', '/api/admin/settings/group/1', {
      token,
      body: { max_upload_size: 1, max_upload_size_unit: 'KB' },
    });
    for (const fieldsAfter of [false, true]) {
      const big = await upload(
        '/team/docs',
        'big.txt',
        'x'.repeat(5000),
        { token },
        { fieldsAfter },
      );
      expect(big.status).toBe(413);
    }
    expect(await names('/team/docs')).toEqual(['sub', 'a.txt']);
    const late = await upload('/team/docs', 'late.txt', 'late', { token }, { fieldsAfter: true });
    expect(late.status).toBe(201);
    expect(await read('/team/docs/late.txt')).toBe('late');
    expect(await names('/team/docs')).toEqual(['sub', 'a.txt', 'late.txt']);
  });

  it('stores a file of declared size, and nothing of one that is not that size', async () => {
    const declared = await upload('/team/docs', 'sized.txt', 'hello', { token }, { size: 5 });
    expect(declared.status).toBe(201);
    expect(await read('/team/docs/sized.txt')).toBe('hello');
    const wrong = await upload('/team/docs', 'wrong.txt', 'hello', { token }, { size: 6 });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'the file is 5 bytes, shorter than its declared size of 6 bytes: nothing was stored',
    );
    expect(await names('/team/docs')).toEqual(['sub', 'a.txt', 'sized.txt']);
  });

  it('saves text from the editor, up to 10 MB', async () => {
    const res = await t.call('POST', '/api/fs/update', {
      token,
      body: { path: '/team/docs/a.txt', content: 'edited ✓' },
    });
    expect(res.status).toBe(200);
    expect(await read('/team/docs/a.txt')).toBe('edited ✓');
    expect(
      (
        await t.call('POST', '/api/fs/update', {
          token,
          body: { path: '/team/docs/new.md', content: '# new' },
        })
      ).status,
    ).toBe(200);
    expect(await names('/team/docs')).toEqual(['sub', 'a.txt', 'new.md']);
    const huge = await t.call('POST', '/api/fs/update', {
      token,
      body: { path: '/team/docs/a.txt', content: 'x'.repeat(10 * 1024 * 1024 + 1) },
    });
    expect(huge.status).toBe(413);
    expect(
      (
        await t.call('POST', '/api/fs/update', {
          token,
          body: { path: '/team/docs/sub', content: 'x' },
        })
      ).status,
    ).toBe(409);
  });

  it('renames files and whole folders inside a mount', async () => {
    const file = await t.call('POST', '/api/fs/rename', {
      token,
      body: { oldPath: '/team/docs/a.txt', newPath: '/team/docs/z.txt' },
    });
    expect(file.status).toBe(200);
    expect(await names('/team/docs')).toEqual(['sub', 'z.txt']);
    expect(await read('/team/docs/z.txt')).toBe('A');
    await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/team/docs/sub/empty' } });
    const folder = await t.call('POST', '/api/fs/rename', {
      token,
      body: { oldPath: '/team/docs', newPath: '/team/archive' },
    });
    expect(folder.status).toBe(200);
    expect(await names('/team')).toEqual(['archive']);
    expect(await names('/team/archive/sub')).toEqual(['empty', 'b.txt']);
    expect(await read('/team/archive/sub/b.txt')).toBe('B');
    expect((await t.call('GET', `/api/fs/list?path=${q('/team/docs')}`, { token })).status).toBe(
      404,
    );
    for (const [body, status] of [
      [{ oldPath: '/team/archive', newPath: '/team/archive/inside' }, 400],
      [{ oldPath: '/team/archive/z.txt', newPath: '/team/archive/sub' }, 409],
      [{ oldPath: '/team/missing.txt', newPath: '/team/x.txt' }, 404],
      [{ oldPath: '/team', newPath: '/renamed' }, 400],
    ] as const) {
      expect(
        (await t.call('POST', '/api/fs/rename', { token, body })).status,
        JSON.stringify(body),
      ).toBe(status);
    }
  });

  it('removes files and folders with everything in them, each path on its own', async () => {
    await t.call('POST', '/api/fs/mkdir', { token, body: { path: '/team/docs/sub/empty' } });
    const res = await t.call('DELETE', '/api/fs/batch-remove', {
      token,
      body: { paths: ['/team/docs/a.txt', '/team/docs/sub', '/team/nope', '/team'] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.success).toBe(2);
    expect(res.json.data.failed.map((f: { path: string }) => f.path)).toEqual([
      '/team/nope',
      '/team',
    ]);
    expect(await names('/team/docs')).toEqual([]);
    expect(
      (await t.call('DELETE', '/api/fs/batch-remove', { token, body: { paths: [] } })).status,
    ).toBe(400);
  });

  it('asks each write for its own permission, inside the key’s base path', async () => {
    const only = (permissions: number) =>
      t.createKey(token, {
        name: `k${permissions}`,
        permissions: permissions | Permission.MOUNT_VIEW,
        basic_path: '/team/docs',
      });
    const viewer = await only(0);
    const uploader = await only(Permission.MOUNT_UPLOAD);
    const renamer = await only(Permission.MOUNT_RENAME);
    const deleter = await only(Permission.MOUNT_DELETE);
    const as = (key: { key: string }) => ({ apiKey: key.key });
    expect(
      (await t.call('POST', '/api/fs/mkdir', { ...as(viewer), body: { path: '/team/docs/x' } }))
        .status,
    ).toBe(403);
    expect((await upload('/team/docs', 'v.txt', 'v', as(viewer))).status).toBe(403);
    expect(
      (await t.call('POST', '/api/fs/mkdir', { ...as(uploader), body: { path: '/team/docs/x' } }))
        .status,
    ).toBe(201);
    expect((await upload('/team/docs', 'u.txt', 'u', as(uploader))).status).toBe(201);
    expect((await upload('/team', 'out.txt', 'u', as(uploader))).status).toBe(403);
    expect(
      (
        await t.call('POST', '/api/fs/rename', {
          ...as(uploader),
          body: { oldPath: '/team/docs/u.txt', newPath: '/team/docs/w.txt' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/fs/rename', {
          ...as(renamer),
          body: { oldPath: '/team/docs/u.txt', newPath: '/team/w.txt' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/fs/rename', {
          ...as(renamer),
          body: { oldPath: '/team/docs/u.txt', newPath: '/team/docs/w.txt' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('DELETE', '/api/fs/batch-remove', {
          ...as(renamer),
          body: { paths: ['/team/docs/w.txt'] },
        })
      ).status,
    ).toBe(403);
    const outside = await t.call('DELETE', '/api/fs/batch-remove', {
      ...as(deleter),
      body: { paths: ['/team/docs/w.txt', '/team/docs/../docs/a.txt'] },
    });
    expect(outside.json.data).toMatchObject({
      success: 1,
      failed: [{ path: '/team/docs/../docs/a.txt', error: 'path is not a valid path' }],
    });
    expect(await names('/team/docs')).toEqual(['sub', 'x', 'a.txt']);
  });
});
