/**
 * Zip download links of the file explorer's basket: what one link will stream, resolved when it
 * was made, so any server instance can serve it. The row id is the keyed hash of the link's token;
 * the token itself is never stored.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fs_archives')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fs_archives_expires_at_idx')
    .ifNotExists()
    .on('fs_archives')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fs_archives').ifExists().execute();
}
