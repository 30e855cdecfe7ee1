/**
 * Writes a backup of the `data` tables, a line at a time (backup-format.ts), all read at one moment
 * on PostgreSQL (TableRowsRepository.snapshot).
 */
import { APP_VERSION } from '@cloudpaste/contracts';
import { BACKUP_TABLES } from '../../db/table-catalogue.js';
import type { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  line,
  secretCheck,
  type BackupHeader,
} from './backup-format.js';

export interface BackupSource {
  rows: TableRowsRepository;
  secret: string;
  now: Date;
}

/** The file's lines, each ending in a newline; pages are read as the consumer takes lines. */
export async function* backupLines(source: BackupSource): AsyncGenerator<string> {
  const snapshot = await source.rows.snapshot();
  try {
    yield* linesOf(snapshot.rows, source);
  } finally {
    await snapshot.end();
  }
}

async function* linesOf(rows: TableRowsRepository, source: BackupSource): AsyncGenerator<string> {
  const schema = await rows.schemaVersion();
  if (!schema) throw new Error('the database has no schema: there is nothing to back up');
  // A database at an earlier schema may not have every table yet.
  const present = await rows.tableNames();
  const tables = BACKUP_TABLES.filter((t) => present.has(t.name));
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    app: APP_VERSION,
    schema,
    createdAt: source.now.toISOString(),
    secretCheck: secretCheck(source.secret),
    tables: tables.map((t) => t.name),
  };
  yield line(header);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    let count = 0;
    for await (const page of rows.pages(table)) {
      // One string per page: a line per row, but not a generator step per row.
      yield page.map((r) => line({ t: table.name, r })).join('');
      count += page.length;
    }
    counts[table.name] = count;
  }
  yield line({ end: true, rows: counts });
}
