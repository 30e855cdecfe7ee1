/**
 * An account's TOTP columns (migration 0023, docs/ACCOUNTS.md "Two-factor sign-in"). Each change
 * that must happen once is one conditional UPDATE, so two instances racing cannot both win it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class TwoFactorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a secret awaiting its first code; refused (false) while two-factor is on. */
  async setPendingSecret(adminId: string, sealed: string): Promise<boolean> {
    const result = await this.db
      .updateTable('admins')
      .set({ totp_secret: sealed, totp_last_step: null, totp_recovery: null })
      .where('id', '=', adminId)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Turns two-factor on for the secret that was confirmed, with its recovery codes' hashes. */
  async enable(
    adminId: string,
    sealed: string,
    at: string,
    step: number,
    recovery: string[],
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('admins')
      .set({ totp_enabled_at: at, totp_last_step: step, totp_recovery: JSON.stringify(recovery) })
      .where('id', '=', adminId)
      .where('totp_secret', '=', sealed)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Accepts a code's time step once: false when this step (or a later one) was used already. */
  async useStep(adminId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('admins')
      .set({ totp_last_step: step })
      .where('id', '=', adminId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Replaces the recovery list only if it is still `before`: a code is taken by one request. */
  async swapRecovery(adminId: string, before: string | null, after: string[]): Promise<boolean> {
    const result = await this.db
      .updateTable('admins')
      .set({ totp_recovery: JSON.stringify(after) })
      .where('id', '=', adminId)
      .where('totp_enabled_at', 'is not', null)
      .where((eb) =>
        before === null ? eb('totp_recovery', 'is', null) : eb('totp_recovery', '=', before),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async disable(adminId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('admins')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_recovery: null })
      .where('id', '=', adminId)
      .where('totp_secret', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
