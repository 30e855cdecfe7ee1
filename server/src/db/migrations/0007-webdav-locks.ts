/**
 * WebDAV state every server instance shares: dead properties set by PROPPATCH and write locks taken
 * by LOCK, both keyed by the virtual path (as the fs layer normalises it: `/mount/dir/file`).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dav_properties')
    .ifNotExists()
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('parent', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dav_properties_pk', ['path', 'namespace', 'name'])
    .execute();
  // A Depth 1 PROPFIND reads the properties of a folder's children by their parent.
  await db.schema
    .createIndex('dav_properties_parent_idx')
    .ifNotExists()
    .on('dav_properties')
    .column('parent')
    .execute();
  await db.schema
    .createTable('dav_locks')
    .ifNotExists()
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('depth', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('principal', 'text', (c) => c.notNull())
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dav_locks_path_idx')
    .ifNotExists()
    .on('dav_locks')
    .column('path')
    .execute();
  await db.schema
    .createIndex('dav_locks_expires_at_idx')
    .ifNotExists()
    .on('dav_locks')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dav_locks').ifExists().execute();
  await db.schema.dropTable('dav_properties').ifExists().execute();
}
