/**
 * A mount's search index build (fs_index_builds): claimed under a lease, written a batch at a time
 * with the last key as its resume cursor, and finished by removing the rows of older builds.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, NewFsIndexRow } from '../db/types.js';
import { upsertRows } from './fs-index.repository.js';

/** A build this process holds: its generation, and where a resumed one goes on from. */
export interface ClaimedBuild {
  generation: number;
  /** The last key written before; null for a build that starts from the beginning. */
  cursor: string | null;
}

/** What a mount's index is: never built, being built, or built (and when). */
export interface IndexState {
  /** When the last finished build started (ISO); null while none ever finished. */
  indexedAt: string | null;
  /** Entries after the last finished build. */
  entries: number;
  /** A build is unfinished: under way, or waiting to be resumed. */
  building: boolean;
  /** Objects the unfinished build has written so far. */
  indexed: number;
  /** Someone holds the unfinished build's lease now. */
  leased: boolean;
}

export const NO_INDEX: IndexState = {
  indexedAt: null,
  entries: 0,
  building: false,
  indexed: 0,
  leased: false,
};

export interface BatchWrite {
  mountId: string;
  owner: string;
  generation: number;
  rows: readonly NewFsIndexRow[];
  /** The last key listed in the batch: where a restart resumes. */
  lastKey: string | null;
  /** Objects listed in the batch (the progress shown to the admin). */
  listed: number;
  leaseUntil: string;
}

export class FsIndexBuildRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes the mount's build for `owner` unless another holds an unexpired lease: an unfinished
   * build is resumed (same generation and cursor), otherwise a new generation starts. Null when
   * someone else is building.
   */
  async claim(
    mountId: string,
    owner: string,
    nowIso: string,
    leaseUntil: string,
  ): Promise<ClaimedBuild | null> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('fs_index_builds')
        .values({ mount_id: mountId })
        .onConflict((oc) => oc.column('mount_id').doNothing())
        .execute();
      const taken = await trx
        .updateTable('fs_index_builds')
        .set({
          generation: sql<number>`case when building = 1 then generation else generation + 1 end`,
          cursor: sql<string | null>`case when building = 1 then cursor else null end`,
          indexed: sql<number>`case when building = 1 then indexed else 0 end`,
          started_at: sql<string>`case when building = 1 then started_at else ${nowIso} end`,
          building: 1,
          lease_owner: owner,
          lease_until: leaseUntil,
        })
        .where('mount_id', '=', mountId)
        .where((eb) =>
          eb.or([
            eb('lease_until', 'is', null),
            eb('lease_until', '<', nowIso),
            eb('lease_owner', '=', owner),
          ]),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return null;
      const row = await trx
        .selectFrom('fs_index_builds')
        .select(['generation', 'cursor'])
        .where('mount_id', '=', mountId)
        .executeTakeFirstOrThrow();
      return { generation: Number(row.generation), cursor: row.cursor };
    });
  }

  /**
   * One batch of the build, in one transaction with its cursor and a renewed lease. False, and
   * nothing written, when the build is no longer the owner's (its lease was taken over, or the
   * mount's index was forgotten).
   */
  async writeBatch(batch: BatchWrite): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const own = await trx
        .updateTable('fs_index_builds')
        .set({
          cursor: batch.lastKey,
          indexed: sql<number>`indexed + ${batch.listed}`,
          lease_until: batch.leaseUntil,
        })
        .where('mount_id', '=', batch.mountId)
        .where('lease_owner', '=', batch.owner)
        .where('generation', '=', batch.generation)
        .where('building', '=', 1)
        .executeTakeFirst();
      if (Number(own.numUpdatedRows) === 0) return false;
      await upsertRows(
        trx,
        batch.rows.map((row) => ({ ...row, build: batch.generation })),
      );
      return true;
    });
  }

  /**
   * Ends the owner's build: rows no build of this generation (or a write since it started) has
   * written are gone from storage, and the mount counts as indexed from when the build started.
   */
  async finish(mountId: string, owner: string, generation: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const build = await trx
        .selectFrom('fs_index_builds')
        .select('started_at')
        .where('mount_id', '=', mountId)
        .where('lease_owner', '=', owner)
        .where('generation', '=', generation)
        .where('building', '=', 1)
        .executeTakeFirst();
      if (!build) return false;
      await trx
        .deleteFrom('fs_index')
        .where('mount_id', '=', mountId)
        .where('build', '<', generation)
        .execute();
      const { entries } = await trx
        .selectFrom('fs_index')
        .select((eb) => eb.fn.countAll<number>().as('entries'))
        .where('mount_id', '=', mountId)
        .executeTakeFirstOrThrow();
      const state = { indexed_at: build.started_at ?? '', entries: Number(entries) };
      await trx
        .insertInto('fs_index_state')
        .values({ mount_id: mountId, ...state })
        .onConflict((oc) => oc.column('mount_id').doUpdateSet(state))
        .execute();
      await trx
        .updateTable('fs_index_builds')
        .set({ building: 0, cursor: null, lease_owner: null, lease_until: null })
        .where('mount_id', '=', mountId)
        .execute();
      return true;
    });
  }

  /** Lets go of the owner's lease, leaving the build unfinished for anyone to resume. */
  async release(mountId: string, owner: string): Promise<void> {
    await this.db
      .updateTable('fs_index_builds')
      .set({ lease_owner: null, lease_until: null })
      .where('mount_id', '=', mountId)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** Mounts whose build is unfinished and held by nobody (its process stopped or failed). */
  async orphaned(nowIso: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('fs_index_builds')
      .select('mount_id')
      .where('building', '=', 1)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
      .execute();
    return rows.map((r) => r.mount_id);
  }

  /** The index state of each mount asked for (NO_INDEX for a mount never indexed). */
  async states(mountIds: readonly string[], nowIso: string): Promise<Map<string, IndexState>> {
    const states = new Map<string, IndexState>(mountIds.map((id) => [id, { ...NO_INDEX }]));
    if (mountIds.length === 0) return states;
    const [done, builds] = await Promise.all([
      this.db
        .selectFrom('fs_index_state')
        .select(['mount_id', 'indexed_at', 'entries'])
        .where('mount_id', 'in', mountIds)
        .execute(),
      this.db
        .selectFrom('fs_index_builds')
        .select(['mount_id', 'building', 'indexed', 'lease_until'])
        .where('mount_id', 'in', mountIds)
        .execute(),
    ]);
    for (const row of done) {
      const state = states.get(row.mount_id);
      if (state) Object.assign(state, { indexedAt: row.indexed_at, entries: Number(row.entries) });
    }
    for (const row of builds) {
      const state = states.get(row.mount_id);
      if (!state || Number(row.building) !== 1) continue;
      state.building = true;
      state.indexed = Number(row.indexed);
      state.leased = row.lease_until !== null && row.lease_until >= nowIso;
    }
    return states;
  }

  async stateOf(mountId: string, nowIso: string): Promise<IndexState> {
    return (await this.states([mountId], nowIso)).get(mountId) ?? { ...NO_INDEX };
  }
}
