import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.js';
import { migrations } from './migrations/index.js';

describe('migrations', () => {
  it('build the schema from an empty database and re-run as a no-op', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cp-db-')), 'test.db');
    const first = openDatabase({ sqlitePath: path });
    expect(await migrateToLatest(first.db)).toEqual(Object.keys(migrations));
    await first.close();
    const second = openDatabase({ sqlitePath: path });
    expect(await migrateToLatest(second.db)).toEqual([]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(second.db);
    expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['admins', 'admin_sessions', 'api_keys', 'settings']));
    await second.close();
  });
});
