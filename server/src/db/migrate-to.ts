/**
 * A new database migrated to a given schema, not the latest: a restore or a copy of rows made at
 * an earlier schema goes in there first, and the migrations after it then upgrade them
 * (docs/DEPLOY.md, "Backups").
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './types.js';

/** Migrates a database that was never migrated up to `schema`; leaves any other one alone. */
export async function migrateNewDatabaseTo(db: Kysely<Database>, schema: string): Promise<void> {
  if (!(schema in migrations)) return;
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (tables.some((t) => t.name === 'kysely_migration')) {
    const { rows } = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM kysely_migration`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) return;
  }
  const provider = { getMigrations: () => Promise.resolve(migrations) };
  const { error } = await new Migrator({ db, provider }).migrateTo(schema);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
