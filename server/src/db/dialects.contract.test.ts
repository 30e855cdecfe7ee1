/** One behavioural suite for the repositories, run against every database dialect. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { AdminRepository } from '../repositories/admin.repository.js';
import { ApiKeyRepository } from '../repositories/api-key.repository.js';
import { FsArchiveRepository } from '../repositories/fs-archive.repository.js';
import { MountRepository } from '../repositories/mount.repository.js';
import { PasteRepository } from '../repositories/paste.repository.js';
import { SettingRepository } from '../repositories/setting.repository.js';
import { migrateToLatest, type DatabaseHandle } from './database.js';
import { migrations } from './migrations/index.js';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

describe.each(testDialects)('$name dialect', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await dialect.open();
  });
  afterEach(() => handle.close());

  it('migrates from empty, then re-runs as a no-op', async () => {
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  describe('repositories', () => {
    beforeEach(() => migrateToLatest(handle.db));

    it('stores admins and sessions, joins and expires them', async () => {
      const admins = new AdminRepository(handle.db);
      await admins.insert({
        id: 'a1',
        username: 'root',
        password_hash: 'h',
        created_at: at(1),
        updated_at: at(1),
      });
      expect(await admins.count()).toBe(1);
      await expect(
        admins.insert({
          id: 'a2',
          username: 'root',
          password_hash: 'h',
          created_at: at(1),
          updated_at: at(1),
        }),
      ).rejects.toThrow();
      await admins.insertSession({
        id: 's1',
        admin_id: 'a1',
        token_hash: 't1',
        created_at: at(1),
        expires_at: at(2),
      });
      await admins.insertSession({
        id: 's2',
        admin_id: 'a1',
        token_hash: 't2',
        created_at: at(1),
        expires_at: at(9),
      });
      expect(await admins.findSessionByTokenHash('t1')).toMatchObject({
        admin_id: 'a1',
        username: 'root',
      });
      expect(await admins.deleteExpiredSessions(at(3))).toBe(1);
      expect(await admins.findSessionByTokenHash('t1')).toBeUndefined();
      await admins.update('a1', { username: 'boss' });
      expect((await admins.findById('a1'))?.username).toBe('boss');
      await admins.deleteSessionsOfAdmin('a1');
      expect(await admins.findSessionByTokenHash('t2')).toBeUndefined();
    });

    it('stores API keys with large bitmasks, counts expired ones, batches last use', async () => {
      const keys = new ApiKeyRepository(handle.db);
      const base = { key_masked: 'm', created_at: at(1), last_used: null };
      await keys.insert({
        ...base,
        id: 'k1',
        name: 'one',
        key_hash: 'h1',
        permissions: 131072 | 65536 | 1,
        expires_at: null,
      });
      await keys.insert({ ...base, id: 'k2', name: 'two', key_hash: 'h2', expires_at: at(2) });
      expect(
        await keys.insert({ ...base, id: 'k3', name: 'dup', key_hash: 'h1', expires_at: null }),
      ).toBe('taken');
      expect(
        await keys.insert({ ...base, id: 'k4', name: 'one', key_hash: 'h4', expires_at: null }),
      ).toBe('taken');
      const row = await keys.findByKeyHash('h1');
      expect(row).toMatchObject({
        permissions: 196609,
        role: 'GENERAL',
        basic_path: '/',
        is_guest: 0,
      });
      expect(typeof row?.permissions).toBe('number');
      expect(await keys.counts(at(5))).toEqual({ total: 2, expired: 1 });
      expect(await keys.update('k2', { name: 'deux', is_guest: 1 })).toBe('updated');
      expect(await keys.update('k2', { name: 'one' })).toBe('taken');
      expect(await keys.update('nope', { name: 'x' })).toBe('missing');
      await keys.updateLastUsed(
        new Map([
          ['k1', at(3)],
          ['k2', at(4)],
        ]),
      );
      expect((await keys.list()).map((k) => [k.id, k.last_used])).toEqual(
        expect.arrayContaining([
          ['k1', at(3)],
          ['k2', at(4)],
        ]),
      );
      expect(await keys.delete('k1')).toBe(true);
      expect(await keys.delete('k1')).toBe(false);
    });

    it('counts views atomically: 100 concurrent readers of a 7-view share get exactly 7 reads', async () => {
      const pastes = new PasteRepository(handle.db);
      const base = {
        format: 'markdown',
        size: 1,
        remark: null,
        password_hash: null,
        created_by: 'a1',
        created_at: at(1),
        updated_at: at(1),
      };
      expect(
        await pastes.insert({
          ...base,
          id: 'p1',
          slug: 'race',
          content: 'c',
          expires_at: null,
          max_views: 7,
        }),
      ).toBe(true);
      expect(
        await pastes.insert({
          ...base,
          id: 'p2',
          slug: 'race',
          content: 'c',
          expires_at: null,
          max_views: 0,
        }),
      ).toBe(false);
      const reads = await Promise.all(
        Array.from({ length: 100 }, () => pastes.consumeView('p1', at(1))),
      );
      const served = reads.filter((r) => r !== undefined);
      expect(served).toHaveLength(7);
      expect(served.map((r) => r?.views).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
        1, 2, 3, 4, 5, 6, 7,
      ]);
      expect(await pastes.counts(at(1))).toEqual({ total: 1, expired: 1 });
      await pastes.delete('p1');
      await pastes.insert({
        ...base,
        id: 'p5',
        slug: 'open',
        content: 'c',
        expires_at: null,
        max_views: 0,
      });
      await pastes.addViews(
        new Map([
          ['p5', 40],
          ['gone', 2],
        ]),
      );
      await pastes.addViews(new Map([['p5', 2]]));
      expect((await pastes.findBySlug('open'))?.views).toBe(42);
      await pastes.insert({
        ...base,
        id: 'p3',
        slug: 'old',
        content: 'c',
        expires_at: at(2),
        max_views: 0,
      });
      expect(await pastes.consumeView('p3', at(3))).toBeUndefined();
      expect(await pastes.deleteExpired(at(3))).toBe(1);
    });

    it('writes shares created together in one statement, each told whether its slug was free', async () => {
      const pastes = new PasteRepository(handle.db);
      const base = {
        format: 'markdown',
        size: 1,
        remark: null,
        password_hash: null,
        created_by: 'a1',
        created_at: at(1),
        updated_at: at(1),
        content: 'c',
        expires_at: null,
        max_views: 0,
      };
      const full = {
        id: 'full',
        slug: 'full',
        content: 'ç 日本 🎉',
        format: 'text',
        size: 9,
        title: 'Full título',
        remark: 'note',
        password_hash: 'hash',
        expires_at: at(9),
        max_views: 3,
        encrypted: 1,
        created_by: 'apikey:k1',
        created_at: at(2),
        updated_at: at(3),
      };
      expect(await pastes.insert({ ...base, id: 'taken', slug: 'taken' })).toBe(true);
      // Arriving together: 40 free slugs, one already taken, and five asking for the same new one.
      const outcomes = await Promise.all([
        ...Array.from({ length: 40 }, (_, i) =>
          pastes.insert({ ...base, id: `free${i}`, slug: `free-${i}` }),
        ),
        pastes.insert({ ...base, id: 'late', slug: 'taken' }),
        ...Array.from({ length: 5 }, (_, i) =>
          pastes.insert({ ...base, id: `same${i}`, slug: 'same' }),
        ),
        pastes.insert(full),
      ]);
      expect(outcomes.slice(0, 40).every(Boolean)).toBe(true);
      expect(outcomes[40]).toBe(false);
      expect(outcomes.slice(41, 46).filter(Boolean)).toHaveLength(1);
      expect(outcomes[46]).toBe(true);
      expect((await pastes.counts(at(1))).total).toBe(43);
      expect((await pastes.findBySlug('taken'))?.id).toBe('taken');
      // Every column of a share written in a batch is stored.
      expect(await pastes.findBySlug('full')).toEqual({ ...full, views: 0 });
    });

    it('stores mounts with their storage name, one per path, in sort order', async () => {
      await handle.db
        .insertInto('storage_configs')
        .values({
          id: 'c1',
          name: 'Bucket',
          storage_type: 'S3',
          provider_type: 'AWS S3',
          config: JSON.stringify({ bucket_name: 'b' }),
          created_by: 'admin',
          created_at: at(1),
          updated_at: at(1),
        })
        .execute();
      const mounts = new MountRepository(handle.db);
      const row = (id: string, path: string, sort: number) => ({
        id,
        name: id,
        storage_type: 'S3',
        storage_config_id: 'c1',
        mount_path: path,
        remark: null,
        sort_order: sort,
        created_by: 'admin',
        created_at: at(1),
        updated_at: at(1),
        last_used: null,
      });
      expect(await mounts.insert(row('m1', '/b', 0))).toBe(true);
      expect(await mounts.insert(row('m2', '/a', 5))).toBe(true);
      expect(await mounts.insert(row('m3', '/b', 1))).toBe(false);
      expect((await mounts.list()).map((m) => [m.mount_path, m.storage_config_name])).toEqual([
        ['/b', 'Bucket'],
        ['/a', 'Bucket'],
      ]);
      expect(await mounts.update('m2', { mount_path: '/b' })).toBe('taken');
      expect(await mounts.update('m2', { is_active: 0 })).toBe('updated');
      expect(await mounts.update('nope', { is_active: 0 })).toBe('missing');
      expect((await mounts.list({ activeOnly: true })).map((m) => m.id)).toEqual(['m1']);
      expect(await mounts.delete('m1')).toBe(true);
      expect(await mounts.findById('m1')).toBeUndefined();
    });

    it('searches pastes case-insensitively with literal % and _', async () => {
      const pastes = new PasteRepository(handle.db);
      const base = {
        format: 'text',
        size: 1,
        password_hash: null,
        expires_at: null,
        max_views: 0,
        created_by: 'a1',
        created_at: at(1),
        updated_at: at(1),
      };
      await pastes.insert({
        ...base,
        id: 'x1',
        slug: 's1',
        content: 'Hello World',
        remark: '50%_off',
      });
      await pastes.insert({
        ...base,
        id: 'x2',
        slug: 's2',
        content: 'hello there',
        remark: '50 percent',
      });
      expect((await pastes.list({ limit: 10, offset: 0, search: 'HELLO' })).total).toBe(2);
      expect(
        (await pastes.list({ limit: 10, offset: 0, search: '50%_' })).rows.map((r) => r.id),
      ).toEqual(['x1']);
      expect((await pastes.list({ limit: 1, offset: 1, createdBy: ['a1'] })).rows).toHaveLength(1);
    });

    it('stores archive links by their hash and sweeps expired ones', async () => {
      const archives = new FsArchiveRepository(handle.db);
      const entries = JSON.stringify([
        {
          mount_id: 'm1',
          key: 'a.txt',
          path: '/m/a.txt',
          name: 'a.txt',
          size: 5_000_000_000,
          modified: at(1),
        },
      ]);
      await archives.insert({
        id: 'h1',
        created_by: 'a1',
        file_name: 'été.zip',
        entries,
        expires_at: at(2),
        created_at: at(1),
      });
      await archives.insert({
        id: 'h2',
        created_by: 'apikey:k1',
        file_name: 'b.zip',
        entries: '[]',
        expires_at: at(5),
        created_at: at(1),
      });
      await expect(
        archives.insert({
          id: 'h1',
          created_by: 'a1',
          file_name: 'x.zip',
          entries: '[]',
          expires_at: at(2),
          created_at: at(1),
        }),
      ).rejects.toThrow();
      expect(await archives.findById('h1')).toEqual({
        id: 'h1',
        created_by: 'a1',
        file_name: 'été.zip',
        entries,
        expires_at: at(2),
        created_at: at(1),
      });
      expect(await archives.deleteExpired(at(3))).toBe(1);
      expect(await archives.findById('h1')).toBeUndefined();
      expect((await archives.findById('h2'))?.created_by).toBe('apikey:k1');
    });

    it('upserts settings atomically and keeps existing ones on insertIfMissing', async () => {
      const settings = new SettingRepository(handle.db);
      await settings.insertIfMissing({ key: 'a', value: '1', updated_at: at(1) });
      await settings.insertIfMissing({ key: 'a', value: '2', updated_at: at(2) });
      await settings.upsertMany([
        { key: 'b', value: '"x"', updated_at: at(3) },
        { key: 'a', value: '3', updated_at: at(3) },
      ]);
      const rows = (await settings.all()).sort((x, y) => x.key.localeCompare(y.key));
      expect(rows.map((r) => [r.key, r.value])).toEqual([
        ['a', '3'],
        ['b', '"x"'],
      ]);
    });
  });
});
