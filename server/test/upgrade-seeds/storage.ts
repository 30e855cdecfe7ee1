/**
 * Storage, file shares, mounts, the search index, archives, WebDAV state and the cluster tables as
 * the upgrade suite seeds them (see seeder.ts). The S3 and local configurations have two shapes
 * (before and after 0016-storage-settings) and one meaning: both resolve to the same settings.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SecretBox } from '../../src/lib/secret-box.js';
import { etagOf } from '../../src/storage/drivers/local/file-stats.js';
import type { TestApp } from '../create-test-app.js';
import { TEST_SECRET } from '../local-storage-app.js';
import { FUTURE, T0, made, type Row, type Seeder } from './seeder.js';
import { SHARE_HASH, SHARE_PASSWORD } from './shares.js';

/** The local configuration's folder, with the object of the seeded file share in it. */
const LOCAL_ROOT = mkdtempSync(join(tmpdir(), 'cloudpaste-upgrade-'));
mkdirSync(join(LOCAL_ROOT, 'uploads'));
writeFileSync(join(LOCAL_ROOT, 'uploads', 'seed.txt'), 'hello');
const SEED_ETAG = etagOf(statSync(join(LOCAL_ROOT, 'uploads', 'seed.txt'), { bigint: true }));
/** Removes the local configuration's folder when the suite is done. */
export const removeLocalRoot = () => rmSync(LOCAL_ROOT, { recursive: true, force: true });

const box = new SecretBox(TEST_SECRET);
const sealed = (id: string, key: string, value: string) =>
  box.seal(value, `storage_configs:${id}:${key}`);

const S3_SETTINGS = {
  endpoint_url: 'http://127.0.0.1:7480',
  bucket_name: 'files',
  region: 'us-east-1',
  path_style: true,
  custom_host: 'https://cdn.example.com',
};
const S3_SECRETS = { access_key_id: 'AKIASEEDED', secret_access_key: 'seeded-secret' };

const configCommon = (id: string, type: string, provider: string): Row => ({
  id,
  name: `config ${id}`,
  storage_type: type,
  provider_type: provider,
  default_folder: 'uploads/',
  is_public: 1,
  is_default: type === 'LOCAL' ? 1 : 0,
  total_storage_bytes: 1_000_000,
  signature_expires_in: 600,
  created_by: 'seed-admin',
  ...made,
  last_used: null,
});

/** Both shapes mean these settings, secrets opened. */
async function checkConfigs(app: TestApp): Promise<void> {
  const rows = await app.database.db.selectFrom('storage_configs').selectAll().execute();
  const settingsOf = (id: string) =>
    app.services.storage.secrets.openConfig(rows.find((r) => r.id === id)!).config;
  expect(settingsOf('seed-s3')).toMatchObject({ ...S3_SETTINGS, ...S3_SECRETS });
  expect(settingsOf('seed-local')).toMatchObject({ root: LOCAL_ROOT });
  const s3 = rows.find((r) => r.id === 'seed-s3')!;
  expect(s3).toMatchObject({ name: 'config seed-s3', default_folder: 'uploads/', is_public: 1 });
  expect(s3.config).not.toContain(S3_SECRETS.secret_access_key);
}

const configsBefore0016: Seeder = {
  from: '0003-storage',
  until: '0016-storage-settings',
  rows: {
    storage_configs: [
      {
        ...configCommon('seed-s3', 'S3', 'Other S3 Compatible'),
        ...S3_SETTINGS,
        path_style: 1,
        access_key_id_enc: sealed('seed-s3', 'access_key_id', S3_SECRETS.access_key_id),
        secret_access_key_enc: sealed('seed-s3', 'secret_access_key', S3_SECRETS.secret_access_key),
      },
      { ...configCommon('seed-local', 'LOCAL', 'Local'), bucket_name: LOCAL_ROOT },
    ],
  },
  check: checkConfigs,
};

const configsFrom0016: Seeder = {
  from: '0016-storage-settings',
  rows: {
    storage_configs: [
      {
        ...configCommon('seed-s3', 'S3', 'Other S3 Compatible'),
        config: JSON.stringify({
          ...S3_SETTINGS,
          access_key_id: sealed('seed-s3', 'access_key_id', S3_SECRETS.access_key_id),
          secret_access_key: sealed('seed-s3', 'secret_access_key', S3_SECRETS.secret_access_key),
        }),
      },
      {
        ...configCommon('seed-local', 'LOCAL', 'Local'),
        config: JSON.stringify({ root: LOCAL_ROOT }),
      },
    ],
  },
  check: checkConfigs,
};

const files: Seeder = {
  from: '0003-storage',
  rows: {
    files: [
      {
        id: 'seed-file',
        slug: 'seed-file',
        status: 'ready',
        pending_until: null,
        source: 'upload',
        filename: 'seed.txt',
        storage_config_id: 'seed-local',
        storage_path: 'uploads/seed.txt',
        mount_id: null,
        mimetype: 'text/plain',
        size: 5,
        etag: SEED_ETAG,
        remark: 'a file',
        password_hash: SHARE_HASH,
        expires_at: FUTURE,
        max_views: 10,
        views: 1,
        use_proxy: 1,
        created_by: 'seed-admin',
        ...made,
      },
    ],
    upload_sessions: [
      {
        id: 'seed-upload',
        storage_config_id: 'seed-s3',
        storage_key: 'uploads/big.bin',
        upload_id: 'upload-1',
        purpose: 'share',
        file_id: null,
        filename: 'big.bin',
        mimetype: 'application/octet-stream',
        size: 10_000_000,
        part_size: 5_242_880,
        created_by: 'seed-admin',
        created_at: T0,
        expires_at: FUTURE,
      },
    ],
  },
  async check(app) {
    const info = await app.call('POST', '/api/public/files/seed-file/verify', {
      body: { password: SHARE_PASSWORD },
    });
    expect(info.json, info.text).toMatchObject({ data: { filename: 'seed.txt', size: 5 } });
  },
};

/** A file share sealed end-to-end by its client (docs/ENCRYPTION.md): served as ciphertext. */
const encryptedFiles: Seeder = {
  from: '0024-file-encryption',
  rows: {
    files: [
      {
        id: 'seed-sealed-file',
        slug: 'seed-sealed-file',
        status: 'ready',
        pending_until: null,
        source: 'upload',
        filename: 'sealed.bin',
        storage_config_id: 'seed-local',
        storage_path: 'uploads/sealed.bin',
        mount_id: null,
        mimetype: 'application/octet-stream',
        size: 90,
        etag: null,
        remark: null,
        password_hash: null,
        expires_at: FUTURE,
        max_views: 0,
        views: 0,
        use_proxy: 1,
        encrypted: 1,
        created_by: 'seed-admin',
        ...made,
      },
    ],
  },
  async check(app) {
    const stored = await app.database.db
      .selectFrom('files')
      .select('encrypted')
      .where('id', '=', 'seed-sealed-file')
      .executeTakeFirstOrThrow();
    expect(stored.encrypted).toBe(1);
  },
};

const mounts: Seeder = {
  from: '0004-mounts',
  rows: {
    mounts: [
      {
        id: 'seed-mount',
        name: 'Disk',
        storage_type: 'LOCAL',
        storage_config_id: 'seed-local',
        mount_path: '/disk',
        remark: null,
        is_active: 1,
        sort_order: 2,
        cache_ttl: 60,
        web_proxy: 1,
        webdav_policy: 'native_proxy',
        enable_sign: 0,
        sign_expires: 0,
        created_by: 'seed-admin',
        ...made,
        last_used: null,
      },
    ],
  },
  async check(app) {
    expect(await app.services.mounts.get('seed-mount')).toMatchObject({ name: 'Disk' });
  },
};

export const storageSeeders: Seeder[] = [
  configsBefore0016,
  configsFrom0016,
  files,
  encryptedFiles,
  mounts,
];
