/**
 * The database a route test's app runs on when it is not given one. In-memory SQLite by default;
 * in the `server-pg` Vitest project (ROUTE_TESTS_DATABASE=postgres) a fresh PostgreSQL database
 * cloned from a template that route-database.setup.ts migrated once, so the same route tests prove
 * the cluster's database too (docs/DEPLOY.md, "PostgreSQL as a first-class database").
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { testDialects, type TestDialect } from './databases.js';
import { scratchDatabase } from './pg-admin.js';

/** Every database a run clones starts with this, so its teardown can drop what a test left behind. */
export const CLONE_PREFIX = 'cp_route_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's name and the server's admin URL (route-database.setup.ts). */
    routeTemplate: { name: string; adminUrl: string; runId: string } | undefined;
  }
}

export function onPostgres(): boolean {
  return process.env.ROUTE_TESTS_DATABASE === 'postgres';
}

/** A database with the latest schema: a clone of the template on PostgreSQL, else SQLite in memory. */
export async function routeTestDatabase(): Promise<DatabaseHandle> {
  if (!onPostgres()) return openDatabase({ sqlitePath: ':memory:' });
  const template = inject('routeTemplate');
  if (!template) throw new Error('the server-pg project runs route-database.setup.ts first');
  const name = `${CLONE_PREFIX}${template.runId}_${randomBytes(5).toString('hex')}`;
  return scratchDatabase(template.adminUrl, name, template.name);
}

/**
 * For route tests that open their own databases (two instances on one, a dialect-specific check):
 * this project's dialect only. The `server` and `server-pg` projects each run every route test, so
 * a route test that took both dialects itself would run each of them twice.
 */
export function routeDialects(): TestDialect[] {
  // Read when the file is collected: the server projects share a worker's modules (vitest.config.ts).
  return testDialects.filter((dialect) => dialect.name === (onPostgres() ? 'postgres' : 'sqlite'));
}
