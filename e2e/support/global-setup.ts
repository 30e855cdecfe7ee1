/** Vitest global setup: one built server on a temp data dir for the whole e2e run, and its storages. */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR } from './context.js';
import { startServer } from './server.js';
import { prepareStorages, type PreparedStorages } from './storages.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const server = await startServer({
    logFile: join(ARTIFACTS_DIR, 'server.log'),
    // The URL upload spec serves its files from loopback, which the SSRF guard refuses otherwise.
    env: { URL_UPLOAD_ALLOWED_NETWORKS: '127.0.0.1' },
  });
  let prepared: PreparedStorages;
  try {
    prepared = await prepareStorages(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseURL', server.url);
  project.provide('storages', prepared.storages);
  project.provide('dataDir', server.dataDir);
  const { cleanup } = prepared;
  return async () => {
    await server.stop();
    await cleanup();
  };
}
