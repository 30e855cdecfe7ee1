/**
 * db:copy from SQLite into each dialect: every table equal row for row, the copy at the latest
 * schema when the source was older, and a target that holds anything refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { migrateNewDatabaseTo } from '../../db/migrate-to.js';
import { TABLES } from '../../db/table-catalogue.js';
import { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import { insertPaste, seededInstance, tableContents } from '../../../test/backup-seed.js';
import { testDialects } from '../../../test/databases.js';
import { copyDatabase } from './database-copy.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testDialects)('db:copy from SQLite to $name', (dialect) => {
  it('copies every table row for row, and refuses a target that is not empty', async () => {
    const seeded = await seededInstance(openDatabase({ sqlitePath: ':memory:' }));
    cleanups.push(() => seeded.app.close());
    const source = seeded.app.t.database;
    const target = await dialect.open();
    cleanups.push(() => target.close());
    const request = {
      from: new TableRowsRepository(source.db),
      to: new TableRowsRepository(target.db),
      force: false,
      prepare: (schema: string) => migrateNewDatabaseTo(target.db, schema),
    };
    const counts = await copyDatabase(request);
    expect(counts.admin_sessions).toBeGreaterThan(0);
    expect(await tableContents(target, TABLES)).toEqual(await tableContents(source, TABLES));
    await expect(copyDatabase(request)).rejects.toMatchObject({ reason: 'backup.notEmpty' });
    await copyDatabase({ ...request, force: true });
    expect(await tableContents(target, TABLES)).toEqual(await tableContents(source, TABLES));
  });

  it('copies a database at an earlier schema into one the migrations then upgrade', async () => {
    const source = openDatabase({ sqlitePath: ':memory:' });
    cleanups.push(() => source.close());
    await migrateNewDatabaseTo(source.db, '0010-gone-shares');
    await insertPaste(source.db, 'old');
    const target = await dialect.open();
    cleanups.push(() => target.close());
    await copyDatabase({
      from: new TableRowsRepository(source.db),
      to: new TableRowsRepository(target.db),
      force: false,
      prepare: (schema) => migrateNewDatabaseTo(target.db, schema),
    });
    await migrateToLatest(target.db);
    const pastes = await target.db.selectFrom('pastes').select(['slug', 'title']).execute();
    expect(pastes).toEqual([{ slug: 'old', title: null }]);
  });
});
