/** An account's sessions as its owner and the admin list and end them (docs/ACCOUNTS.md, "Sessions"). */
import type { Kysely } from 'kysely';
import type { AdminSessionRow, Database } from '../db/types.js';

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account's unexpired sessions, newest first. */
  listOfAccount(adminId: string, nowIso: string): Promise<AdminSessionRow[]> {
    return this.db
      .selectFrom('admin_sessions')
      .selectAll()
      .where('admin_id', '=', adminId)
      .where('expires_at', '>', nowIso)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Ends one session, only if it is this account's: false when it is not there (or another's). */
  async deleteOfAccount(adminId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('admin_sessions')
      .where('admin_id', '=', adminId)
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Ends every session of the account but the one with this token hash: how many ended. */
  async deleteOthers(adminId: string, keepTokenHash: string): Promise<number> {
    const result = await this.db
      .deleteFrom('admin_sessions')
      .where('admin_id', '=', adminId)
      .where('token_hash', '!=', keepTokenHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sets last-seen, only when the stored one is older than `staleBeforeIso` (one write a minute). */
  async touch(id: string, nowIso: string, staleBeforeIso: string): Promise<void> {
    await this.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: nowIso })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBeforeIso)]),
      )
      .execute();
  }
}
