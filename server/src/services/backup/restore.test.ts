/** What a restore refuses, each with its own reason, leaving the database as it was. */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';
import { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import { insertPaste } from '../../../test/backup-seed.js';
import { TEST_SECRET } from '../../../test/local-storage-app.js';
import { backupLines } from './backup-writer.js';
import { restoreBackup } from './restore.js';

const KNOWN = Object.keys(migrations);
let source: DatabaseHandle;
let target: DatabaseHandle;
let backup: string;

beforeEach(async () => {
  source = openDatabase({ sqlitePath: ':memory:' });
  target = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(source.db);
  await migrateToLatest(target.db);
  await insertPaste(source.db, 'kept');
  backup = '';
  const rows = new TableRowsRepository(source.db);
  for await (const piece of backupLines({ rows, secret: TEST_SECRET, now: new Date() })) {
    backup += piece;
  }
});
afterEach(async () => {
  await source.close();
  await target.close();
});

const restore = (text: string, o: { secret?: string; force?: boolean } = {}) =>
  restoreBackup(Readable.from([text]), {
    rows: new TableRowsRepository(target.db),
    secret: o.secret ?? TEST_SECRET,
    force: o.force ?? false,
    knownSchemas: KNOWN,
  });
const reasonOf = (work: Promise<unknown>) =>
  work.then(
    () => 'restored',
    (error: { reason?: string; message: string }) => error.reason ?? error.message,
  );
const pastes = () => target.db.selectFrom('pastes').select('slug').execute();
const header = () => JSON.parse(backup.split('\n')[0]!) as Record<string, unknown>;
const withHeader = (changes: Record<string, unknown>) =>
  [JSON.stringify({ ...header(), ...changes }), ...backup.split('\n').slice(1)].join('\n');

describe('restore refusals', () => {
  it('refuses a database that holds shares unless forced, then replaces them', async () => {
    await restore(backup);
    expect(await reasonOf(restore(backup))).toBe('backup.notEmpty');
    expect(await reasonOf(restore(backup, { force: true }))).toBe('restored');
    expect(await pastes()).toEqual([{ slug: 'kept' }]);
  });

  it('refuses a backup cut short, and restores nothing of it', async () => {
    const cut = backup.split('\n').slice(0, -2).join('\n');
    expect(await reasonOf(restore(cut))).toBe('backup.truncated');
    expect(await pastes()).toEqual([]);
  });

  it('refuses a footer whose counts differ from the rows', async () => {
    const lines = backup.trimEnd().split('\n');
    const damaged = [...lines.slice(0, 1), ...lines.slice(2)].join('\n');
    expect(await reasonOf(restore(damaged))).toBe('backup.malformed');
    expect(await pastes()).toEqual([]);
  });

  it('refuses a backup made under another secret', async () => {
    const other = 'another-secret-another-secret-another-1';
    expect(await reasonOf(restore(backup, { secret: other }))).toBe('backup.otherSecret');
  });

  it('refuses a newer schema, a newer format, an older schema and a file that is no backup', async () => {
    expect(await reasonOf(restore(withHeader({ schema: '9999-future' })))).toBe(
      'backup.newerSchema',
    );
    expect(await reasonOf(restore(withHeader({ version: 99 })))).toBe('backup.newerFormat');
    expect(await reasonOf(restore(withHeader({ schema: KNOWN[3] })))).toBe('backup.olderSchema');
    expect(await reasonOf(restore('{"hello": 1}\n'))).toBe('backup.notBackup');
  });
});
