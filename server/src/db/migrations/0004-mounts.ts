/**
 * Mount points: a storage configuration shown at a path of the virtual file tree. `mount_path` is
 * unique; a configuration in use by a mount cannot be deleted (checked by the repository).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mounts')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('storage_type', 'text', (c) => c.notNull())
    .addColumn('storage_config_id', 'text', (c) => c.notNull())
    .addColumn('mount_path', 'text', (c) => c.notNull().unique())
    .addColumn('remark', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_ttl', 'integer', (c) => c.notNull().defaultTo(300))
    .addColumn('web_proxy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('webdav_policy', 'text', (c) => c.notNull().defaultTo('302_redirect'))
    .addColumn('enable_sign', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sign_expires', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_used', 'text')
    .execute();
  await db.schema
    .createIndex('mounts_storage_config_id_idx')
    .ifNotExists()
    .on('mounts')
    .column('storage_config_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mounts').ifExists().execute();
}
