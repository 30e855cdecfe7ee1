import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { insertFileRow } from '../../test/file-rows.js';
import { testS3 } from '../../test/s3.js';
import { SecretBox } from '../lib/secret-box.js';

const ACCESS_KEY = 'TESTKEYIOSFODNNEXAMPLE';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

const s3Body = (extra: Record<string, unknown> = {}) => ({
  name: 'Ceph',
  provider_type: 'Other S3 Compatible',
  endpoint_url: 'http://127.0.0.1:7480/',
  bucket_name: 'shares',
  access_key_id: ACCESS_KEY,
  secret_access_key: SECRET_KEY,
  ...extra,
});

let t: TestApp;
let token: string;
const clock = () => t.clock as TestClock;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const rawRow = (id: string) =>
  t.database.db
    .selectFrom('storage_configs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
/** A sealed secret of a stored configuration (its `config` settings), null when none is set. */
const sealedOf = (row: { config: string }, key: string): string =>
  (JSON.parse(row.config) as Record<string, string>)[key]!;

async function createS3(extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/s3-configs', { token, body: s3Body(extra) });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; [field: string]: unknown };
}

const insertFile = (configId: string, size: number, status = 'ready') =>
  insertFileRow(t, configId, { size, status });

describe('a fresh install', () => {
  it('has local storage under DATA_DIR as its public default, keeping shares in shares/', async () => {
    const res = await t.call('GET', '/api/s3-configs', { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({
      name: 'Local storage',
      storage_type: 'LOCAL',
      provider_type: 'Local',
      bucket_name: join(t.dataDir, 'storage'),
      default_folder: 'shares/',
      is_default: 1,
      is_public: 1,
      created_by: 'system',
      access_key_id: null,
      has_secret: false,
      usage: { used_bytes: 0, file_count: 0 },
    });
    expect(await t.services.storageConfigs.ensureDefaultLocal()).toBe(false);
  });
});

describe('creating and reading configurations', () => {
  it('never answers a secret: the access key is masked and the secret only flagged', async () => {
    const created = await t.call('POST', '/api/s3-configs', {
      token,
      body: s3Body({ region: 'us-west-2', total_storage_bytes: 10 * 1024 ** 3 }),
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      name: 'Ceph',
      storage_type: 'S3',
      provider_type: 'Other S3 Compatible',
      endpoint_url: 'http://127.0.0.1:7480',
      bucket_name: 'shares',
      region: 'us-west-2',
      access_key_id: 'TEST****MPLE',
      has_secret: true,
      path_style: 1,
      is_public: 0,
      is_default: 0,
      default_folder: '',
      total_storage_bytes: 10 * 1024 ** 3,
      signature_expires_in: 3600,
      custom_host: null,
    });
    const id = created.json.data.id as string;
    const answers = [
      created,
      await t.call('GET', '/api/s3-configs', { token }),
      await t.call('GET', `/api/s3-configs/${id}`, { token }),
    ];
    answers.push(
      await t.call('PUT', `/api/s3-configs/${id}`, { token, body: { name: 'Renamed' } }),
    );
    answers.push(await t.call('PUT', `/api/s3-configs/${id}/set-default`, { token }));
    for (const res of answers) {
      expect(res.status).toBe(200 + (res === created ? 1 : 0));
      expect(res.text).not.toContain(SECRET_KEY);
      expect(res.text).not.toContain(ACCESS_KEY);
      // Only whether secrets are set is answered (`secrets_set`), never a secret field.
      expect(res.text).not.toContain('"secret_access_key":');
      expect(res.text).not.toContain('_enc');
    }
  });

  it('stores both credentials encrypted, bound to their record and column', async () => {
    const { id } = await createS3();
    const row = await rawRow(id);
    expect(sealedOf(row, 'access_key_id')).toMatch(/^v1\./);
    expect(sealedOf(row, 'secret_access_key')).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(row)).not.toContain(ACCESS_KEY);
    const box = new SecretBox(TEST_SECRET);
    expect(
      box.open(sealedOf(row, 'secret_access_key'), `storage_configs:${id}:secret_access_key`),
    ).toBe(SECRET_KEY);
    expect(box.open(sealedOf(row, 'access_key_id'), `storage_configs:${id}:access_key_id`)).toBe(
      ACCESS_KEY,
    );
    expect(() =>
      box.open(sealedOf(row, 'secret_access_key'), `storage_configs:${id}:access_key_id`),
    ).toThrow();
  });

  it('derives storage_type from provider_type and provider_type Local from storage_type LOCAL', async () => {
    const aws = await createS3({ provider_type: 'AWS S3', endpoint_url: '' });
    expect(aws).toMatchObject({ storage_type: 'S3', endpoint_url: null, path_style: 0 });
    const local = await t.call('POST', '/api/s3-configs', {
      token,
      body: { name: 'Disk', storage_type: 'local', bucket_name: 'more-files', is_public: 1 },
    });
    expect(local.status).toBe(201);
    expect(local.json.data).toMatchObject({
      storage_type: 'LOCAL',
      provider_type: 'Local',
      bucket_name: 'more-files',
      is_public: 1,
      has_secret: false,
      access_key_id: null,
    });
  });

  it('normalises the default folder and treats 0 capacity as unlimited', async () => {
    const config = await createS3({
      default_folder: '/shares//2026/',
      total_storage_bytes: 0,
      path_style: false,
    });
    expect(config).toMatchObject({
      default_folder: 'shares/2026/',
      total_storage_bytes: null,
      path_style: 0,
    });
  });

  it.each([
    [{ name: '' }, /^name/],
    [{ provider_type: 'Dropbox' }, /^provider_type must be one of/],
    [{ storage_type: 'FTP' }, /^storage_type/],
    [{ storage_type: 'LOCAL' }, /^provider_type .* does not match/],
    [
      { provider_type: 'Cloudflare R2', endpoint_url: '' },
      /^endpoint_url is required for Cloudflare R2/,
    ],
    [{ endpoint_url: 'ftp://host' }, /^endpoint_url must start with http/],
    [{ endpoint_url: 'https://user:pw@host' }, /^endpoint_url must not contain credentials/],
    [{ bucket_name: '' }, /^bucket_name/],
    [{ bucket_name: 'a/b' }, /^bucket_name may contain only/],
    [{ access_key_id: '' }, /^access_key_id is required/],
    [{ secret_access_key: undefined }, /^secret_access_key is required/],
    [{ default_folder: 'a/../b' }, /^default_folder/],
    [{ signature_expires_in: 5 }, /^signature_expires_in must be at least 60/],
    [{ signature_expires_in: 8 * 24 * 3600 }, /^signature_expires_in must be at most/],
    [{ total_storage_bytes: -1 }, /^total_storage_bytes cannot be negative/],
    [{ total_storage_bytes: 'lots' }, /^total_storage_bytes/],
    [{ is_public: 'maybe' }, /^is_public/],
    [{ custom_host: 'not a url' }, /^custom_host/],
    [{ region: 'us east' }, /^region/],
  ])('refuses %j with a 400 naming the field', async (extra, message) => {
    const res = await t.call('POST', '/api/s3-configs', { token, body: s3Body(extra) });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toMatch(message);
  });

  it('refuses local directories that are the filesystem root or hold the data directory', async () => {
    for (const bucket_name of ['/', t.dataDir, join(t.dataDir, '..')]) {
      const res = await t.call('POST', '/api/s3-configs', {
        token,
        body: { name: 'x', provider_type: 'Local', bucket_name },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^bucket_name: a local storage directory must not/);
    }
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await t.call('POST', '/api/s3-configs', { token, body: '[1]' })).status).toBe(400);
    expect((await t.call('POST', '/api/s3-configs', { token, body: '{oops' })).status).toBe(400);
  });
});

describe('updating', () => {
  it('keeps the stored credentials when they are absent or empty, and replaces them when given', async () => {
    const { id } = await createS3();
    const before = await rawRow(id);
    const kept = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: { name: 'Kept', access_key_id: '', secret_access_key: '' },
    });
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({
      name: 'Kept',
      access_key_id: 'TEST****MPLE',
      has_secret: true,
    });
    const after = await rawRow(id);
    expect(sealedOf(after, 'secret_access_key')).toBe(sealedOf(before, 'secret_access_key'));
    expect(sealedOf(after, 'access_key_id')).toBe(sealedOf(before, 'access_key_id'));

    const replaced = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: { access_key_id: 'NEWKEY1234567890', secret_access_key: 'new-secret-value-123' },
    });
    expect(replaced.json.data.access_key_id).toBe('NEWK****7890');
    expect(replaced.text).not.toContain('new-secret-value-123');
    const box = new SecretBox(TEST_SECRET);
    expect(
      box.open(
        sealedOf(await rawRow(id), 'secret_access_key'),
        `storage_configs:${id}:secret_access_key`,
      ),
    ).toBe('new-secret-value-123');
  });

  it('checks the merged configuration and refuses an empty update', async () => {
    const { id } = await createS3({ provider_type: 'AWS S3', endpoint_url: null });
    const res = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: { provider_type: 'Backblaze B2' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^endpoint_url is required for Backblaze B2/);
    expect(
      (await t.call('PUT', `/api/s3-configs/${id}`, { token, body: {} })).json.message,
    ).toMatch(/nothing to update/);
    const fine = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: {
        provider_type: 'Backblaze B2',
        endpoint_url: 'https://s3.us-west-004.backblazeb2.com',
        is_public: true,
      },
    });
    expect(fine.json.data).toMatchObject({
      provider_type: 'Backblaze B2',
      is_public: 1,
      endpoint_url: 'https://s3.us-west-004.backblazeb2.com',
    });
  });

  it('drops endpoint and credentials when a configuration becomes local, and needs them back for S3', async () => {
    const { id } = await createS3();
    const local = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: { storage_type: 'LOCAL', bucket_name: 'disk' },
    });
    expect(local.json.data).toMatchObject({
      storage_type: 'LOCAL',
      provider_type: 'Local',
      endpoint_url: null,
      access_key_id: null,
      has_secret: false,
    });
    const row = await rawRow(id);
    // A local storage keeps no endpoint or credentials around.
    expect(Object.keys(JSON.parse(row.config) as object)).toEqual(['root']);
    const back = await t.call('PUT', `/api/s3-configs/${id}`, {
      token,
      body: { provider_type: 'AWS S3', bucket_name: 'bucket' },
    });
    expect(back.status).toBe(400);
    expect(back.json.message).toMatch(/^access_key_id is required/);
  });
});

describe('the default configuration', () => {
  it('keeps exactly one default and moves it to the oldest remaining one when the default is deleted', async () => {
    const local = (await t.call('GET', '/api/s3-configs', { token })).json.data[0].id as string;
    clock().advance(1000);
    const a = await createS3({ name: 'A' });
    clock().advance(1000);
    const b = await createS3({ name: 'B' });
    const set = await t.call('PUT', `/api/s3-configs/${b.id}/set-default`, { token });
    expect(set.json.data).toMatchObject({ id: b.id, is_default: 1 });
    const defaults = async () =>
      (await t.call('GET', '/api/s3-configs', { token })).json.data
        .filter((c: any) => c.is_default === 1)
        .map((c: any) => c.id);
    expect(await defaults()).toEqual([b.id]);
    expect((await t.call('DELETE', `/api/s3-configs/${b.id}`, { token })).status).toBe(200);
    expect(await defaults()).toEqual([local]);
    expect((await t.call('DELETE', `/api/s3-configs/${local}`, { token })).status).toBe(200);
    expect(await defaults()).toEqual([a.id]);
  });
});

describe('deleting', () => {
  it('is refused with 409 while file shares use the configuration', async () => {
    const { id } = await createS3();
    const fileId = await insertFile(id, 10);
    const refused = await t.call('DELETE', `/api/s3-configs/${id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/used by 1 file share/);
    await t.database.db.deleteFrom('files').where('id', '=', fileId).execute();
    expect((await t.call('DELETE', `/api/s3-configs/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/api/s3-configs/${id}`, { token })).status).toBe(404);
  });
});

describe('usage', () => {
  it('sums committed file shares against the capacity', async () => {
    const { id } = await createS3({ total_storage_bytes: 1000 });
    await insertFile(id, 300);
    await insertFile(id, 200);
    await insertFile(id, 5000, 'pending');
    const res = await t.call('GET', `/api/s3-configs/${id}`, { token });
    expect(res.json.data).toMatchObject({
      total_storage_bytes: 1000,
      usage: { used_bytes: 500, file_count: 2 },
    });
    expect(await t.services.storage.usedBytes(id)).toBe(500);
  });
});

describe('access', () => {
  it('lets keys with file or mount rights list public configurations only, without infrastructure details', async () => {
    const privateOne = await createS3({ name: 'Private' });
    const publicOne = await createS3({ name: 'Public', is_public: 1 });
    for (const permissions of [Permission.FILE_SHARE, Permission.MOUNT_VIEW]) {
      const key = await t.createKey(token, { name: `k${permissions}`, permissions });
      const list = await t.call('GET', '/api/s3-configs', { apiKey: key.key });
      expect(list.status).toBe(200);
      expect(list.json.data.map((c: any) => c.name)).toEqual(['Local storage', 'Public']);
      expect(Object.keys(list.json.data[1]).sort()).toEqual([
        'id',
        'is_default',
        'is_public',
        'name',
        'provider_type',
        'storage_type',
        'total_storage_bytes',
        'usage',
      ]);
      expect(list.text).not.toContain('shares');
      expect(
        (await t.call('GET', `/api/s3-configs/${publicOne.id}`, { apiKey: key.key })).json.data
          .name,
      ).toBe('Public');
      expect(
        (await t.call('GET', `/api/s3-configs/${privateOne.id}`, { apiKey: key.key })).status,
      ).toBe(404);
    }
  });

  it('keeps every write and the test to the admin', async () => {
    const { id } = await createS3();
    const key = await t.createKey(token, {
      name: 'files',
      permissions: Permission.FILE_SHARE | Permission.MOUNT_UPLOAD,
    });
    const calls: [string, string][] = [
      ['POST', '/api/s3-configs'],
      ['PUT', `/api/s3-configs/${id}`],
      ['DELETE', `/api/s3-configs/${id}`],
      ['PUT', `/api/s3-configs/${id}/set-default`],
      ['POST', `/api/s3-configs/${id}/test`],
    ];
    for (const [method, path] of calls) {
      expect((await t.call(method, path, { apiKey: key.key, body: s3Body() })).status).toBe(403);
      expect((await t.call(method, path, { body: s3Body() })).status).toBe(401);
    }
    const textOnly = await t.createKey(token, { name: 'text', permissions: Permission.TEXT });
    expect((await t.call('GET', '/api/s3-configs', { apiKey: textOnly.key })).status).toBe(403);
    expect((await t.call('GET', '/api/s3-configs')).status).toBe(401);
  });

  it('answers 404 for unknown ids', async () => {
    for (const [method, path] of [
      ['GET', '/api/s3-configs/nope'],
      ['PUT', '/api/s3-configs/nope'],
      ['DELETE', '/api/s3-configs/nope'],
      ['PUT', '/api/s3-configs/nope/set-default'],
      ['POST', '/api/s3-configs/nope/test'],
    ] as const) {
      const res = await t.call(method, path, {
        token,
        body: method === 'PUT' && !path.endsWith('default') ? { name: 'x' } : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('storage configuration not found');
    }
  });
});

describe('StorageAccess', () => {
  it('resolves the default for an upload, refuses private ones to keys, and records the last use', async () => {
    const admin = { type: 'admin' as const, adminId: 'a', username: 'admin' };
    const key = {
      type: 'apikey' as const,
      keyId: 'k',
      name: 'k',
      permissions: Permission.FILE_SHARE,
      basicPath: '/',
      role: 'GENERAL',
      isGuest: false,
      expiresAt: null,
    };
    const access = t.services.storage;
    const fallback = await access.forUpload(key);
    expect(fallback).toMatchObject({
      name: 'Local storage',
      storageType: 'LOCAL',
      isPublic: true,
      totalBytes: null,
      defaultFolder: 'shares/',
    });
    expect(
      (await t.call('GET', `/api/s3-configs/${fallback.id}`, { token })).json.data.last_used,
    ).not.toBeNull();

    const privateOne = await createS3({ name: 'Private', default_folder: 'up' });
    await expect(access.forUpload(key, privateOne.id)).rejects.toMatchObject({
      status: 403,
      message: 'no permission to use this storage configuration',
    });
    await expect(access.forUpload(admin, privateOne.id)).resolves.toMatchObject({
      id: privateOne.id,
      storageType: 'S3',
      defaultFolder: 'up/',
      signatureExpiresIn: 3600,
    });
    await expect(access.forUpload(admin, 'nope')).rejects.toMatchObject({ status: 404 });
    await expect(access.byId('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('caches drivers and rebuilds them after a change', async () => {
    const { id } = await createS3();
    const first = await t.services.storage.byId(id);
    expect(await t.services.storage.byId(id)).toBe(first);
    await t.call('PUT', `/api/s3-configs/${id}`, { token, body: { default_folder: 'moved' } });
    const second = await t.services.storage.byId(id);
    expect(second).not.toBe(first);
    expect(second.defaultFolder).toBe('moved/');
  });

  it('says clearly when there is no storage at all', async () => {
    const local = (await t.call('GET', '/api/s3-configs', { token })).json.data[0].id as string;
    await t.call('DELETE', `/api/s3-configs/${local}`, { token });
    await expect(
      t.services.storage.forUpload({ type: 'admin', adminId: 'a', username: 'admin' }),
    ).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/no default storage configuration/),
    });
  });
});

describe('POST /api/s3-configs/{id}/test', () => {
  it('runs every check against local storage and cleans up after itself', async () => {
    const local = (await t.call('GET', '/api/s3-configs', { token })).json.data[0].id as string;
    const res = await t.call('POST', `/api/s3-configs/${local}/test`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data.checks.map((c: any) => [c.name, c.ok])).toEqual([
      ['read', true],
      ['write', true],
      ['presign', true],
      ['delete', true],
      ['cors', true],
    ]);
    expect(res.json.data.ok).toBe(true);
    const testDir = join(t.dataDir, 'storage', '.cloudpaste-test');
    expect(existsSync(testDir) ? readdirSync(testDir) : []).toEqual([]);
  });

  it('reports an unreachable S3 storage as failed checks, never as an error', async () => {
    const { id } = await createS3({ endpoint_url: 'http://127.0.0.1:9' });
    const res = await t.call('POST', `/api/s3-configs/${id}/test`, {
      token,
      body: { origin: 'https://paste.example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.ok).toBe(false);
    expect(res.json.data.checks.find((c: any) => c.name === 'read').ok).toBe(false);
    expect(res.text).not.toContain(SECRET_KEY);
  });
});

// Against a real S3 server when one is configured (npm test starts Ceph); absent otherwise.
const s3 = testS3;
if (s3) {
  describe('POST /api/s3-configs/{id}/test on a real S3 server', () => {
    it('passes read, write, presign and delete, and explains a bucket without CORS', async () => {
      const bucket = await s3.createBucket();
      try {
        const { spec } = bucket;
        const config = await createS3({
          endpoint_url: spec.endpoint,
          region: spec.region,
          bucket_name: spec.bucket,
          access_key_id: spec.accessKeyId,
          secret_access_key: spec.secretAccessKey,
          default_folder: 'shares',
        });
        const res = await t.call('POST', `/api/s3-configs/${config.id}/test`, {
          token,
          body: { origin: 'https://paste.example.com' },
        });
        expect(res.status).toBe(200);
        const checks = Object.fromEntries(res.json.data.checks.map((c: any) => [c.name, c]));
        for (const name of ['read', 'write', 'presign', 'delete'])
          expect(checks[name], name).toMatchObject({ ok: true });
        expect(checks.presign.message).toBe('uploaded through a presigned URL');
        expect(checks.cors.ok).toBe(false);
        expect(checks.cors.message).toMatch(
          /Fix: add a CORS rule to the bucket allowing origin https:\/\/paste\.example\.com/,
        );
        expect(res.text).not.toContain(spec.secretAccessKey);
        const left = await (
          await t.services.storage.byId(config.id)
        ).driver.list('shares/', { recursive: true });
        expect(left.objects).toEqual([]);
      } finally {
        await bucket.cleanup();
      }
    });
  });
}
