/**
 * Version stamps every server instance of a cluster reads before trusting what it keeps in memory
 * (docs/DEPLOY.md, "Which state lives where"): a write through any instance bumps its stamp, and an
 * instance that finds a stamp moved since it last looked drops what it kept under it (the folder
 * listings of a mount: services/fs/listing-stamps.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cluster_stamps')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cluster_stamps').ifExists().execute();
}
