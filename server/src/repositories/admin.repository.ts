/** Queries on accounts (the admins table: admins and users, docs/ACCOUNTS.md) and their sessions. */
import type { Kysely } from 'kysely';
import type {
  AdminRow,
  AdminSessionRow,
  AdminUpdate,
  Database,
  NewAdminRow,
  NewAdminSessionRow,
} from '../db/types.js';

/** A session with what its account is now: read on every request. */
export type SessionAccount = AdminSessionRow &
  Pick<AdminRow, 'username' | 'role' | 'status' | 'permissions' | 'basic_path' | 'mount_ids'>;

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

  list(): Promise<AdminRow[]> {
    return this.db.selectFrom('admins').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  countActiveAdmins(): Promise<number> {
    return this.db
      .selectFrom('admins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  findByInvitationHash(hash: string): Promise<AdminRow | undefined> {
    return this.db
      .selectFrom('admins')
      .selectAll()
      .where('invitation_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Redeems an invitation once: false when another request took it first. */
  async redeemInvitation(hash: string, changes: AdminUpdate): Promise<boolean> {
    const result = await this.db
      .updateTable('admins')
      .set({ ...changes, invitation_hash: null, invitation_expires_at: null })
      .where('invitation_hash', '=', hash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async insert(row: NewAdminRow): Promise<void> {
    await this.db.insertInto('admins').values(row).execute();
  }

  /**
   * Inserts the row unless an admin of that username exists (several instances starting at once
   * each create the first admin): whether this call made it.
   */
  async insertUnlessTaken(row: NewAdminRow): Promise<boolean> {
    const made = await this.db
      .insertInto('admins')
      .values(row)
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    return made !== undefined;
  }

  async update(id: string, changes: AdminUpdate): Promise<void> {
    await this.db.updateTable('admins').set(changes).where('id', '=', id).execute();
  }

  async insertSession(row: NewAdminSessionRow): Promise<void> {
    await this.db.insertInto('admin_sessions').values(row).execute();
  }

  findSessionByTokenHash(tokenHash: string): Promise<SessionAccount | undefined> {
    return this.db
      .selectFrom('admin_sessions')
      .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
      .selectAll('admin_sessions')
      .select([
        'admins.username',
        'admins.role',
        'admins.status',
        'admins.permissions',
        'admins.basic_path',
        'admins.mount_ids',
      ])
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
