/** The text, file and folder shares an account created, for its deletion (docs/ACCOUNTS.md). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class AccountSharesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every share `from` created now names `to` as its creator, in one transaction. */
  async move(from: string, to: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('pastes')
        .set({ created_by: to })
        .where('created_by', '=', from)
        .execute();
      await tx
        .updateTable('files')
        .set({ created_by: to })
        .where('created_by', '=', from)
        .execute();
      await tx
        .updateTable('folder_shares')
        .set({ created_by: to })
        .where('created_by', '=', from)
        .execute();
    });
  }

  async pasteIds(createdBy: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pastes')
      .select('id')
      .where('created_by', '=', createdBy)
      .execute();
    return rows.map((r) => r.id);
  }

  async fileIds(createdBy: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('created_by', '=', createdBy)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Deletes the folder shares `createdBy` made (their files stay: they are a mount's). */
  async deleteFolderShares(createdBy: string): Promise<void> {
    await this.db.deleteFrom('folder_shares').where('created_by', '=', createdBy).execute();
  }
}
