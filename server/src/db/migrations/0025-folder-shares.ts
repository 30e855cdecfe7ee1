/**
 * Folder shares (docs/FOLDER-SHARES.md): a folder of a mount, or a hand-picked set of its entries
 * (`names`, JSON), shared by link. `downloads` is counted by one conditional UPDATE, so every
 * server instance on the database holds the same `max_downloads`; `revoked_at` ends the link at
 * once while the owner still sees the row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('folder_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('mount_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('names', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_uploads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('folder_shares_created_by_idx')
    .on('folder_shares')
    .columns(['created_by', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('folder_shares').execute();
}
