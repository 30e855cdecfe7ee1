/** Opens the database (SQLite by default, PostgreSQL when DATABASE_URL is set) and migrates it. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
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
  /** The checkpointer's worker; the built one beside the bundle by default. */
  checkpointWorker?: URL;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // pg returns BIGINT as string by default; our bigints (bitmasks, sizes) fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
  });
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
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

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies every pending migration; a no-op when the schema is current. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
