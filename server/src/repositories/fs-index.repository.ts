/** Queries on the search index of mounted storages (fs_index) and when each mount was indexed. */
import { sql, type Kysely } from 'kysely';
import type { Database, FsIndexRow, NewFsIndexRow } from '../db/types.js';
import { likePattern } from './like-pattern.js';

/** Rows per INSERT: six columns each stays far below every dialect's parameter limit. */
const INSERT_BATCH = 500;

/**
 * A row's parent prefix ('' or ending in `/`): the key up to its last `/`. Spelled exactly as the
 * index of migration 0014 is, so that both SQLite and PostgreSQL read a folder's direct children
 * through it instead of scanning the mount.
 */
const FS_INDEX_PARENT = sql<string>`rtrim(key, replace(key, '/', ''))`;

/** Where a search looks: a mount, below a key prefix ('' for all of it). */
export interface SearchTarget {
  mountId: string;
  keyPrefix: string;
}

export class FsIndexRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Replaces everything indexed for a mount, in one transaction, and records when. */
  async replaceMount(
    mountId: string,
    rows: readonly NewFsIndexRow[],
    nowIso: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('fs_index').where('mount_id', '=', mountId).execute();
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await trx
          .insertInto('fs_index')
          .values(rows.slice(i, i + INSERT_BATCH))
          .execute();
      }
      await trx
        .insertInto('fs_index_state')
        .values({ mount_id: mountId, indexed_at: nowIso, entries: rows.length })
        .onConflict((oc) =>
          oc.column('mount_id').doUpdateSet({ indexed_at: nowIso, entries: rows.length }),
        )
        .execute();
    });
  }

  async upsert(rows: readonly NewFsIndexRow[]): Promise<void> {
    const mountId = rows[0]?.mount_id;
    if (mountId === undefined) return;
    const build = await currentBuild(this.db, mountId);
    await upsertRows(
      this.db,
      rows.map((row) => ({ ...row, build })),
    );
  }

  /**
   * Makes the direct entries of the folder at `prefix` ('' or ending in `/`) those of `children`
   * (one row each), in one transaction: new ones inserted, changed ones updated, gone ones deleted,
   * a gone folder with everything below it; `above` (the folder and those over it) added where
   * missing. Only unchanged rows are left unwritten, and `children` is read once, never gathered.
   * Nothing happens, and false is answered, when the mount's index was never built: its first
   * search builds it whole.
   */
  async replaceFolder(
    mountId: string,
    prefix: string,
    children: Iterable<NewFsIndexRow>,
    above: readonly NewFsIndexRow[],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const built = await trx
        .selectFrom('fs_index_state')
        .select('mount_id')
        .where('mount_id', '=', mountId)
        .executeTakeFirst();
      if (!built) return false;
      const build = await currentBuild(trx, mountId);
      const known = new Map<string, Pick<FsIndexRow, 'is_dir' | 'size' | 'modified'>>();
      const direct = await trx
        .selectFrom('fs_index')
        .select(['key', 'is_dir', 'size', 'modified'])
        .where('mount_id', '=', mountId)
        .where(FS_INDEX_PARENT, '=', prefix)
        .execute();
      for (const row of direct) known.set(row.key, row);
      // Keyed by key: a name both a file and a folder must not be written twice in one statement.
      const changed = new Map<string, NewFsIndexRow>();
      for (const row of children) {
        const had = known.get(row.key);
        known.delete(row.key);
        if (had && sameEntry(had, row)) continue;
        changed.set(row.key, { ...row, build });
        if (changed.size >= INSERT_BATCH) {
          await upsertRows(trx, [...changed.values()]);
          changed.clear();
        }
      }
      await upsertRows(trx, [...changed.values()]);
      const goneFiles: string[] = [];
      for (const [key, row] of known) {
        if (Number(row.is_dir) === 1) await deleteTreeIn(trx, mountId, key);
        else goneFiles.push(key);
      }
      for (let i = 0; i < goneFiles.length; i += INSERT_BATCH) {
        await trx
          .deleteFrom('fs_index')
          .where('mount_id', '=', mountId)
          .where('key', 'in', goneFiles.slice(i, i + INSERT_BATCH))
          .execute();
      }
      if (above.length > 0)
        await trx
          .insertInto('fs_index')
          .values(above.map((row) => ({ ...row, build })))
          .onConflict((oc) => oc.columns(['mount_id', 'key']).doNothing())
          .execute();
      return true;
    });
  }

  /** Removes an entry and, for a folder, everything below it. */
  async deleteTree(mountId: string, key: string): Promise<void> {
    await deleteTreeIn(this.db, mountId, key);
  }

  async forgetMount(mountId: string): Promise<void> {
    await this.db.deleteFrom('fs_index_builds').where('mount_id', '=', mountId).execute();
    await this.db.deleteFrom('fs_index').where('mount_id', '=', mountId).execute();
    await this.db.deleteFrom('fs_index_state').where('mount_id', '=', mountId).execute();
  }

  /** Makes the next search of the mount rebuild its index first. */
  async markStale(mountId: string): Promise<void> {
    await this.db.deleteFrom('fs_index_state').where('mount_id', '=', mountId).execute();
  }

  async indexedAt(mountId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('fs_index_state')
      .select('indexed_at')
      .where('mount_id', '=', mountId)
      .executeTakeFirst();
    return row?.indexed_at ?? null;
  }

  /** Entries whose name contains `query`, folders first then by key; with the total. */
  async search(
    targets: readonly SearchTarget[],
    query: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: FsIndexRow[]; total: number }> {
    if (targets.length === 0) return { rows: [], total: 0 };
    // One snapshot for the count and the page: a folder reconciled in between must not make them
    // disagree (SQLite's one connection runs the transaction alone; PostgreSQL needs the level).
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute((trx) => searchIn(trx, targets, query, page));
  }
}

async function searchIn(
  db: Kysely<Database>,
  targets: readonly SearchTarget[],
  query: string,
  page: { limit: number; offset: number },
): Promise<{ rows: FsIndexRow[]; total: number }> {
  const base = db
    .selectFrom('fs_index')
    .where(sql<boolean>`name_lower like ${likePattern(query)} escape '\\'`)
    .where((eb) =>
      eb.or(
        targets.map((t) =>
          eb.and([
            eb('mount_id', '=', t.mountId),
            ...(t.keyPrefix === ''
              ? []
              : [eb(sql<string>`substr(key, 1, ${t.keyPrefix.length})`, '=', t.keyPrefix)]),
          ]),
        ),
      ),
    );
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('is_dir', 'desc')
    .orderBy('mount_id')
    .orderBy('key')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/**
 * The generation of the mount's latest build: what a write through the app stamps its rows with,
 * so a build under way keeps them (docs/product/mounts-and-explorer.md, Search).
 */
async function currentBuild(db: Kysely<Database>, mountId: string): Promise<number> {
  const row = await db
    .selectFrom('fs_index_builds')
    .select('generation')
    .where('mount_id', '=', mountId)
    .executeTakeFirst();
  return Number(row?.generation ?? 0);
}

/** Inserts rows, or updates those already indexed (their build generation included). */
export async function upsertRows(
  db: Kysely<Database>,
  rows: readonly NewFsIndexRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('fs_index')
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflict((oc) =>
        oc.columns(['mount_id', 'key']).doUpdateSet((eb) => ({
          is_dir: eb.ref('excluded.is_dir'),
          size: eb.ref('excluded.size'),
          modified: eb.ref('excluded.modified'),
          build: eb.ref('excluded.build'),
        })),
      )
      .execute();
  }
}

async function deleteTreeIn(db: Kysely<Database>, mountId: string, key: string): Promise<void> {
  await db
    .deleteFrom('fs_index')
    .where('mount_id', '=', mountId)
    .where((eb) =>
      eb.or([
        eb('key', '=', key),
        eb(sql<string>`substr(key, 1, ${key.length + 1})`, '=', `${key}/`),
      ]),
    )
    .execute();
}

/** Whether an indexed entry already says what a listed one does (PostgreSQL answers bigints as text). */
function sameEntry(
  had: Pick<FsIndexRow, 'is_dir' | 'size' | 'modified'>,
  row: NewFsIndexRow,
): boolean {
  return (
    Number(had.is_dir) === (row.is_dir ?? 0) &&
    Number(had.size) === (row.size ?? 0) &&
    had.modified === (row.modified ?? null)
  );
}
