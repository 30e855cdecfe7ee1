/** The unique share-key migration on every dialect, over shares that already share a key. */
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrationDatabase, warningsOf } from '../../../test/migrations.js';
import type { NewFileRow } from '../types.js';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toISOString();

function share(id: string, path: string, hour: number, source = 'upload'): NewFileRow {
  return {
    id,
    slug: id,
    source,
    filename: 'same.txt',
    storage_config_id: 'c1',
    storage_path: path,
    mimetype: 'text/plain',
    size: 1,
    created_by: 'admin-1',
    created_at: at(hour),
    updated_at: at(hour),
  };
}

describe.each(testDialects)('0008-share-keys on $name', (dialect) => {
  const database = migrationDatabase(dialect);

  it('detaches all but the newest share of a duplicated key, then keeps keys unique', async () => {
    expect(await database.migrateTo('0007-webdav-locks')).toBeUndefined();
    const files = () => database.db.selectFrom('files');
    await database.db
      .insertInto('files')
      .values([
        share('old', 'u/same.txt', 1),
        share('mid', 'u/same.txt', 2),
        share('new', 'u/same.txt', 3),
        share('alone', 'u/other.txt', 1),
        share('m1', 'u/other.txt', 2, 'mount'),
      ])
      .execute();
    const warnings = await warningsOf(async () =>
      expect(await database.migrateToLatest()).toBeUndefined(),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^2 file share\(s\).*(mid, old|old, mid)$/);
    const sources = await files().select(['id', 'source']).orderBy('id').execute();
    expect(Object.fromEntries(sources.map((r) => [r.id, r.source]))).toEqual({
      alone: 'upload',
      m1: 'mount',
      mid: 'detached',
      new: 'upload',
      old: 'detached',
    });
    // Another upload of a taken key is refused; a mount share of it is not.
    await expect(
      database.db
        .insertInto('files')
        .values(share('dup', 'u/same.txt', 4))
        .execute(),
    ).rejects.toThrow();
    await database.db
      .insertInto('files')
      .values(share('m2', 'u/same.txt', 4, 'mount'))
      .execute();
    expect(
      await files().select('id').where('storage_path', '=', 'u/same.txt').execute(),
    ).toHaveLength(4);
  });
});
