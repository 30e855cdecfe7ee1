/** Queries on stored setting values. */
import type { Kysely } from 'kysely';
import type { Database, SettingRow } from '../db/types.js';

export class SettingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  all(): Promise<SettingRow[]> {
    return this.db.selectFrom('settings').selectAll().execute();
  }

  /** Inserts or replaces several values atomically. */
  async upsertMany(rows: readonly SettingRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .insertInto('settings')
          .values(row)
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }),
          )
          .execute();
      }
    });
  }

  async insertIfMissing(row: SettingRow): Promise<void> {
    await this.db
      .insertInto('settings')
      .values(row)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
