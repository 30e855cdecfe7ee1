/**
 * Failed and refused admin sign-ins per hour and address (migration 0018), shared by every server
 * instance: one upsert per failure, one aggregate for the dashboard.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface SignInTotals {
  attempts: number;
  addresses: number;
  /** Epoch milliseconds of the latest, or null when none. */
  lastAt: number | null;
}

export class SignInFailureRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(hour: number, address: string, at: number): Promise<void> {
    await this.db
      .insertInto('sign_in_failures')
      .values({ hour, address, attempts: 1, last_at: at })
      .onConflict((oc) =>
        oc.columns(['hour', 'address']).doUpdateSet((eb) => ({
          attempts: eb('sign_in_failures.attempts', '+', 1),
          last_at: at,
        })),
      )
      .execute();
  }

  /** The totals of the hours after `afterHour`. */
  async totalsAfter(afterHour: number): Promise<SignInTotals> {
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select((eb) => [
        eb.fn.sum<number | string | null>('attempts').as('attempts'),
        eb.fn.count<number | string>('address').distinct().as('addresses'),
        eb.fn.max<number | string | null>('last_at').as('last_at'),
      ])
      .where('hour', '>', afterHour)
      .executeTakeFirst();
    return {
      attempts: Number(row?.attempts ?? 0),
      addresses: Number(row?.addresses ?? 0),
      lastAt: row?.last_at == null ? null : Number(row.last_at),
    };
  }

  /** Forgets the hours up to `hour`. */
  async forgetUpTo(hour: number): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('hour', '<=', hour).execute();
  }
}
