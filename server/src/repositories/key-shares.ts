/**
 * What a deleted key made stays with the key's owner (docs/ACCOUNTS.md "What belongs to whom"):
 * before a user's key is deleted, the shares it created (`apikey:{id}`) are written as created by
 * its owner, in the deleting transaction. An admin's key (no owner) leaves its shares as they are.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** The tables whose rows are shares a key can make. */
const SHARE_TABLES = ['pastes', 'files', 'folder_shares', 'file_requests'] as const;

/** Hands the shares of these keys (those that have an owner) to their owners. */
export async function handKeySharesToOwners(
  db: Kysely<Database>,
  keys: { ids: readonly string[] } | { ownerId: string },
): Promise<void> {
  if ('ids' in keys && keys.ids.length === 0) return;
  const owned = db
    .selectFrom('api_keys')
    .select(sql<string>`'apikey:' || id`.as('creator'))
    .where('owner_id', 'is not', null);
  const chosen =
    'ids' in keys ? owned.where('id', 'in', keys.ids) : owned.where('owner_id', '=', keys.ownerId);
  for (const name of SHARE_TABLES) {
    const table = sql.table(name);
    const ownerOfRow = sql`(SELECT owner_id FROM api_keys WHERE 'apikey:' || api_keys.id = ${table}.created_by)`;
    await sql`UPDATE ${table} SET created_by = ${ownerOfRow} WHERE created_by IN (${chosen})`.execute(
      db,
    );
  }
}
