/** Opens the database (SQLite by default, PostgreSQL when DATABASE_URL is set) and migrates it. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type Migration,
  type MigrationProvider,
  type MigrationResult,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import { openPgPool } from './pg-pool.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import type { Database } from './types.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for tests. */
  sqlitePath?: string;
  /** Told when the SQLite file's background checkpointer fails (SQLite then checkpoints itself). */
  onBackgroundError?: (error: Error) => void;
  /** Told when PostgreSQL closes an idle connection (it restarted); the pool opens a new one. */
  onConnectionLost?: (error: Error) => void;
  /** The checkpointer's worker; the built one beside the bundle by default. */
  checkpointWorker?: URL;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // pg returns BIGINT as string by default; our bigints (bitmasks, sizes) fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = openPgPool(options.databaseUrl, options.onConnectionLost);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const path = options.sqlitePath ?? ':memory:';
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const checkpointer =
    path === ':memory:'
      ? undefined
      : startWalCheckpointer(
          sqlite,
          path,
          options.onBackgroundError ?? (() => {}),
          options.checkpointWorker,
        );
  const db = new Kysely<Database>({
    dialect: new TransactionalSqliteDialect({ database: cachingStatements(sqlite) }),
  });
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}

/**
 * SQLite's DDL is transactional, but Kysely's adapter says otherwise, so its Migrator would run
 * SQLite migrations outside a transaction and a failure would leave the schema half-changed. With
 * this one the Migrator runs a whole upgrade in one transaction on SQLite as on PostgreSQL: it
 * applies completely or not at all (db/migrations/rollback.test.ts, docs/DEPLOY.md "Upgrades").
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/**
 * Kysely's SQLite driver prepares every statement on every execution; preparing was 11% of CPU on
 * the share-view path (bench/benches/pastes.bench.ts). Statements are reusable because the driver
 * runs them synchronously to completion, so a bounded cache keyed by SQL text is safe.
 */
function cachingStatements(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function sqlitePathIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'cloudpaste.db');
}

/**
 * An upgrade that did not complete. It ran in one transaction, so nothing of it was applied: the
 * schema is still at `schemaAt` (null for an empty database). `failed` names the migration that
 * threw, or is undefined when the list itself was refused (the database was migrated by a newer
 * release than this one).
 */
export class UpgradeFailure extends Error {
  override readonly name = 'UpgradeFailure';
  constructor(
    readonly failed: string | undefined,
    readonly schemaAt: string | null,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    const where = failed ? ` at ${failed}` : '';
    super(
      `database upgrade failed${where}: ${reason}; the database was left at ${schemaAt ?? 'an empty schema'}`,
      options,
    );
  }
}

/**
 * Applies every pending migration of `list` (the release's own by default), all or none; a no-op
 * when the schema is current. Throws UpgradeFailure when a migration fails.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(list) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw await upgradeFailure(db, error, results);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function upgradeFailure(
  db: Kysely<Database>,
  error: unknown,
  results: readonly MigrationResult[] | undefined,
): Promise<Error> {
  const cause = error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  // Without a result the migrator stopped before migrating: a database it cannot reach is not an
  // upgrade's failure.
  if (!failed && !cause.message.startsWith('corrupted migrations')) return cause;
  try {
    // Names sort in order; the Migrator's own log table.
    const last = await sql<{ name: string }>`
      SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
    return new UpgradeFailure(failed, last.rows[0]?.name ?? null, cause.message, { cause });
  } catch {
    return cause;
  }
}
