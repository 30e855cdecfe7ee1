/**
 * The search index's direct children of a folder found through an index, not a scan of the mount:
 * a listed folder's reconcile (services/fs/fs-index.service.ts) reads them on every cold listing,
 * and scanning every row of a mount of 100,000 entries kept a local folder's first listing at 3x
 * its storage (docs/PERFORMANCE.md, "Listings and search"). The index is on the key's parent
 * prefix ('' or ending in `/`), an expression both SQLite and PostgreSQL evaluate the same way:
 * rtrim drops the trailing run of characters the key has besides `/`, up to the last `/`. A query
 * must spell the expression exactly so (FS_INDEX_PARENT in repositories/fs-index.repository.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists fs_index_parent on fs_index (mount_id, (rtrim(key, replace(key, '/', ''))))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists fs_index_parent`.execute(db);
}
