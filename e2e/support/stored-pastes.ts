/**
 * A text share's row as the server stored it: read from the e2e server's database (its SQLite
 * file, or its PostgreSQL database on a PostgreSQL run) through a connection of its own.
 */
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/database.js';
import { databaseUrl, dataDir } from './context.js';

export async function storedPasteRow(slug: string): Promise<Record<string, unknown>> {
  const url = databaseUrl();
  const database = openDatabase(
    url ? { databaseUrl: url } : { sqlitePath: join(dataDir(), 'cloudpaste.db') },
  );
  try {
    return await database.db
      .selectFrom('pastes')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
  } finally {
    await database.close();
  }
}
