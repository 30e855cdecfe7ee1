/** The storage-configuration queries on every database dialect: one default, guarded delete, usage sums. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import type { NewFileRow, NewStorageConfigRow } from '../db/types.js';
import { StorageConfigRepository } from './storage-config.repository.js';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const config = (id: string, day: number): NewStorageConfigRow => ({
  id,
  name: id,
  storage_type: 'S3',
  provider_type: 'AWS S3',
  config: JSON.stringify({
    bucket_name: 'bucket',
    access_key_id: 'v1.x',
    secret_access_key: 'v1.y',
  }),
  total_storage_bytes: null,
  created_by: 'admin',
  created_at: at(day),
  updated_at: at(day),
  last_used: null,
});

const file = (id: string, configId: string, size: number, status = 'ready'): NewFileRow => ({
  id,
  slug: id,
  status,
  pending_until: null,
  filename: `${id}.bin`,
  storage_config_id: configId,
  storage_path: `${id}.bin`,
  mount_id: null,
  mimetype: 'application/octet-stream',
  size,
  etag: null,
  remark: null,
  password_hash: null,
  expires_at: null,
  created_by: 'admin',
  created_at: at(1),
  updated_at: at(1),
});

describe.each(testDialects)('StorageConfigRepository on $name', (dialect) => {
  let handle: DatabaseHandle;
  let repo: StorageConfigRepository;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    repo = new StorageConfigRepository(handle.db);
  });
  afterEach(() => handle.close());

  const defaults = async () =>
    (await repo.list()).filter((r) => r.is_default === 1).map((r) => r.id);

  it('makes the first configuration the default and keeps exactly one default', async () => {
    await repo.insert(config('a', 1));
    await repo.insert(config('b', 2));
    await repo.insert(config('c', 3));
    expect(await defaults()).toEqual(['a']);
    expect(await repo.setDefault('c', at(4))).toBe(true);
    expect(await defaults()).toEqual(['c']);
    expect((await repo.findById('c'))?.updated_at).toBe(at(4));
    expect((await repo.findById('a'))?.updated_at).toBe(at(1));
    expect(await repo.setDefault('nope', at(4))).toBe(false);
    expect(await defaults()).toEqual(['c']);
    expect((await repo.list())[0]?.id).toBe('c');
  });

  it('refuses to delete a referenced configuration and promotes the oldest when the default goes', async () => {
    await repo.insert(config('a', 1));
    await repo.insert(config('b', 2));
    await repo.insert(config('c', 3));
    await handle.db
      .insertInto('files')
      .values(file('f1', 'a', 10, 'pending'))
      .execute();
    expect(await repo.delete('a')).toBe('referenced');
    expect(await repo.countReferences('a')).toEqual({ files: 1, mounts: 0 });
    await handle.db.deleteFrom('files').execute();
    await handle.db
      .insertInto('mounts')
      .values({
        id: 'm1',
        name: 'M',
        storage_type: 'S3',
        storage_config_id: 'a',
        mount_path: '/m',
        remark: null,
        created_by: 'admin',
        created_at: at(5),
        updated_at: at(5),
        last_used: null,
      })
      .execute();
    expect(await repo.delete('a')).toBe('referenced');
    expect(await repo.countReferences('a')).toEqual({ files: 0, mounts: 1 });
    await handle.db.deleteFrom('mounts').execute();
    expect(await repo.delete('a')).toBe('deleted');
    expect(await defaults()).toEqual(['b']);
    expect(await repo.delete('c')).toBe('deleted');
    expect(await defaults()).toEqual(['b']);
    expect(await repo.delete('c')).toBe('missing');
    expect(await repo.count()).toBe(1);
  });

  it('sums committed file sizes per configuration', async () => {
    await repo.insert(config('a', 1));
    await repo.insert(config('b', 2));
    await handle.db
      .insertInto('files')
      .values([
        file('f1', 'a', 1000),
        file('f2', 'a', 2_500_000_000),
        file('f3', 'a', 7, 'pending'),
        file('f4', 'b', 5),
      ])
      .execute();
    const usage = await repo.usage();
    expect(usage.get('a')).toEqual({ used_bytes: 2_500_001_000, file_count: 2 });
    expect(usage.get('b')).toEqual({ used_bytes: 5, file_count: 1 });
    expect((await repo.usage(['b'])).has('a')).toBe(false);
    expect((await repo.usage([])).size).toBe(0);
  });

  it('lists only public configurations when asked and records last use', async () => {
    await repo.insert({ ...config('a', 1), is_public: 1 });
    await repo.insert(config('b', 2));
    expect((await repo.list({ publicOnly: true })).map((r) => r.id)).toEqual(['a']);
    await repo.touchLastUsed('b', at(9));
    expect((await repo.findById('b'))?.last_used).toBe(at(9));
    expect((await repo.findDefault())?.id).toBe('a');
  });
});
