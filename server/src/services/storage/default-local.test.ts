/**
 * The default local storage of a fresh install, made once on every database dialect even when the
 * instances of a cluster all start at the same moment on an empty database (docs/DEPLOY.md).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import { StorageConfigRepository } from '../../repositories/storage-config.repository.js';
import { DEFAULT_LOCAL_ID, defaultLocalRow } from './default-local.js';

describe.each(testDialects)('the default local storage on $name', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
  });
  afterEach(() => handle.close());

  it('is inserted once when three instances starting together all try', async () => {
    const row = defaultLocalRow('/data', '2026-01-01T00:00:00.000Z');
    const instances = [1, 2, 3].map(() => new StorageConfigRepository(handle.db));
    const inserted = await Promise.all(instances.map((repo) => repo.insertOnce(row)));
    expect(inserted.filter(Boolean)).toHaveLength(1);
    const rows = await instances[0]!.list();
    expect(rows.map((r) => [r.id, r.is_default])).toEqual([[DEFAULT_LOCAL_ID, 1]]);
    expect(await instances[1]!.insertOnce(row)).toBe(false);
  });
});
