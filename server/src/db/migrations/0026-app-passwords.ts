/**
 * App passwords (docs/ACCOUNTS.md, "App passwords"): named passwords an account makes for WebDAV
 * clients. Only a keyed hash of each is kept (`secret_hash`, unique); `scope` is 'read' or
 * 'readwrite' and `basic_path` the folder it is kept to. They go with their account.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_passwords')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('basic_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('app_passwords_account')
    .on('app_passwords')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_passwords').execute();
}
