/**
 * Quotas per account and API keys owned by accounts (docs/ACCOUNTS.md, "Quotas" and "A user's own
 * API keys"). Three nullable limits on `admins` (null: unlimited): bytes stored in file shares,
 * the largest file, and the number of shares. `api_keys.owner_id` names the account a key belongs
 * to; null for the keys the admin made, as every key before this migration.
 */
import type { Kysely } from 'kysely';

const QUOTA_COLUMNS = ['quota_bytes', 'quota_file_bytes', 'quota_shares'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of QUOTA_COLUMNS)
    await db.schema.alterTable('admins').addColumn(column, 'bigint').execute();
  await db.schema.alterTable('api_keys').addColumn('owner_id', 'text').execute();
  await db.schema.createIndex('api_keys_owner_id').on('api_keys').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('api_keys_owner_id').ifExists().execute();
  await db.schema.alterTable('api_keys').dropColumn('owner_id').execute();
  for (const column of [...QUOTA_COLUMNS].reverse())
    await db.schema.alterTable('admins').dropColumn(column).execute();
}
