/** Queries on WebDAV write locks (dav_locks). Expired rows are never returned, and swept in bulk. */
import type { Kysely } from 'kysely';
import type { Database, DavLockRow, NewDavLockRow } from '../db/types.js';
import { deleteTreeExcept, inTree } from './path-tree.js';

export class DavLockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts `row` unless `clashesOf` finds live locks around its path that clash with it; answers
   * those. The read and the insert are one serializable transaction, so two requests (or two server
   * instances) can never both take clashing locks: SQLite runs a transaction alone on its
   * connection, and PostgreSQL fails one of two that overlap (40001), which is then retried against
   * what the other wrote.
   */
  async insertUnlessClashing(
    row: NewDavLockRow,
    ancestors: readonly string[],
    nowIso: string,
    clashesOf: (live: DavLockRow[]) => DavLockRow[],
  ): Promise<DavLockRow[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db
          .transaction()
          .setIsolationLevel('serializable')
          .execute(async (tx) => {
            const clashes = clashesOf(await aroundIn(tx, row.path, ancestors, nowIso));
            if (clashes.length === 0) await tx.insertInto('dav_locks').values(row).execute();
            return clashes;
          });
      } catch (error) {
        if (attempt >= SERIALIZATION_ATTEMPTS || !isSerializationFailure(error)) throw error;
      }
    }
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
    return aroundIn(this.db, path, ancestors, nowIso);
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

  /** Drops the locks rooted at a path or below it (the resources are gone), but those in `keep`. */
  async deleteTree(path: string, keep: ReadonlySet<string> = new Set()): Promise<void> {
    await deleteTreeExcept(this.db, 'dav_locks', path, keep);
  }

  async deleteExpired(nowIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('dav_locks')
      .where('expires_at', '<=', nowIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

const SERIALIZATION_ATTEMPTS = 5;

/** PostgreSQL's serialization_failure: a serializable transaction lost to a concurrent one. */
const isSerializationFailure = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '40001';

function aroundIn(
  db: Kysely<Database>,
  path: string,
  ancestors: readonly string[],
  nowIso: string,
): Promise<DavLockRow[]> {
  return db
    .selectFrom('dav_locks')
    .selectAll()
    .where('expires_at', '>', nowIso)
    .where((eb) => eb.or([eb('path', 'in', [path, ...ancestors]), inTree(path)]))
    .orderBy('created_at')
    .execute();
}
