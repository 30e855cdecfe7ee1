/** Queries on mount points. */
import type { Kysely } from 'kysely';
import type { Database, MountRow, MountUpdate, NewMountRow } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';

/** A mount with the name of its storage configuration, for answers. */
export type MountListRow = MountRow & { storage_config_name: string | null };

export class MountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withConfigName() {
    return this.db
      .selectFrom('mounts')
      .leftJoin('storage_configs', 'storage_configs.id', 'mounts.storage_config_id')
      .selectAll('mounts')
      .select('storage_configs.name as storage_config_name');
  }

  /** Every mount, by sort order then path (the order the tree shows them in). */
  list(options: { activeOnly?: boolean } = {}): Promise<MountListRow[]> {
    let query = this.withConfigName();
    if (options.activeOnly) query = query.where('mounts.is_active', '=', 1);
    return query.orderBy('mounts.sort_order').orderBy('mounts.mount_path').execute();
  }

  findById(id: string): Promise<MountListRow | undefined> {
    return this.withConfigName().where('mounts.id', '=', id).executeTakeFirst();
  }

  /** False when the mount path is taken. */
  async insert(row: NewMountRow): Promise<boolean> {
    try {
      await this.db.insertInto('mounts').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** 'missing' for an unknown id, 'taken' when the new mount path is another mount's. */
  async update(id: string, changes: MountUpdate): Promise<'updated' | 'missing' | 'taken'> {
    try {
      const result = await this.db
        .updateTable('mounts')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? 'updated' : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('mounts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
