/**
 * A WebDAV storage set up and used only through the API, as an admin would (docs/STORAGE-DRIVERS.md):
 * created with its settings in `config`, tested, mounted, given a file share, listed, read with a
 * range, copied to local storage, and never answering its password. Runs against the test WebDAV
 * server (test/webdav.ts).
 */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { completeCrossStorageCopy } from '../../test/cross-storage-copy.js';
import { fetchBytes, upload } from '../../test/file-shares.js';
import { testWebDav, type TestWebDavFolder } from '../../test/webdav.js';

let t: TestApp;
let token: string;
let folder: TestWebDavFolder;

const q = (path: string) => encodeURIComponent(path);

async function createWebDav(extra: Record<string, unknown> = {}) {
  const { url, basePath, username, password } = folder.spec;
  const res = await t.call('POST', '/api/s3-configs', {
    token,
    body: {
      name: 'NAS',
      provider_type: 'WebDAV',
      is_public: true,
      config: { url, base_path: basePath, username, password },
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res;
}

async function mount(path: string, configId: string, storageType: string) {
  const res = await t.call('POST', '/api/admin/mounts', {
    token,
    body: {
      name: path.slice(1),
      storage_type: storageType,
      storage_config_id: configId,
      mount_path: path,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data.id as string;
}

describe.skipIf(!testWebDav)('WebDAV storage through the API', () => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    folder = testWebDav!.createFolder();
  });
  afterEach(async () => {
    await folder.cleanup();
    await t.close();
  });

  it('is offered by the storage types and created, answered and updated without its password', async () => {
    const types = await t.call('GET', '/api/admin/storage-types', { token });
    expect(types.json.data.map((d: { type: string }) => d.type)).toContain('WEBDAV');

    const created = await createWebDav();
    const password = folder.spec.password;
    expect(created.json.data).toMatchObject({
      storage_type: 'WEBDAV',
      provider_type: 'WebDAV',
      config: {
        url: folder.spec.url,
        base_path: folder.spec.basePath,
        username: 'cloudpaste-test',
      },
      secrets_set: ['password'],
      has_secret: true,
      bucket_name: '',
      endpoint_url: null,
      access_key_id: null,
    });
    const id = created.json.data.id as string;
    const row = await t.database.db
      .selectFrom('storage_configs')
      .select('config')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.config).not.toContain(password);

    const renamed = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: { name: 'NAS 2', config: { password: '' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.data.secrets_set).toEqual(['password']);
    const answers = [
      created,
      renamed,
      await t.call('GET', `/api/s3-configs/${id}`, { token }),
      await t.call('GET', '/api/s3-configs', { token }),
    ];
    for (const answer of answers) expect(answer.text).not.toContain(password);

    const bad = await t.call('POST', '/api/s3-configs', {
      token,
      body: { name: 'Bad', provider_type: 'WebDAV', config: { url: 'ftp://nas' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/url must be an http/);
  });

  it('passes the connection test, holds a file share, and serves it in the explorer with ranges and copies', async () => {
    const id = (await createWebDav()).json.data.id as string;
    const report = await t.call('POST', `/api/s3-configs/${id}/test`, { token, body: {} });
    expect(report.json.data.checks, report.text).toSatisfy((checks: { ok: boolean }[]) =>
      checks.every((c) => c.ok),
    );

    const shared = await upload(t, {
      token,
      before: [['s3_config_id', id]],
      file: { name: 'note.txt', type: 'text/plain', content: Buffer.from('0123456789') },
    });
    expect(shared.status, JSON.stringify(shared.json)).toBe(201);
    const download = await fetchBytes(t, shared.json.data.downloadUrl as string);
    expect(download.body.toString()).toBe('0123456789');

    const { driver } = await t.services.storage.byId(id);
    const body = Buffer.from('hello webdav');
    await driver.put('docs/a.txt', Readable.from([body]), {
      contentType: 'text/plain',
      size: body.length,
    });
    await mount('/nas', id, 'WEBDAV');
    const list = await t.call('GET', `/api/fs/list?path=${q('/nas/docs')}`, { token });
    expect(list.json.data.items.map((i: { name: string }) => i.name)).toEqual(['a.txt']);
    const ranged = await fetchBytes(t, `/api/fs/download?path=${q('/nas/docs/a.txt')}`, {
      Authorization: `Bearer ${token}`,
      Range: 'bytes=6-11',
    });
    expect(ranged.status).toBe(206);
    expect(ranged.body.toString()).toBe('webdav');

    const locals = await t.call('GET', '/api/s3-configs', { token });
    const local = locals.json.data.find(
      (c: { storage_type: string }) => c.storage_type === 'LOCAL',
    );
    const localMount = await mount('/disk', local.id as string, 'LOCAL');
    const copy = await t.call('POST', '/api/fs/batch-copy', {
      token,
      body: { items: [{ sourcePath: '/nas/docs/a.txt', targetPath: '/disk/' }] },
    });
    expect(copy.json.data, copy.text).toMatchObject({ crossStorage: true });
    const [result] = copy.json.data.crossStorageResults;
    const commit = await completeCrossStorageCopy(t, token, localMount, result.items);
    expect(commit.json.data).toEqual({ success: 1, failed: [] });
    const copied = await t.call('GET', `/api/fs/download?path=${q('/disk/a.txt')}`, { token });
    expect(copied.text).toBe('hello webdav');
  });
});
