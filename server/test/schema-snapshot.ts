/**
 * A database's schema as comparable data: every table's columns (Kysely's introspection: type,
 * nullability, default), and the dialect's own words for what introspection leaves out: the table
 * definitions with their constraints and defaults, and every index. Two databases with equal
 * snapshots have the same schema.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';

export interface SchemaSnapshot {
  columns: Record<string, string[]>;
  definitions: string[];
}

export async function schemaSnapshot(handle: DatabaseHandle): Promise<SchemaSnapshot> {
  const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
  const columns: Record<string, string[]> = {};
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    columns[table.name] = table.columns.map(
      (c) =>
        `${c.name} ${c.dataType}${c.isNullable ? '' : ' not null'}${c.hasDefaultValue ? ' default' : ''}`,
    );
  }
  const db = handle.db as unknown as Kysely<unknown>;
  const definitions =
    handle.dialect === 'sqlite' ? await sqliteDefinitions(db) : await postgresDefinitions(db);
  return { columns, definitions: definitions.sort() };
}

/** SQLite keeps each table's and index's CREATE statement; a constraint's index has none. */
async function sqliteDefinitions(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('table', 'index')`.execute(
    db,
  );
  return rows.map((r) => `${r.type} ${r.tbl_name}.${r.name}: ${r.sql ?? '(constraint)'}`);
}

/** PostgreSQL's canonical words: column defaults, constraints and index definitions. */
async function postgresDefinitions(db: Kysely<unknown>): Promise<string[]> {
  const defaults = await sql<{ table_name: string; column_name: string; column_default: string }>`
    SELECT table_name, column_name, column_default FROM information_schema.columns
    WHERE table_schema = 'public' AND column_default IS NOT NULL`.execute(db);
  const constraints = await sql<{ table_name: string; conname: string; definition: string }>`
    SELECT c.conrelid::regclass::text AS table_name, c.conname, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = 'public'`.execute(db);
  const indexes = await sql<{ tablename: string; indexdef: string }>`
    SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(db);
  return [
    ...defaults.rows.map((r) => `default ${r.table_name}.${r.column_name}: ${r.column_default}`),
    ...constraints.rows.map((r) => `constraint ${r.table_name}.${r.conname}: ${r.definition}`),
    ...indexes.rows.map((r) => `index ${r.tablename}: ${r.indexdef}`),
  ];
}
