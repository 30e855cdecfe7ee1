/** Queries on API keys. */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { ApiKeyRow, ApiKeyUpdate, Database, NewApiKeyRow } from '../db/types.js';

export class ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(): Promise<ApiKeyRow[]> {
    return this.db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').execute();
  }

  findById(id: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByKeyHash(keyHash: string): Promise<ApiKeyRow | undefined> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  findByName(name: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** 'taken' when a unique index refused the row: its name or its key value is another key's. */
  async insert(row: NewApiKeyRow): Promise<'inserted' | 'taken'> {
    try {
      await this.db.insertInto('api_keys').values(row).execute();
      return 'inserted';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  /** 'missing' for an unknown id, 'taken' when the new name is another key's. */
  async update(id: string, changes: ApiKeyUpdate): Promise<'updated' | 'missing' | 'taken'> {
    try {
      const result = await this.db
        .updateTable('api_keys')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? 'updated' : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes the keys with these ids in one statement; answers how many there were. */
  async deleteMany(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db.deleteFrom('api_keys').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Writes many last-used times in one transaction (usage is batched, not written per request). */
  async updateLastUsed(entries: ReadonlyMap<string, string>): Promise<void> {
    if (entries.size === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const [id, at] of entries) {
        await trx.updateTable('api_keys').set({ last_used: at }).where('id', '=', id).execute();
      }
    });
  }

  async counts(nowIso: string): Promise<{ total: number; expired: number }> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .count<number>('id')
          .filterWhere((w) =>
            w.and([w('expires_at', 'is not', null), w('expires_at', '<=', nowIso)]),
          )
          .as('expired'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), expired: Number(row.expired) };
  }
}
