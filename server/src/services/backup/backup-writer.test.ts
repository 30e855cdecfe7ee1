/**
 * A backup made while the instance is written to: on PostgreSQL every table is read at the moment
 * the backup began; on SQLite (whose one connection a snapshot would hold from every request) a
 * row written meanwhile may be in it (docs/BACKUPS.md, "Making one").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import { insertPaste } from '../../../test/backup-seed.js';
import { testDialects } from '../../../test/databases.js';
import { TEST_SECRET } from '../../../test/local-storage-app.js';
import { backupLines } from './backup-writer.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe.each(testDialects)('a backup written to meanwhile on $name', (dialect) => {
  it(`reads ${dialect.name === 'postgres' ? 'one moment' : 'each page as it comes'}`, async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    await insertPaste(handle.db, 'before');
    const rows = new TableRowsRepository(handle.db);
    const lines = backupLines({ rows, secret: TEST_SECRET, now: new Date() });
    let text = (await lines.next()).value as string;
    await insertPaste(handle.db, 'during');
    for await (const piece of lines) text += piece;
    expect(text).toContain('"slug":"before"');
    expect(text.includes('"slug":"during"')).toBe(dialect.name === 'sqlite');
  });
});
