/**
 * Failed and refused admin sign-ins of the last day, for the dashboard: how many, from how many
 * addresses, and when the latest was. Counted per hour and address in the database, so every server
 * instance of a cluster answers the same totals (docs/DEPLOY.md); hours older than a day are
 * forgotten as each instance moves into a new hour.
 */
import type { SignInAlerts } from '@cloudpaste/contracts';
import type { SignInFailureRepository } from '../../repositories/sign-in-failure.repository.js';

const HOUR = 3600_000;
export const WATCH_HOURS = 24;

export class SignInWatch {
  /** The hour this instance last forgot older hours in. */
  private sweptHour: number | null = null;

  constructor(
    private readonly now: () => number,
    private readonly failures: SignInFailureRepository,
  ) {}

  async record(address: string): Promise<void> {
    const now = this.now();
    const hour = Math.floor(now / HOUR);
    await this.failures.record(hour, address, now);
    if (this.sweptHour !== hour) {
      this.sweptHour = hour;
      await this.failures.forgetUpTo(hour - WATCH_HOURS);
    }
  }

  async summary(): Promise<SignInAlerts> {
    const totals = await this.failures.totalsAfter(Math.floor(this.now() / HOUR) - WATCH_HOURS);
    return {
      hours: WATCH_HOURS,
      failedAttempts: totals.attempts,
      addresses: totals.addresses,
      lastFailureAt:
        totals.attempts > 0 && totals.lastAt !== null
          ? new Date(totals.lastAt).toISOString()
          : null,
    };
  }
}
