/**
 * What the tests do as PostgreSQL's administrator: one statement on a short-lived connection
 * (CREATE and DROP DATABASE cannot run in a pool's transaction), and the URL of a database on the
 * same server.
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';

export async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(text);
  } finally {
    await client.end();
  }
}

/** `adminUrl` with its database replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database `name` (empty, or a copy of `template`), opened; its close() drops it. */
export async function scratchDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<DatabaseHandle> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
