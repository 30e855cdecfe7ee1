/** Queries on WebDAV write locks (dav_locks). Expired rows are never returned, and swept in bulk. */
import type { Kysely } from 'kysely';
import type { Database, DavLockRow, NewDavLockRow } from '../db/types.js';
import { inTree } from './path-tree.js';

export class DavLockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewDavLockRow): Promise<void> {
    await this.db.insertInto('dav_locks').values(row).execute();
  }

  /**
   * The live locks rooted at the path, at one of its ancestors, or anywhere below it: everything
   * that can apply to it or clash with a lock on it.
   */
  async findAround(
    path: string,
    ancestors: readonly string[],
    nowIso: string,
  ): Promise<DavLockRow[]> {
    return this.db
      .selectFrom('dav_locks')
      .selectAll()
      .where('expires_at', '>', nowIso)
      .where((eb) => eb.or([eb('path', 'in', [path, ...ancestors]), inTree(path)]))
      .orderBy('created_at')
      .execute();
  }

  async findByToken(token: string, nowIso: string): Promise<DavLockRow | undefined> {
    return this.db
      .selectFrom('dav_locks')
      .selectAll()
      .where('token', '=', token)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  async refresh(token: string, timeoutSeconds: number, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('dav_locks')
      .set({ timeout_seconds: timeoutSeconds, expires_at: expiresAt })
      .where('token', '=', token)
      .execute();
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom('dav_locks').where('token', '=', token).execute();
  }

  /** Drops the locks rooted at a path or below it (the resources are gone). */
  async deleteTree(path: string): Promise<void> {
    await this.db.deleteFrom('dav_locks').where(inTree(path)).execute();
  }

  async deleteExpired(nowIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('dav_locks')
      .where('expires_at', '<=', nowIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
