/**
 * What `npm run backup`, `npm run restore` and `npm run db:copy` do, given open databases
 * (db-tools.ts opens them from the environment and the command line; docs/DEPLOY.md, "Backups").
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import { migrateNewDatabaseTo } from '../db/migrate-to.js';
import { migrations } from '../db/migrations/index.js';
import { TableRowsRepository } from '../repositories/table-rows.repository.js';
import { backupLines } from '../services/backup/backup-writer.js';
import { copyDatabase } from '../services/backup/database-copy.js';
import { restoreBackup, type RestoreOutcome } from '../services/backup/restore.js';

/** Writes a backup of the database to `out`, waiting for it to drain; answers the bytes written. */
export async function writeBackup(
  database: DatabaseHandle,
  secret: string,
  out: Writable,
): Promise<number> {
  let bytes = 0;
  const rows = new TableRowsRepository(database.db);
  for await (const piece of backupLines({ rows, secret, now: new Date() })) {
    bytes += Buffer.byteLength(piece);
    if (!out.write(piece)) await once(out, 'drain');
  }
  return bytes;
}

/**
 * Restores a backup read from `input`. A database never migrated is first migrated to the
 * backup's schema, and upgraded to this release's after the rows are in.
 */
export async function restoreInto(
  database: DatabaseHandle,
  secret: string,
  input: Readable,
  force: boolean,
): Promise<RestoreOutcome> {
  input.setEncoding('utf8');
  const outcome = await restoreBackup(input as AsyncIterable<string>, {
    rows: new TableRowsRepository(database.db),
    secret,
    force,
    knownSchemas: Object.keys(migrations),
    prepare: (schema) => migrateNewDatabaseTo(database.db, schema),
  });
  await migrateToLatest(database.db);
  return outcome;
}

/** Copies every table of `from` into `to` (new, or emptied when `force`), then upgrades `to`. */
export async function copyInto(
  from: DatabaseHandle,
  to: DatabaseHandle,
  force: boolean,
): Promise<Record<string, number>> {
  const counts = await copyDatabase({
    from: new TableRowsRepository(from.db),
    to: new TableRowsRepository(to.db),
    force,
    prepare: (schema) => migrateNewDatabaseTo(to.db, schema),
  });
  await migrateToLatest(to.db);
  return counts;
}
