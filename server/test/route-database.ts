/**
 * The database a route test's app runs on when it is not given one. In-memory SQLite by default;
 * in the `server-pg` Vitest project (ROUTE_TESTS_DATABASE=postgres) a fresh PostgreSQL database
 * cloned from a template that route-database.setup.ts migrated once, so the same route tests prove
 * the cluster's database too (docs/DEPLOY.md, "PostgreSQL as a first-class database").
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';

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
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const handle = openDatabase({ databaseUrl: databaseUrl(template.adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(text);
  } finally {
    await client.end();
  }
}
