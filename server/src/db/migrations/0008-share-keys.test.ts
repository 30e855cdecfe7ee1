/** The unique share-key migration on every dialect, over shares that already share a key. */
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import type { DatabaseHandle } from '../database.js';
import type { NewFileRow } from '../types.js';
import { migrations } from './index.js';

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
  let handle: DatabaseHandle;
  const migrator = () =>
    new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  beforeEach(async () => {
    handle = await dialect.open();
  });
  afterEach(() => handle.close());

  it('detaches all but the newest share of a duplicated key, then keeps keys unique', async () => {
    expect((await migrator().migrateTo('0007-webdav-locks')).error).toBeUndefined();
    const files = () => handle.db.selectFrom('files');
    await handle.db
      .insertInto('files')
      .values([
        share('old', 'u/same.txt', 1),
        share('mid', 'u/same.txt', 2),
        share('new', 'u/same.txt', 3),
        share('alone', 'u/other.txt', 1),
        share('m1', 'u/other.txt', 2, 'mount'),
      ])
      .execute();
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      expect((await migrator().migrateToLatest()).error).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^2 file share\(s\).*(mid, old|old, mid)$/);
    } finally {
      warn.mockRestore();
    }
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
      handle.db
        .insertInto('files')
        .values(share('dup', 'u/same.txt', 4))
        .execute(),
    ).rejects.toThrow();
    await handle.db
      .insertInto('files')
      .values(share('m2', 'u/same.txt', 4, 'mount'))
      .execute();
    expect(
      await files().select('id').where('storage_path', '=', 'u/same.txt').execute(),
    ).toHaveLength(4);
  });
});
