/** App password rows (migration 0026, docs/ACCOUNTS.md "App passwords"). */
import type { Insertable, Kysely } from 'kysely';
import type { AppPasswordRow, AppPasswordsTable, Database } from '../db/types.js';

export class AppPasswordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listOf(accountId: string): Promise<AppPasswordRow[]> {
    return this.db
      .selectFrom('app_passwords')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async countOf(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('app_passwords')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  findBySecretHash(secretHash: string): Promise<AppPasswordRow | undefined> {
    return this.db
      .selectFrom('app_passwords')
      .selectAll()
      .where('secret_hash', '=', secretHash)
      .executeTakeFirst();
  }

  async insert(row: Insertable<AppPasswordsTable>): Promise<void> {
    await this.db.insertInto('app_passwords').values(row).execute();
  }

  /** Deletes one of the account's and answers what it was; undefined when it has none of that id. */
  delete(accountId: string, id: string): Promise<AppPasswordRow | undefined> {
    return this.db
      .deleteFrom('app_passwords')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Marks it used at `now` unless it was within the last minute (`stale`): one write a minute. */
  async touch(id: string, now: string, stale: string): Promise<void> {
    await this.db
      .updateTable('app_passwords')
      .set({ last_used_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', stale)]))
      .execute();
  }
}
