/**
 * End-to-end encrypted file shares: `files.encrypted` is 1 when the stored object is a sealed
 * stream made by the client (docs/ENCRYPTION.md, "File shares"), which the server stores and serves
 * but never reads. Shares made before are plain (0).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('encrypted', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('encrypted').execute();
}
