/**
 * Version stamps shared by every server instance (migration 0017): one row per name, bumped in one
 * upsert by a write, read by primary key before an instance answers from memory kept under it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class ClusterStampRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stamp's version now: 0 before its first bump. */
  async read(name: string): Promise<number> {
    const row = await this.db
      .selectFrom('cluster_stamps')
      .select('version')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  /** Moves the stamp on by one and answers its new version. */
  async bump(name: string): Promise<number> {
    const row = await this.db
      .insertInto('cluster_stamps')
      .values({ name, version: 1 })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({ version: eb('cluster_stamps.version', '+', 1) })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return Number(row.version);
  }
}
