/** Queries on storage configurations, and the file-share aggregates they are judged by (usage, references). */
import type { StorageConfigReferences } from '@cloudpaste/contracts';
import type { Kysely } from 'kysely';
import type {
  Database,
  NewStorageConfigRow,
  StorageConfigRow,
  StorageConfigUpdate,
} from '../db/types.js';

export interface UsageRow {
  used_bytes: number;
  file_count: number;
}

export type DeleteOutcome = 'deleted' | 'missing' | 'referenced';

export class StorageConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(options: { publicOnly?: boolean } = {}): Promise<StorageConfigRow[]> {
    let query = this.db.selectFrom('storage_configs').selectAll();
    if (options.publicOnly) query = query.where('is_public', '=', 1);
    return query.orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').execute();
  }

  findById(id: string): Promise<StorageConfigRow | undefined> {
    return this.db
      .selectFrom('storage_configs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findDefault(): Promise<StorageConfigRow | undefined> {
    return this.db
      .selectFrom('storage_configs')
      .selectAll()
      .where('is_default', '=', 1)
      .executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('storage_configs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Inserts the row; it becomes the default when there is none yet (the first configuration). */
  async insert(row: NewStorageConfigRow): Promise<void> {
    await this.add(row, false);
  }

  /**
   * Inserts the row unless one with its id exists (then nothing changes): instances starting at the
   * same moment may each try to create the same well-known row, and exactly one does.
   * Answers whether this call inserted it.
   */
  insertOnce(row: NewStorageConfigRow): Promise<boolean> {
    return this.add(row, true);
  }

  private add(row: NewStorageConfigRow, ifAbsent: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let insert = trx.insertInto('storage_configs').values({ ...row, is_default: 0 });
      if (ifAbsent) insert = insert.onConflict((conflict) => conflict.column('id').doNothing());
      const inserted = await insert.executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      await trx
        .updateTable('storage_configs')
        .set({ is_default: 1 })
        .where('id', '=', row.id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('storage_configs as d').select('d.id').where('d.is_default', '=', 1),
            ),
          ),
        )
        .execute();
      return true;
    });
  }

  async update(id: string, changes: StorageConfigUpdate): Promise<boolean> {
    const result = await this.db
      .updateTable('storage_configs')
      .set(changes)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The switch is one statement, so there is exactly one default whatever runs beside it. False for an unknown id. */
  async setDefault(id: string, nowIso: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('storage_configs')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) return false;
      await trx
        .updateTable('storage_configs')
        .set((eb) => ({
          is_default: eb.case().when('id', '=', id).then(1).else(0).end(),
          updated_at: eb.case().when('id', '=', id).then(nowIso).else(eb.ref('updated_at')).end(),
        }))
        .execute();
      return true;
    });
  }

  /**
   * Deletes unless a file share or a mount references the configuration (checked in the same
   * statement, so an upload committing meanwhile cannot be orphaned). When the default goes, the oldest remaining
   * configuration becomes the default.
   */
  async delete(id: string): Promise<DeleteOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('storage_configs')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb.selectFrom('files').select('files.id').where('files.storage_config_id', '=', id),
              ),
              eb.exists(
                eb
                  .selectFrom('mounts')
                  .select('mounts.id')
                  .where('mounts.storage_config_id', '=', id),
              ),
            ]),
          ),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) {
        const exists = await trx
          .selectFrom('storage_configs')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        return exists ? 'referenced' : 'missing';
      }
      const hasDefault = await trx
        .selectFrom('storage_configs')
        .select('id')
        .where('is_default', '=', 1)
        .executeTakeFirst();
      if (!hasDefault) {
        const oldest = await trx
          .selectFrom('storage_configs')
          .select('id')
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (oldest)
          await trx
            .updateTable('storage_configs')
            .set({ is_default: 1 })
            .where('id', '=', oldest.id)
            .execute();
      }
      return 'deleted';
    });
  }

  async touchLastUsed(id: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('storage_configs')
      .set({ last_used: nowIso })
      .where('id', '=', id)
      .execute();
  }

  /** File shares and mounts that use the configuration. */
  async countReferences(id: string): Promise<{ files: number; mounts: number }> {
    const count = async (table: 'files' | 'mounts') => {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('storage_config_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return { files: await count('files'), mounts: await count('mounts') };
  }

  /** The mounts over the configuration (by name) and how many file shares of any status point at it. */
  async references(id: string): Promise<StorageConfigReferences> {
    const mounts = await this.db
      .selectFrom('mounts')
      .select(['id', 'name', 'mount_path'])
      .where('storage_config_id', '=', id)
      .orderBy('name')
      .execute();
    const { files } = await this.countReferences(id);
    return { mounts, file_count: files };
  }

  /** Bytes and count of committed (`ready`) file shares, per configuration; absent ids use nothing. */
  async usage(ids?: readonly string[]): Promise<Map<string, UsageRow>> {
    let query = this.db
      .selectFrom('files')
      .select((eb) => [
        'storage_config_id',
        eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used_bytes'),
        eb.fn.countAll<number>().as('file_count'),
      ])
      .where('status', '=', 'ready')
      .groupBy('storage_config_id');
    if (ids) {
      if (ids.length === 0) return new Map();
      query = query.where('storage_config_id', 'in', [...ids]);
    }
    const rows = await query.execute();
    return new Map(
      rows.map((r) => [
        r.storage_config_id,
        { used_bytes: Number(r.used_bytes), file_count: Number(r.file_count) },
      ]),
    );
  }
}
