/**
 * Rows that earlier releases allowed and a migration resolves (see seeder.ts): two API keys with
 * one name (0009-api-key-names renames the newer) and two upload shares of one object key
 * (0008-share-keys detaches the older), seeded at every step before those migrations.
 */
import { expect } from 'vitest';
import { keyedHash } from '../../src/lib/crypto.js';
import { TEST_SECRET } from '../local-storage-app.js';
import { FUTURE, type Row, type Seeder } from './seeder.js';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toISOString();

const key = (id: string, hour: number): Row => ({
  id,
  name: 'ci',
  key_hash: keyedHash(TEST_SECRET, `api-key:${id}-secret`),
  key_masked: 'ci****',
  permissions: 1,
  role: 'GENERAL',
  basic_path: '/',
  is_guest: 0,
  created_at: at(hour),
  expires_at: null,
  last_used: null,
});

const share = (id: string, hour: number): Row => ({
  id,
  slug: id,
  filename: 'same.bin',
  storage_config_id: 'seed-s3',
  storage_path: 'uploads/same.bin',
  mimetype: 'application/octet-stream',
  size: 3,
  etag: `"${id}"`,
  expires_at: FUTURE,
  created_by: 'seed-admin',
  created_at: at(hour),
  updated_at: at(hour),
});

/** Rows seeded from `from` on until `migration`, which resolves them. */
const resolvedBy = (
  migration: string,
  from: string,
  seeder: Pick<Seeder, 'rows' | 'check'>,
): Seeder => ({ from, until: migration, changedBy: migration, ...seeder });

const keyNames = resolvedBy('0009-api-key-names', '0001-initial', {
  rows: { api_keys: [key('dup-key-old', 1), key('dup-key-new', 2)] },
  async check(app, warnings) {
    const nameOf = async (id: string) =>
      (await app.call('GET', '/api/test/api-key', { apiKey: `${id}-secret` })).json.data.name;
    expect(await nameOf('dup-key-old')).toBe('ci');
    expect(await nameOf('dup-key-new')).toBe('ci (2)');
    expect(warnings).toContainEqual(expect.stringContaining('dup-key-new "ci" -> "ci (2)"'));
  },
});

const objectKeys = resolvedBy('0008-share-keys', '0003-storage', {
  rows: { files: [share('dup-share-old', 1), share('dup-share-new', 2)] },
  async check(app, warnings) {
    const rows = await app.database.db
      .selectFrom('files')
      .select(['id', 'source', 'storage_path'])
      .where('id', 'like', 'dup-share-%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'dup-share-new', source: 'upload', storage_path: 'uploads/same.bin' },
      { id: 'dup-share-old', source: 'detached', storage_path: 'uploads/same.bin' },
    ]);
    expect(warnings).toContainEqual(expect.stringContaining('dup-share-old'));
  },
});

export const duplicateSeeders: Seeder[] = [keyNames, objectKeys];
