/**
 * Restores a backup (backup-format.ts) in one transaction: refused unless it is a whole backup of
 * this schema made under this server secret, and unless the instance is empty or `force` says its
 * contents are to be replaced. The `data` and `cache` tables are emptied, the rows go in a batch at
 * a time, each table's count is checked against the footer, and every instance's memory is
 * invalidated through the cluster stamps (docs/DEPLOY.md, "Backups").
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { CONTENT_TABLES, TABLES } from '../../db/table-catalogue.js';
import { AppError } from '../../errors.js';
import {
  INSERT_BATCH,
  type TableRow,
  type TableRowsRepository,
} from '../../repositories/table-rows.repository.js';
import {
  BACKUP_VERSION,
  backupFooter,
  backupHeader,
  backupRow,
  secretCheck,
  type BackupHeader,
} from './backup-format.js';
import { LineReader } from './line-reader.js';

export interface RestoreTarget {
  rows: TableRowsRepository;
  secret: string;
  /** Replace what the instance holds instead of refusing a non-empty one. */
  force: boolean;
  /** The schemas this release knows, in order (the migrations' names). */
  knownSchemas: readonly string[];
  /** Called with the backup's schema before anything is checked: the CLI migrates a new database to it. */
  prepare?: (schema: string) => Promise<void>;
}

export interface RestoreOutcome {
  schema: string;
  createdAt: string;
  rows: Record<string, number>;
}

const bad = (reason: 'backup.notBackup' | 'backup.truncated') =>
  new AppError(400, ErrorCode.BAD_REQUEST, reason);
const damaged = (line: number) =>
  new AppError(400, ErrorCode.BAD_REQUEST, 'backup.malformed', { line });

export async function restoreBackup(
  lines: AsyncIterable<string>,
  target: RestoreTarget,
): Promise<RestoreOutcome> {
  const reader = new LineReader(lines);
  const header = await readHeader(reader);
  checkHeader(header, target);
  await target.prepare?.(header.schema);
  const current = await target.rows.schemaVersion();
  if (current !== header.schema) {
    throw new AppError(409, ErrorCode.CONFLICT, 'backup.olderSchema', {
      schema: header.schema,
      current: current ?? '-',
    });
  }
  const existing = await target.rows.tableNames();
  if (header.tables.some((t) => !existing.has(t))) throw damaged(1);
  return target.rows.transaction(async (rows) => {
    if (!target.force) await refuseUnlessEmpty(rows, existing);
    for (const table of [...TABLES].reverse()) {
      if (table.kind !== 'instance' && existing.has(table.name)) await rows.clear(table.name);
    }
    const counts = await insertRows(reader, header, rows);
    if (existing.has('cluster_stamps')) await rows.bumpStamps();
    return { schema: header.schema, createdAt: header.createdAt, rows: counts };
  });
}

async function readHeader(reader: LineReader): Promise<BackupHeader> {
  const first = await reader.next();
  const parsed = first === undefined ? undefined : backupHeader.safeParse(parseJson(first));
  if (!parsed?.success) throw bad('backup.notBackup');
  return parsed.data;
}

function checkHeader(header: BackupHeader, target: RestoreTarget): void {
  if (header.version > BACKUP_VERSION) {
    throw new AppError(409, ErrorCode.CONFLICT, 'backup.newerFormat', { version: header.version });
  }
  if (!target.knownSchemas.includes(header.schema)) {
    throw new AppError(409, ErrorCode.CONFLICT, 'backup.newerSchema', { schema: header.schema });
  }
  if (header.secretCheck !== secretCheck(target.secret)) {
    throw new AppError(409, ErrorCode.CONFLICT, 'backup.otherSecret');
  }
}

async function refuseUnlessEmpty(rows: TableRowsRepository, existing: Set<string>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    if (!existing.has(table)) continue;
    const count = await rows.count(table);
    if (count > 0) {
      throw new AppError(409, ErrorCode.CONFLICT, 'backup.notEmpty');
    }
  }
}

/** Inserts the row lines up to the footer; answers each table's count, checked against it. */
async function insertRows(
  reader: LineReader,
  header: BackupHeader,
  rows: TableRowsRepository,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(header.tables.map((t) => [t, 0]));
  let pending: TableRow[] = [];
  let table: string | undefined;
  const flush = async () => {
    if (table && pending.length > 0) await rows.insert(table, pending);
    pending = [];
  };
  for (let text = await reader.next(); text !== undefined; text = await reader.next()) {
    const value = parseJson(text);
    const row = backupRow.safeParse(value);
    if (!row.success) {
      const footer = backupFooter.safeParse(value);
      if (!footer.success) throw damaged(reader.lineNumber);
      await flush();
      if (!sameCounts(footer.data.rows, counts) || (await reader.next()) !== undefined) {
        throw damaged(reader.lineNumber);
      }
      return counts;
    }
    const { t, r } = row.data;
    // Tables come one after another, in the header's order.
    if (t !== table) {
      if (counts[t] !== 0 || header.tables.indexOf(t) < header.tables.indexOf(table ?? '')) {
        throw damaged(reader.lineNumber);
      }
      await flush();
      table = t;
    }
    pending.push(r);
    counts[t] = (counts[t] ?? 0) + 1;
    if (pending.length >= INSERT_BATCH) await flush();
  }
  throw bad('backup.truncated');
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
