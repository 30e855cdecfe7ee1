/** The restore command upgrades a backup of an earlier schema restored into a new database. */
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateNewDatabaseTo } from '../db/migrate-to.js';
import { migrations } from '../db/migrations/index.js';
import { TableRowsRepository } from '../repositories/table-rows.repository.js';
import { backupLines } from '../services/backup/backup-writer.js';
import { insertPaste } from '../../test/backup-seed.js';
import { TEST_SECRET } from '../../test/local-storage-app.js';
import { restoreInto } from './db-commands.js';

const source = openDatabase({ sqlitePath: ':memory:' });
const target = openDatabase({ sqlitePath: ':memory:' });
afterEach(async () => {
  await source.close();
  await target.close();
});

describe('npm run restore', () => {
  it('restores a backup of an earlier schema into a new database and upgrades it', async () => {
    await migrateNewDatabaseTo(source.db, '0010-gone-shares');
    await insertPaste(source.db, 'old');
    const rows = new TableRowsRepository(source.db);
    const lines = backupLines({ rows, secret: TEST_SECRET, now: new Date() });
    const outcome = await restoreInto(target, TEST_SECRET, Readable.from(lines), false);
    expect(outcome.schema).toBe('0010-gone-shares');
    expect(await new TableRowsRepository(target.db).schemaVersion()).toBe(
      Object.keys(migrations).at(-1),
    );
    const pastes = await target.db.selectFrom('pastes').select(['slug', 'title']).execute();
    expect(pastes).toEqual([{ slug: 'old', title: null }]);
  });
});
