/** Queries on fs_archives: the zip download links of the explorer's basket. */
import type { Kysely } from 'kysely';
import type { Database, FsArchiveRow } from '../db/types.js';

export class FsArchiveRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: FsArchiveRow): Promise<void> {
    await this.db.insertInto('fs_archives').values(row).execute();
  }

  findById(id: string): Promise<FsArchiveRow | undefined> {
    return this.db.selectFrom('fs_archives').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async deleteExpired(nowIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('fs_archives')
      .where('expires_at', '<=', nowIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
