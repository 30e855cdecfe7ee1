/** Queries on admins and their sessions. */
import type { Kysely } from 'kysely';
import type { AdminRow, AdminSessionRow, Database } from '../db/types.js';

export class AdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  count(): Promise<number> {
    return this.db
      .selectFrom('admins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  findByUsername(username: string): Promise<AdminRow | undefined> {
    return this.db
      .selectFrom('admins')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
  }

  findById(id: string): Promise<AdminRow | undefined> {
    return this.db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: AdminRow): Promise<void> {
    await this.db.insertInto('admins').values(row).execute();
  }

  /**
   * Inserts the row unless an admin of that username exists (several instances starting at once
   * each create the first admin): whether this call made it.
   */
  async insertUnlessTaken(row: AdminRow): Promise<boolean> {
    const made = await this.db
      .insertInto('admins')
      .values(row)
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    return made !== undefined;
  }

  async update(
    id: string,
    changes: Partial<Pick<AdminRow, 'username' | 'password_hash' | 'updated_at'>>,
  ): Promise<void> {
    await this.db.updateTable('admins').set(changes).where('id', '=', id).execute();
  }

  async insertSession(row: AdminSessionRow): Promise<void> {
    await this.db.insertInto('admin_sessions').values(row).execute();
  }

  findSessionByTokenHash(
    tokenHash: string,
  ): Promise<(AdminSessionRow & { username: string }) | undefined> {
    return this.db
      .selectFrom('admin_sessions')
      .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
      .selectAll('admin_sessions')
      .select('admins.username')
      .where('admin_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async deleteSessionByTokenHash(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessionsOfAdmin(adminId: string): Promise<void> {
    await this.db.deleteFrom('admin_sessions').where('admin_id', '=', adminId).execute();
  }

  async deleteExpiredSessions(nowIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('admin_sessions')
      .where('expires_at', '<=', nowIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
