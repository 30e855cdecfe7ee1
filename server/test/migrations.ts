/**
 * Migration tests on every dialect: a fresh database per test, migrated to a chosen step, and the
 * process warnings a migration writes (CLOUDPASTE_MIGRATION reports) captured instead of printed.
 */
import { Migrator } from 'kysely';
import { afterEach, beforeEach, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import type { TestDialect } from './databases.js';

/** Opens an empty database of the dialect before each test; `migrateTo` stops after a step. */
export function migrationDatabase(dialect: TestDialect) {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await dialect.open();
  });
  afterEach(() => handle.close());
  const migrator = () =>
    new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  return {
    get db() {
      return handle.db;
    },
    async migrateTo(step: string) {
      return (await migrator().migrateTo(step)).error;
    },
    async migrateToLatest() {
      return (await migrator().migrateToLatest()).error;
    },
  };
}

/** The warnings `work` emitted, as their messages. */
export async function warningsOf(work: () => Promise<unknown>): Promise<string[]> {
  const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  try {
    await work();
    return warn.mock.calls.map((call) => String(call[0]));
  } finally {
    warn.mockRestore();
  }
}
