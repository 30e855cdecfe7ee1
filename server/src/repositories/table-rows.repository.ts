/**
 * Whole tables, whatever their columns: read a page at a time in primary-key order (never whole in
 * memory, and other queries run between pages), written in batches, counted, emptied. What
 * backups, restores and database copies are made of (services/backup/, docs/DEPLOY.md).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { TableSpec } from '../db/table-catalogue.js';
import type { Database } from '../db/types.js';

/** A row as the driver gives it: text, numbers and nulls only in this schema. */
export type TableRow = Record<string, unknown>;

// A table of any name and columns: the catalogue's names are the schema's, checked by its test.
type AnyTables = Record<string, TableRow>;

/** Rows per insert: under SQLite's and PostgreSQL's limits on parameters for every table. */
export const INSERT_BATCH = 200;

export class TableRowsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private get any(): Kysely<AnyTables> {
    return this.db as unknown as Kysely<AnyTables>;
  }

  /** The table's rows, `size` at a time, in primary-key order. */
  async *pages(table: TableSpec, size = 1000): AsyncGenerator<TableRow[]> {
    let after: TableRow | undefined;
    for (;;) {
      let query = this.any.selectFrom(table.name).selectAll();
      if (after) {
        const last = after;
        const columns = sql.join(table.key.map((k) => sql.ref(k)));
        const values = sql.join(table.key.map((k) => last[k]));
        query = query.where(sql<boolean>`(${columns}) > (${values})`);
      }
      for (const column of table.key) query = query.orderBy(column);
      const rows = await query.limit(size).execute();
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      after = rows[rows.length - 1];
    }
  }

  async insert(table: string, rows: readonly TableRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await this.any
        .insertInto(table)
        .values(rows.slice(i, i + INSERT_BATCH))
        .execute();
    }
  }

  async count(table: string): Promise<number> {
    const row = await this.any
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async clear(table: string): Promise<void> {
    await this.any.deleteFrom(table).execute();
  }

  /** Every instance drops the state it keeps in memory under a stamp (migration 0017). */
  async bumpStamps(): Promise<void> {
    await this.db
      .updateTable('cluster_stamps')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
  }

  /** The tables that exist (a database migrated to an earlier schema has fewer). */
  async tableNames(): Promise<Set<string>> {
    const tables = await this.db.introspection.getTables();
    return new Set(tables.map((t) => t.name));
  }

  /** The last migration applied; null for a database never migrated. */
  async schemaVersion(): Promise<string | null> {
    const tables = await this.db.introspection.getTables({ withInternalKyselyTables: true });
    if (!tables.some((t) => t.name === 'kysely_migration')) return null;
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(this.db);
    return rows[0]?.name ?? null;
  }

  /**
   * Reads that all see one moment of the database, whatever is written meanwhile: on PostgreSQL a
   * read-only REPEATABLE READ transaction, ended by `end()`. SQLite's one connection would be held
   * from every other request for as long, so there the reads are plain (docs/BACKUPS.md).
   */
  async snapshot(): Promise<{ rows: TableRowsRepository; end(): Promise<void> }> {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) {
      return { rows: this, end: () => Promise.resolve() };
    }
    const trx = await this.db
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    return { rows: new TableRowsRepository(trx), end: () => trx.commit().execute() };
  }

  /** Runs `work` in one transaction: all of it or nothing. */
  transaction<T>(work: (rows: TableRowsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new TableRowsRepository(trx)));
  }
}
