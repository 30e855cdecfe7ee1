/**
 * The inserts a quota admits, inside its transaction (QuotaService.admitShare): a taken slug or
 * key leaves nothing written and answers false, as the repositories' own inserts do, without the
 * unique violation that would end a PostgreSQL transaction.
 */
import type { Kysely } from 'kysely';
import type { Database, FileRow, FileUpdate, NewFileRow, NewPasteRow } from '../../db/types.js';
import { FileRepository } from '../../repositories/file.repository.js';
import type { QuotaService } from './quota.service.js';

export async function insertFileUnlessTaken(
  db: Kysely<Database>,
  row: NewFileRow,
): Promise<boolean> {
  const result = await db
    .insertInto('files')
    .values(row)
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertPasteUnlessTaken(
  db: Kysely<Database>,
  row: NewPasteRow,
): Promise<boolean> {
  const result = await db
    .insertInto('pastes')
    .values(row)
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The insert every new file share goes through (share-rows.ts, reserveShare): within its owner's
 * quota, counted at the declared size (nothing for a share of a mount file, which stores nothing).
 */
export function quotaFileInsert(
  quotas: QuotaService | undefined,
  files: Pick<FileRepository, 'insert'>,
): (row: NewFileRow) => Promise<boolean> {
  if (!quotas) return (row) => files.insert(row);
  return (row) =>
    quotas.admitShare(
      { createdBy: row.created_by, bytes: row.source === 'mount' ? 0 : Number(row.size) },
      (db) => (db ? insertFileUnlessTaken(db, row) : files.insert(row)),
    );
}

/** Turns a pending upload ready at its real size, within its owner's quota (QuotaService.admitSize). */
export function markReadyWithinQuota(
  quotas: QuotaService | undefined,
  files: FileRepository,
  row: Pick<FileRow, 'id' | 'created_by'>,
  changes: FileUpdate & { size: number },
): Promise<FileRow | undefined> {
  if (!quotas) return files.markReady(row.id, changes);
  return quotas.admitSize({ id: row.id, createdBy: row.created_by, size: changes.size }, (db) =>
    (db ? new FileRepository(db) : files).markReady(row.id, changes),
  );
}
