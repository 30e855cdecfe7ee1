/** Copies between folders (server-side, inside one storage) and between storages (client-carried). */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { completeCrossStorageCopy } from '../../test/cross-storage-copy.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const q = (path: string) => encodeURIComponent(path);
const names = async (path: string) =>
  ((await t.call('GET', `/api/fs/list?path=${q(path)}`, { token })).json.data?.items ?? []).map(
    (i: { name: string }) => i.name,
  );
const read = async (path: string) =>
  (await t.call('GET', `/api/fs/download?path=${q(path)}`, { token })).text;
const copy = (
  body: Record<string, unknown>,
  auth: { token?: string; apiKey?: string } = { token },
) => t.call('POST', '/api/fs/batch-copy', { ...auth, body });

async function mount(path: string, on: MountedStorage) {
  const res = await t.call('POST', '/api/admin/mounts', {
    token,
    body: {
      name: path.slice(1),
      storage_type: on.storageType,
      storage_config_id: on.configId,
      mount_path: path,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data.id as string;
}

describe.each(storageKinds)('copies inside %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.put('docs/a.txt', 'A');
    await storage.put('docs/sub/b.txt', 'B');
    await storage.put('backup/a.txt', 'old A');
    await mount('/team', storage);
  });
  afterEach(async () => {
    await storage.cleanup();
    await t.close();
  });

  it('copies files and whole folders on the server, into folders or to a new name', async () => {
    const res = await copy({
      items: [
        { sourcePath: '/team/docs/a.txt', targetPath: '/team/docs/a copy.txt' },
        { sourcePath: '/team/docs', targetPath: '/team/archive/' },
        { sourcePath: '/team/nope.txt', targetPath: '/team/backup/' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      success: 2,
      skipped: 0,
      crossStorage: false,
      requiresClientSideCopy: false,
    });
    expect(res.json.data.failed).toEqual([
      { sourcePath: '/team/nope.txt', error: 'file or folder not found', reason: 'fs.notFound' },
    ]);
    expect(await read('/team/docs/a copy.txt')).toBe('A');
    expect(await names('/team/archive/docs')).toEqual(['sub', 'a copy.txt', 'a.txt']);
    expect(await read('/team/archive/docs/sub/b.txt')).toBe('B');
    expect(await read('/team/docs/a.txt')).toBe('A');
  });

  it('skips what exists when asked, and overwrites otherwise', async () => {
    const skipped = await copy({
      items: [{ sourcePath: '/team/docs/a.txt', targetPath: '/team/backup' }],
      skipExisting: true,
    });
    expect(skipped.json.data).toMatchObject({ success: 1, skipped: 1 });
    expect(await read('/team/backup/a.txt')).toBe('old A');
    await copy({ items: [{ sourcePath: '/team/docs/a.txt', targetPath: '/team/backup' }] });
    expect(await read('/team/backup/a.txt')).toBe('A');
  });

  it('copies a file or folder into the folder it lies in as a numbered copy beside it', async () => {
    const here = (sourcePath: string, targetPath: string) =>
      copy({ items: [{ sourcePath, targetPath }] });
    expect((await here('/team/docs/a.txt', '/team/docs')).json.data).toMatchObject({
      success: 1,
      failed: [],
    });
    await here('/team/docs/a.txt', '/team/docs/');
    expect(await read('/team/docs/a (1).txt')).toBe('A');
    expect(await read('/team/docs/a (2).txt')).toBe('A');
    expect((await here('/team/docs/sub', '/team/docs')).json.data.success).toBe(1);
    expect(await read('/team/docs/sub (1)/b.txt')).toBe('B');
    expect(await names('/team/docs')).toEqual([
      'sub',
      'sub (1)',
      'a (1).txt',
      'a (2).txt',
      'a.txt',
    ]);
  });

  it('refuses a folder into itself, and callers without MOUNT_COPY or outside their base path', async () => {
    const into = await copy({
      items: [{ sourcePath: '/team/docs', targetPath: '/team/docs/sub/' }],
    });
    expect(into.json.data.failed).toEqual([
      {
        sourcePath: '/team/docs',
        error: 'a folder cannot be copied into itself',
        reason: 'fs.copyIntoItself',
      },
    ]);
    const viewer = await t.createKey(token, { name: 'v', permissions: Permission.MOUNT_VIEW });
    const copier = await t.createKey(token, {
      name: 'c',
      permissions: Permission.MOUNT_COPY,
      basic_path: '/team/docs',
    });
    expect(
      (
        await copy(
          { items: [{ sourcePath: '/team/docs/a.txt', targetPath: '/team/docs/z.txt' }] },
          { apiKey: viewer.key },
        )
      ).status,
    ).toBe(403);
    const out = await copy(
      { items: [{ sourcePath: '/team/docs/a.txt', targetPath: '/team/backup/' }] },
      { apiKey: copier.key },
    );
    expect(out.json.data.failed[0].error).toBe(
      'You can only access /team/docs and its subdirectories',
    );
    expect((await copy({ items: [] })).status).toBe(400);
  });
});

describe.runIf(storageKinds.includes('s3'))('copies between storages', () => {
  let s3: MountedStorage;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, 'local');
    s3 = await mountedStorage(t, token, 's3');
    await storage.put('docs/a.txt', 'local A');
    await storage.put('docs/sub/b.txt', 'local B');
    await mount('/local', storage);
  });
  afterEach(async () => {
    await s3.cleanup();
    await t.close();
  });

  it('hands the client links for each file, then commits what it carried', async () => {
    const bucketMount = await mount('/bucket', s3);
    const res = await copy({ items: [{ sourcePath: '/local/docs', targetPath: '/bucket/' }] });
    expect(res.json.data).toMatchObject({
      success: 0,
      crossStorage: true,
      requiresClientSideCopy: true,
    });
    const [result] = res.json.data.crossStorageResults;
    expect(result).toMatchObject({
      sourcePath: '/local/docs',
      targetPath: '/bucket/docs',
      targetMountId: bucketMount,
    });
    expect(result.items.map((i: { targetPath: string }) => i.targetPath)).toEqual([
      '/bucket/docs/a.txt',
      '/bucket/docs/sub/b.txt',
    ]);
    const commit = await completeCrossStorageCopy(t, token, bucketMount, result.items);
    expect(commit.json.data).toEqual({ success: 2, failed: [] });
    expect(await read('/bucket/docs/sub/b.txt')).toBe('local B');
    const missing = await t.call('POST', '/api/fs/batch-copy-commit', {
      token,
      body: { targetMountId: bucketMount, files: [{ targetPath: '/bucket/none.txt' }] },
    });
    expect(missing.json.data.failed).toEqual([
      {
        path: '/bucket/none.txt',
        error: 'the copied file was not found in storage',
        reason: 'fs.copiedNotFound',
      },
    ]);
    const empty = await t.call('POST', '/api/fs/batch-copy-commit', {
      token,
      body: { targetMountId: bucketMount, files: [] },
    });
    expect(empty.json.message).toBe('files: no cross-storage copy items found');
  });

  it('leaves out files the target already has when asked to skip them', async () => {
    await mount('/bucket', s3);
    await s3.put('docs/a.txt', 'already here');
    const res = await copy({
      items: [{ sourcePath: '/local/docs', targetPath: '/bucket/' }],
      skipExisting: true,
    });
    expect(res.json.data).toMatchObject({ skipped: 1, requiresClientSideCopy: true });
    const [result] = res.json.data.crossStorageResults;
    expect(result.items.map((i: { targetPath: string }) => i.targetPath)).toEqual([
      '/bucket/docs/sub/b.txt',
    ]);
  });
});
