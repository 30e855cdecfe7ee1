/** Queries on folder_shares (docs/FOLDER-SHARES.md). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, FolderShareRow, FolderSharesTable } from '../db/types.js';

export class FolderShareRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<FolderSharesTable>): Promise<void> {
    await this.db.insertInto('folder_shares').values(row).execute();
  }

  findBySlug(slug: string): Promise<FolderShareRow | undefined> {
    return this.db
      .selectFrom('folder_shares')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  findById(id: string): Promise<FolderShareRow | undefined> {
    return this.db.selectFrom('folder_shares').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Newest first; only `createdBy`'s when given. */
  list(createdBy: readonly string[] | null): Promise<FolderShareRow[]> {
    let query = this.db.selectFrom('folder_shares').selectAll();
    if (createdBy !== null) query = query.where('created_by', 'in', createdBy);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /**
   * Counts one download unless the share is revoked, expired or used up: one conditional UPDATE,
   * so concurrent downloads through any instance never pass `max_downloads`. False when refused.
   */
  async countDownload(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('folder_shares')
      .set((eb) => ({ downloads: eb('downloads', '+', 1), updated_at: nowIso }))
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where((eb) =>
        eb.or([eb('max_downloads', '=', 0), eb('downloads', '<', eb.ref('max_downloads'))]),
      )
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revoke(id: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('folder_shares')
      .set({ revoked_at: nowIso, updated_at: nowIso })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('folder_shares').where('id', '=', id).execute();
  }
}
