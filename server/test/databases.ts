/**
 * The database dialects a contract suite runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL points at a server (npm test starts one). Each open() gets an empty database.
 * Route tests (`*.routes.test.ts`, run once per database by the server and server-pg projects)
 * take `routeDialects` from route-database.ts instead.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { scratchDatabase } from './pg-admin.js';

export interface TestDialect {
  name: 'sqlite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

const sqlite: TestDialect = {
  name: 'sqlite',
  open: async () => openDatabase({ sqlitePath: ':memory:' }),
};

function postgres(adminUrl: string): TestDialect {
  return {
    name: 'postgres',
    open: () => scratchDatabase(adminUrl, `cp_test_${randomBytes(6).toString('hex')}`),
  };
}

const url = process.env.TEST_DATABASE_URL;
if (!url && process.env.CI) {
  throw new Error(
    'TEST_DATABASE_URL is not set: npm test starts PostgreSQL and sets it; run tests through npm test',
  );
}

export const testDialects: TestDialect[] = url ? [sqlite, postgres(url)] : [sqlite];
