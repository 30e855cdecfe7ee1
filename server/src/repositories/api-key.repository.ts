/** Queries on API keys. */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { ApiKeyRow, ApiKeyUpdate, Database, NewApiKeyRow } from '../db/types.js';
import { handKeySharesToOwners } from './key-shares.js';

/** The owner's columns read with a key (findByKeyHash; services/accounts/key-owners.ts). */
export interface KeyOwnerColumns {
  owner_id: string | null;
  owner_found: string | null;
  owner_role: string | null;
  owner_status: string | null;
  owner_permissions: number | string | null;
  owner_basic_path: string | null;
  owner_mount_ids: string | null;
}

export class ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(): Promise<ApiKeyRow[]> {
    return this.db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').execute();
  }

  findById(id: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The key with its owner's rights and state (services/accounts/key-owners.ts), in one join. */
  findByKeyHash(keyHash: string): Promise<(ApiKeyRow & KeyOwnerColumns) | undefined> {
    return this.db
      .selectFrom('api_keys')
      .leftJoin('admins as owner', 'owner.id', 'api_keys.owner_id')
      .selectAll('api_keys')
      .select([
        'owner.id as owner_found',
        'owner.role as owner_role',
        'owner.status as owner_status',
        'owner.permissions as owner_permissions',
        'owner.basic_path as owner_basic_path',
        'owner.mount_ids as owner_mount_ids',
      ])
      .where('api_keys.key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  /** The keys an account owns, newest first. */
  listOwnedBy(ownerId: string): Promise<ApiKeyRow[]> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The owners' usernames of these accounts, for the admin's list. */
  async ownerNames(): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('api_keys')
      .innerJoin('admins', 'admins.id', 'api_keys.owner_id')
      .select(['api_keys.id', 'admins.username'])
      .execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  /** The ids of the keys an account owns now (one indexed read, for its principal). */
  async idsOwnedBy(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .select('id')
      .where('owner_id', '=', ownerId)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Deletes every key an account owns (the account is being deleted); their shares become its. */
  async deleteOwnedBy(ownerId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await handKeySharesToOwners(trx, { ownerId });
      await trx.deleteFrom('api_keys').where('owner_id', '=', ownerId).execute();
    });
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

  /** Deletes the key; what it made, if a user owns it, becomes the user's (key-shares.ts). */
  async delete(id: string): Promise<boolean> {
    return (await this.deleteMany([id])) > 0;
  }

  /** Deletes the keys with these ids in one transaction; answers how many there were. */
  async deleteMany(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      await handKeySharesToOwners(trx, { ids });
      const result = await trx.deleteFrom('api_keys').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
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
