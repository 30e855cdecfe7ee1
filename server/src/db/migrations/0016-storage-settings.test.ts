/** The storage settings migration on every dialect, over configurations and mounts made before it. */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrationDatabase } from '../../../test/migrations.js';
import { SecretBox } from '../../lib/secret-box.js';

const SECRET = 'x'.repeat(40);
const box = new SecretBox(SECRET);
const sealedFor = (id: string, field: string, value: string) =>
  box.seal(value, `storage_configs:${id}:${field}`);

/** A storage_configs row as 0015 left the table. */
interface OldConfig {
  [column: string]: string | number | null;
}

const common = {
  default_folder: 'uploads/',
  is_public: 1,
  is_default: 0,
  total_storage_bytes: 1000,
  signature_expires_in: 600,
  created_by: 'admin-1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  last_used: null,
};
const s3: OldConfig = {
  ...common,
  id: 's3-1',
  name: 'Bucket',
  storage_type: 'S3',
  provider_type: 'Other S3 Compatible',
  endpoint_url: 'http://127.0.0.1:7480',
  bucket_name: 'files',
  region: 'us-east-1',
  access_key_id_enc: sealedFor('s3-1', 'access_key_id', 'AKIAEXAMPLE'),
  secret_access_key_enc: sealedFor('s3-1', 'secret_access_key', 'very-secret'),
  path_style: 1,
  custom_host: 'https://cdn.example.com',
};
const local: OldConfig = {
  ...common,
  id: 'local-1',
  name: 'Disk',
  storage_type: 'LOCAL',
  provider_type: 'Local',
  endpoint_url: null,
  bucket_name: '/srv/cloudpaste',
  region: null,
  access_key_id_enc: null,
  secret_access_key_enc: null,
  path_style: 0,
  custom_host: null,
  is_default: 1,
};
const mount = (id: string, configId: string, type: string) => ({
  id,
  name: id,
  storage_type: type,
  storage_config_id: configId,
  mount_path: `/${id}`,
  created_by: 'admin-1',
  created_at: common.created_at,
  updated_at: common.updated_at,
});

/** The two tables as 0015 left them. */
interface Before {
  storage_configs: OldConfig;
  mounts: ReturnType<typeof mount>;
}

describe.each(testDialects)('0016-storage-settings on $name', (dialect) => {
  const database = migrationDatabase(dialect);

  it('moves each configuration into its driver settings, secrets still sealed, and keeps mounts', async () => {
    expect(await database.migrateTo('0015-cluster-state')).toBeUndefined();
    const before = database.db as unknown as Kysely<Before>;
    await before.insertInto('storage_configs').values([s3, local]).execute();
    await before
      .insertInto('mounts')
      .values([mount('m-s3', 's3-1', 'S3'), mount('m-local', 'local-1', 'LOCAL')])
      .execute();

    expect(await database.migrateToLatest()).toBeUndefined();
    const rows = await database.db
      .selectFrom('storage_configs')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(rows.map((r) => Object.keys(r).sort())[0]).toEqual(
      [
        'config',
        'created_at',
        'created_by',
        'default_folder',
        'id',
        'is_default',
        'is_public',
        'last_used',
        'name',
        'provider_type',
        'signature_expires_in',
        'storage_type',
        'total_storage_bytes',
        'updated_at',
      ].sort(),
    );
    const [disk, bucket] = rows;
    expect(JSON.parse(disk!.config)).toEqual({ root: '/srv/cloudpaste' });
    expect(disk).toMatchObject({ name: 'Disk', is_default: 1, default_folder: 'uploads/' });
    const settings = JSON.parse(bucket!.config) as Record<string, string>;
    expect(settings).toMatchObject({
      endpoint_url: 'http://127.0.0.1:7480',
      bucket_name: 'files',
      region: 'us-east-1',
      path_style: true,
      custom_host: 'https://cdn.example.com',
    });
    expect(box.open(settings.access_key_id!, 'storage_configs:s3-1:access_key_id')).toBe(
      'AKIAEXAMPLE',
    );
    expect(box.open(settings.secret_access_key!, 'storage_configs:s3-1:secret_access_key')).toBe(
      'very-secret',
    );
    expect(JSON.stringify(rows)).not.toContain('very-secret');
    expect(Number(bucket!.total_storage_bytes)).toBe(1000);
    const mounts = await database.db
      .selectFrom('mounts')
      .select(['id', 'storage_config_id', 'storage_type'])
      .orderBy('id')
      .execute();
    expect(mounts).toEqual([
      { id: 'm-local', storage_config_id: 'local-1', storage_type: 'LOCAL' },
      { id: 'm-s3', storage_config_id: 's3-1', storage_type: 'S3' },
    ]);
  });
});
