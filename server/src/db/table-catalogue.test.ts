/** The catalogue names every table of the schema, so a new table gets a backup decision. */
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.js';
import { TABLES } from './table-catalogue.js';

describe('table catalogue', () => {
  it('lists exactly the tables the migrations make, each with its primary key', async () => {
    const handle = openDatabase({ sqlitePath: ':memory:' });
    try {
      await migrateToLatest(handle.db);
      const tables = await handle.db.introspection.getTables();
      expect(TABLES.map((t) => t.name).sort()).toEqual(tables.map((t) => t.name).sort());
      for (const table of TABLES) {
        const columns = tables.find((t) => t.name === table.name)!.columns.map((c) => c.name);
        for (const key of table.key) expect(columns, table.name).toContain(key);
      }
    } finally {
      await handle.close();
    }
  });
});
