/** One Vitest run over every workspace's unit and route tests (e2e has its own config). */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core machine one file at a
    // time, while the server's files mostly wait on PostgreSQL, S3 and WebDAV. Two workers there
    // (docs/PERFORMANCE.md, test suite); the default on larger machines.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      { test: { name: 'contracts', include: ['contracts/src/**/*.test.ts'], environment: 'node' } },
      // The lint config's import boundaries (tools/eslint/).
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          // Files share a worker's module cache: each file built a test app and imported the whole
          // server (AWS SDK, Hono, Kysely) again, 250-380 s of a run's import time. Nothing in the
          // server keeps test-visible state in a module (docs/PERFORMANCE.md, test suite).
          isolate: false,
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          // Test-only scrypt cost: docs/PERFORMANCE.md (test suite).
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 20_000,
          // Hooks make and drop apps, databases and S3 buckets: seconds each on a busy machine,
          // past Vitest's 10 s default when two S3 files run at once. A hung hook still fails.
          hookTimeout: 60_000,
        },
      },
      {
        // The same route tests on PostgreSQL, the cluster's database (server/test/route-database.ts).
        test: {
          name: 'server-pg',
          isolate: false,
          include: ['server/src/**/*.routes.test.ts'],
          environment: 'node',
          // Test-only scrypt cost: docs/PERFORMANCE.md (test suite).
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 20_000,
          // Hooks make and drop apps, databases and S3 buckets: seconds each on a busy machine,
          // past Vitest's 10 s default when two S3 files run at once. A hung hook still fails.
          hookTimeout: 60_000,
          env: { ROUTE_TESTS_DATABASE: 'postgres' },
          globalSetup: ['server/test/route-database.setup.ts'],
        },
      },
      {
        // The command-line client: units beside its code, and runs against the real server on a
        // socket (cli/test/cli-server.ts).
        test: {
          name: 'cli',
          include: ['cli/src/**/*.test.ts', 'cli/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'web/vite.config.ts',
    ],
  },
});
