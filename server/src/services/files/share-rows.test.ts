/** Reserving share rows on every dialect: concurrent uploads of one key each end with their own. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import { FileRepository } from '../../repositories/file.repository.js';
import { reserveShare } from './share-rows.js';

const now = new Date(Date.UTC(2026, 0, 1)).toISOString();
const row = (id: string, source = 'upload') => ({
  id,
  pending_until: null,
  source,
  filename: 'same.txt',
  storage_config_id: 'c1',
  storage_path: 'race/same.txt',
  mimetype: 'text/plain',
  size: 1,
  created_by: 'admin-1',
  created_at: now,
  updated_at: now,
});

describe.each(testDialects)('reserveShare on $name', (dialect) => {
  let handle: DatabaseHandle;
  let files: FileRepository;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    files = new FileRepository(handle.db);
  });
  afterEach(() => handle.close());

  it('gives each of 10 concurrent uploads of one key its own key', async () => {
    let n = 0;
    const rows = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reserveShare(files, row(`f${i}`), undefined, () => `race/same-${++n}.txt`),
      ),
    );
    const paths = rows.map((r) => r.storage_path);
    expect(new Set(paths).size).toBe(10);
    expect(paths).toContain('race/same.txt');
  });

  it('never re-keys a mount share, and still refuses a taken custom slug', async () => {
    await reserveShare(files, row('a', 'mount'), 'one');
    const second = await reserveShare(files, row('b', 'mount'), 'two');
    expect(second.storage_path).toBe('race/same.txt');
    await expect(reserveShare(files, row('c'), 'one', () => 'race/other.txt')).rejects.toThrow(
      'Link suffix is already taken',
    );
  });
});
