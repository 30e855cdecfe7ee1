/**
 * Vitest global setup: one built server on a temp data dir for the whole e2e run, and its storages.
 * The server's database is SQLite in that dir, or a fresh PostgreSQL database on TEST_DATABASE_URL
 * when E2E_DATABASE=postgres (npm test runs the suite both ways: docs/DEPLOY.md).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freshDatabase } from './balancer.js';
import { ARTIFACTS_DIR } from './context.js';
import { startServer } from './server.js';
import { prepareStorages, type PreparedStorages } from './storages.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const database = await postgresIfAsked();
  const server = await startServer({
    logFile: join(ARTIFACTS_DIR, 'server.log'),
    env: {
      // The URL upload spec serves its files from loopback, which the SSRF guard refuses otherwise.
      URL_UPLOAD_ALLOWED_NETWORKS: '127.0.0.1',
      ...(database && { DATABASE_URL: database.url }),
    },
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  let prepared: PreparedStorages;
  try {
    prepared = await prepareStorages(server.url);
  } catch (error) {
    await server.stop();
    await database?.drop();
    throw error;
  }
  project.provide('baseURL', server.url);
  project.provide('storages', prepared.storages);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseUrl', database?.url ?? null);
  const { cleanup } = prepared;
  return async () => {
    await server.stop();
    await cleanup();
    await database?.drop();
  };
}

async function postgresIfAsked() {
  if (process.env.E2E_DATABASE !== 'postgres') return null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL (npm test sets it)');
  return freshDatabase(adminUrl);
}
