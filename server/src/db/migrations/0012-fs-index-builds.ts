/**
 * Search index builds in the background (docs/product/mounts-and-explorer.md, Search): one row per
 * mount in fs_index_builds says which build generation its rows carry, how far a build in progress
 * has come (the last key written: a restart resumes after it) and who holds it (a lease that
 * expires, so two processes on one database never build the same mount at once). Each fs_index
 * row records the generation that last wrote it: a finished build removes rows older than its own.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fs_index')
    .addColumn('build', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('fs_index_builds')
    .ifNotExists()
    .addColumn('mount_id', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('building', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cursor', 'text')
    .addColumn('indexed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fs_index_builds').ifExists().execute();
  await db.schema.alterTable('fs_index').dropColumn('build').execute();
}
