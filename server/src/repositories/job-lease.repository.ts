/**
 * Leases of scheduled jobs (jobs/scheduler.ts): which server instance may run a job until when,
 * so that work meant once per cluster (sweeps, purges) is not done by every instance. A claim is
 * one upsert: it takes a lapsed or missing lease, or renews the claimant's own, and answers
 * whether it holds it; two instances claiming at once cannot both win (one row, one writer).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class JobLeaseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether `holder` holds the lease of `name` until `until` (epoch ms) after this call. */
  async claim(name: string, holder: string, now: number, until: number): Promise<boolean> {
    const row = await this.db
      .insertInto('job_leases')
      .values({ name, holder, until })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, until })
          .where((eb) =>
            eb.or([eb('job_leases.until', '<=', now), eb('job_leases.holder', '=', holder)]),
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  }
}
