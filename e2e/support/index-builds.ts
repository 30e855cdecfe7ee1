/**
 * The server's search index as another CloudPaste process on the same database sees it: the
 * e2e server's SQLite file in its data dir, or its PostgreSQL database on a PostgreSQL run,
 * written through the server's own repositories. A
 * build another process holds (its lease unexpired) is left to it, so a spec can keep a mount's
 * index "still building" for as long as it needs, without timing anything.
 */
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/database.js';
import { FsIndexBuildRepository } from '../../server/src/repositories/fs-index-build.repository.js';
import { FsIndexRepository } from '../../server/src/repositories/fs-index.repository.js';
import { databaseUrl, dataDir } from './context.js';

const OTHER_PROCESS = 'e2e-another-process';

/**
 * Makes the mount's index a first build under way in another process that has indexed only
 * `indexedKeys` (at least one) so far: the rows of every other key are dropped.
 */
export async function holdIndexBuild(mountId: string, indexedKeys: readonly string[]) {
  const url = databaseUrl();
  const database = openDatabase(
    url ? { databaseUrl: url } : { sqlitePath: join(dataDir(), 'cloudpaste.db') },
  );
  const { db } = database;
  try {
    // As if the mount's first build had never finished.
    await new FsIndexRepository(db).markStale(mountId);
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + 24 * 3600_000).toISOString();
    const claim = await new FsIndexBuildRepository(db).claim(
      mountId,
      OTHER_PROCESS,
      now.toISOString(),
      leaseUntil,
    );
    if (!claim) throw new Error(`the index build of mount ${mountId} is held by the server`);
    await db
      .deleteFrom('fs_index')
      .where('mount_id', '=', mountId)
      .where('key', 'not in', indexedKeys)
      .execute();
    await db
      .updateTable('fs_index_builds')
      .set({ indexed: indexedKeys.length, cursor: indexedKeys.at(-1) ?? null })
      .where('mount_id', '=', mountId)
      .execute();
  } finally {
    await database.close();
  }
}
