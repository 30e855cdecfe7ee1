/**
 * The search index of mounted storages: one row per file or folder of a mount, kept in step by
 * every write through the app and rebuilt from the storage listing (fs_index_state says when).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fs_index')
    .ifNotExists()
    .addColumn('mount_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name_lower', 'text', (c) => c.notNull())
    .addColumn('is_dir', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('modified', 'text')
    .addPrimaryKeyConstraint('fs_index_pk', ['mount_id', 'key'])
    .execute();
  await db.schema
    .createTable('fs_index_state')
    .ifNotExists()
    .addColumn('mount_id', 'text', (c) => c.primaryKey())
    .addColumn('indexed_at', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fs_index_state').ifExists().execute();
  await db.schema.dropTable('fs_index').ifExists().execute();
}
