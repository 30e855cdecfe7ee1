/**
 * Global setup of the `server-pg` project: migrates one template database, which every route test's
 * app clones (route-database.ts), and drops the template and any clone left behind at the end.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { adminQuery, databaseUrl } from './pg-admin.js';
import { CLONE_PREFIX } from './route-database.js';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('the server-pg project needs TEST_DATABASE_URL (npm test sets it)');
  const runId = randomBytes(3).toString('hex');
  const name = `cp_route_template_${runId}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const template = openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  try {
    await migrateToLatest(template.db);
  } finally {
    // A template must have no connection open while it is cloned.
    await template.close();
  }
  project.provide('routeTemplate', { name, adminUrl, runId });

  return async () => {
    const left = await adminQuery(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE '${CLONE_PREFIX}${runId}\\_%'`,
    );
    for (const { datname } of left.rows)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
