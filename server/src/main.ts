/** Reads config, opens the database, builds services, createApp, listens. The only wiring point. */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config/env.js';
import { loadOrCreateSecret } from './config/secret.js';
import { drainable } from './http/drain.js';
import { servePipedBodies } from './http/piped-body.js';
import { serveUpgradeFailure } from './http/upgrade-failure.js';
import { migrateToLatest, openDatabase, sqlitePathIn, UpgradeFailure } from './db/database.js';
import { startJobs } from './jobs/scheduler.js';
import { systemClock } from './lib/time.js';
import { createServices } from './services/index.js';
import { STAT_WORKER_URL, StatPool } from './storage/registry.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { app: 'cloudpaste' } });
  mkdirSync(config.dataDir, { recursive: true });
  const secret = loadOrCreateSecret(config.dataDir, config.appSecret);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: sqlitePathIn(config.dataDir),
    onBackgroundError: (error) => logger.warn({ err: error }, 'database checkpointer stopped'),
    onConnectionLost: (error) =>
      logger.warn({ err: error }, 'database connection lost: the next query opens a new one'),
  });
  let applied: string[];
  try {
    applied = await migrateToLatest(database.db);
  } catch (error) {
    // Nothing of the upgrade was applied: answer why on every request rather than run the app.
    if (!(error instanceof UpgradeFailure)) throw error;
    const { port, host } = config;
    return serveUpgradeFailure(error, { logger, port, host, close: () => database.close() });
  }
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  // Local listings stat their files on worker threads built beside this bundle.
  const localStats = new StatPool(STAT_WORKER_URL);
  const services = createServices({
    db: database.db,
    secret,
    clock: systemClock,
    sessionTtlMs: config.sessionTtlMs,
    environment: config.environment,
    databaseName: database.dialect,
    maxPasteBytes: config.maxPasteBytes,
    dataDir: config.dataDir,
    urlUploadAllowedNetworks: config.urlUploadAllowedNetworks,
    uploadWindowMs: config.uploadWindowMs,
    localStats,
    // The admin hears of an attack in the log as it starts, and on the dashboard.
    onBackOff: (event) => logger.warn(event, 'repeated wrong credentials: attempts now wait'),
    onObjectKept: (event) =>
      logger.warn(event, 'file share removed without its object: the object there is not its own'),
    // Search still answers, from the index as it was; the error is worth a look all the same.
    onIndexError: (mount, error) =>
      logger.warn({ err: error, mountId: mount.id }, 'search index: background update failed'),
    onAuditError: (error, action) =>
      logger.error({ err: error, action }, 'audit log: entry not written'),
  });
  await services.settings.initialize();
  if (await services.storageConfigs.ensureDefaultLocal())
    logger.info('local storage configured as the default storage');
  const boot = await services.auth.ensureInitialAdmin(config.adminUsername, config.adminPassword);
  if (boot.generatedPassword) {
    // Printed once, at the first start only: it is not stored anywhere in clear.
    console.log(
      `\n  First start: admin account created.\n  Username: ${boot.username}\n  Password: ${boot.generatedPassword}\n` +
        '  Save it now: it will not be shown again (change it under Admin > Account).\n',
    );
  }

  const webDistDir = config.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = createApp({
    services,
    logger,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    maxJsonBodyBytes: config.maxJsonBodyBytes,
    webDistDir,
  });
  const jobs = startJobs(services, logger, { sweepIntervalMs: config.sweepIntervalMs });
  const requests = drainable(servePipedBodies(app.fetch, logger));
  const server = serve(
    { fetch: requests.fetch, port: config.port, hostname: config.host },
    (info) => {
      logger.info(
        {
          url: `http://${config.host}:${info.port}`,
          dataDir: config.dataDir,
          database: database.dialect,
        },
        'listening',
      );
      console.log(`CloudPaste is running at http://${config.host}:${info.port}`);
    },
  ) as Server;
  requests.track(server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C under `npm start` arrives more than once (from the terminal, and passed on by
    // scripts/start.mjs): one shutdown.
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // New requests get 503 (the balancer's health check too) while the running ones finish.
    const cut = await requests.drain(config.shutdownGraceMs);
    if (cut > 0)
      logger.warn({ requests: cut }, 'grace period over: requests still running are cut');
    server.close();
    server.closeAllConnections();
    // Each step is tried even when one before it failed, and a failure is logged with its cause:
    // the exit code alone would not say what went wrong.
    const steps = {
      'write pending counts': () => jobs.stop(),
      'close the database': () => database.close(),
      'stop the stat workers': () => localStats.close(),
    };
    let clean = true;
    for (const [step, run] of Object.entries(steps)) {
      try {
        await run();
      } catch (err) {
        clean = false;
        logger.error({ err, step }, 'shutdown step failed');
      }
    }
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
