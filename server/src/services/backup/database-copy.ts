/**
 * Copies every table of one database into another (SQLite to PostgreSQL, say) with the same walk
 * as a backup: each table a page at a time in primary-key order, written in batches inside one
 * transaction of the target. Values go across as the drivers give them (text, numbers, null), so
 * identifiers, ISO times, 0/1 flags and JSON text arrive unchanged; no table has a sequence, so
 * none needs moving on afterwards (docs/DEPLOY.md, "From SQLite to PostgreSQL").
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { TABLES } from '../../db/table-catalogue.js';
import { AppError } from '../../errors.js';
import type { TableRowsRepository } from '../../repositories/table-rows.repository.js';

export interface CopyRequest {
  from: TableRowsRepository;
  to: TableRowsRepository;
  /** Replace what the target holds instead of refusing a non-empty one. */
  force: boolean;
  /** Called with the source's schema first: the CLI migrates a new target database to it. */
  prepare?: (schema: string) => Promise<void>;
}

export class CopyRefused extends Error {
  override readonly name = 'CopyRefused';
}

/** Answers how many rows each table got. */
export async function copyDatabase(request: CopyRequest): Promise<Record<string, number>> {
  const schema = await request.from.schemaVersion();
  if (!schema) throw new CopyRefused('the source database has no CloudPaste schema');
  await request.prepare?.(schema);
  const target = await request.to.schemaVersion();
  if (target !== schema) {
    throw new CopyRefused(
      `the target database is at schema ${target ?? '(none)'}, the source at ${schema}: copy into a new, empty database`,
    );
  }
  const present = await request.from.tableNames();
  const tables = TABLES.filter((t) => present.has(t.name));
  return request.to.transaction(async (to) => {
    for (const table of [...tables].reverse()) {
      const rows = await to.count(table.name);
      if (rows === 0) continue;
      if (!request.force) {
        throw new AppError(409, ErrorCode.CONFLICT, 'backup.notEmpty');
      }
      await to.clear(table.name);
    }
    const counts: Record<string, number> = {};
    for (const table of tables) {
      let count = 0;
      for await (const page of request.from.pages(table)) {
        await to.insert(table.name, page);
        count += page.length;
      }
      counts[table.name] = count;
    }
    return counts;
  });
}
