/**
 * What an account's quota counts (docs/ACCOUNTS.md "Quotas"): its file shares' bytes and its text
 * and file shares, its own and its API keys' alike. Counted from the rows themselves, so a share
 * that goes by any path (deleted, expired, swept) frees its room at once, on every instance.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface QuotaLimits {
  quota_bytes: number | null;
  quota_file_bytes: number | null;
  quota_shares: number | null;
}

export interface QuotaUsage {
  bytes: number;
  shares: number;
}

export class QuotaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account's limits; undefined when it does not exist. */
  async limitsOf(accountId: string): Promise<QuotaLimits | undefined> {
    const row = await this.db
      .selectFrom('admins')
      .select(['quota_bytes', 'quota_file_bytes', 'quota_shares'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return (
      row && {
        quota_bytes: numberOrNull(row.quota_bytes),
        quota_file_bytes: numberOrNull(row.quota_file_bytes),
        quota_shares: numberOrNull(row.quota_shares),
      }
    );
  }

  /** The account an API key belongs to; null for the admin's keys and unknown ones. */
  async ownerOfKey(keyId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('api_keys')
      .select('owner_id')
      .where('id', '=', keyId)
      .executeTakeFirst();
    return row?.owner_id ?? null;
  }

  /**
   * What the account uses: bytes of its file shares that own their object (pending uploads count
   * with their declared size, shares of mount files with none) and its shares of both kinds.
   * `exceptFileId` leaves one upload out (the one being finished).
   */
  async usage(accountId: string, exceptFileId?: string): Promise<QuotaUsage> {
    const creators = sql<boolean>`(created_by = ${accountId} OR created_by IN (SELECT 'apikey:' || id FROM api_keys WHERE owner_id = ${accountId}))`;
    let files = this.db
      .selectFrom('files')
      .select((eb) => [
        eb.fn
          .coalesce(
            eb.fn.sum<number>(sql`CASE WHEN source = 'mount' THEN 0 ELSE size END`),
            eb.lit(0),
          )
          .as('bytes'),
        eb.fn.countAll<number>().as('shares'),
      ])
      .where(creators);
    if (exceptFileId) files = files.where('id', '!=', exceptFileId);
    const [fileRow, pasteRow] = await Promise.all([
      files.executeTakeFirstOrThrow(),
      this.db
        .selectFrom('pastes')
        .select((eb) => eb.fn.countAll<number>().as('shares'))
        .where(creators)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      bytes: Number(fileRow.bytes),
      shares: Number(fileRow.shares) + Number(pasteRow.shares),
    };
  }

  /**
   * Runs `work` in one transaction that holds the account's row: the admins row is written (to
   * itself), which PostgreSQL locks until the end, and SQLite serializes every writing transaction.
   * Every check-then-write of one account's quota goes through here, so of concurrent uploads
   * from any instance each sees what the ones before it reserved.
   */
  locked<T>(accountId: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('admins')
        .set({ updated_at: sql`updated_at` })
        .where('id', '=', accountId)
        .execute();
      return work(trx);
    });
  }

  /** The same repository's queries inside a transaction. */
  within(db: Kysely<Database>): QuotaRepository {
    return new QuotaRepository(db);
  }
}

const numberOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);
