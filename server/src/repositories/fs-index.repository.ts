/** Queries on the search index of mounted storages (fs_index) and when each mount was indexed. */
import { sql, type Kysely } from 'kysely';
import type { Database, FsIndexRow, NewFsIndexRow } from '../db/types.js';
import { likePattern } from './like-pattern.js';

/** Rows per INSERT: six columns each stays far below every dialect's parameter limit. */
const INSERT_BATCH = 500;

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
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await this.db
        .insertInto('fs_index')
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflict((oc) =>
          oc.columns(['mount_id', 'key']).doUpdateSet((eb) => ({
            is_dir: eb.ref('excluded.is_dir'),
            size: eb.ref('excluded.size'),
            modified: eb.ref('excluded.modified'),
          })),
        )
        .execute();
    }
  }

  /** Removes an entry and, for a folder, everything below it. */
  async deleteTree(mountId: string, key: string): Promise<void> {
    await this.db
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

  async forgetMount(mountId: string): Promise<void> {
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
    const base = this.db
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
}
