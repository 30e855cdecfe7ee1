/**
 * Failed and refused admin sign-ins of the last day, in memory, for the dashboard: how many, from
 * how many addresses, and when the latest was. Each server instance counts its own, and a restart
 * forgets them.
 */
import type { SignInAlerts } from '@cloudpaste/contracts';

const HOUR = 3600_000;
export const WATCH_HOURS = 24;
/** Addresses remembered per hour: a flood from more is counted but not told apart. */
const MAX_ADDRESSES = 10_000;

interface Hour {
  index: number;
  attempts: number;
  addresses: Set<string>;
}

export class SignInWatch {
  private readonly hours: Hour[] = [];
  private lastAt: number | null = null;

  constructor(private readonly now: () => number) {}

  record(address: string): void {
    const now = this.now();
    const index = Math.floor(now / HOUR);
    let hour = this.hours.at(-1);
    if (hour?.index !== index) {
      hour = { index, attempts: 0, addresses: new Set() };
      this.hours.push(hour);
      while ((this.hours[0]?.index ?? index) <= index - WATCH_HOURS) this.hours.shift();
    }
    hour.attempts++;
    if (hour.addresses.size < MAX_ADDRESSES) hour.addresses.add(address);
    this.lastAt = now;
  }

  summary(): SignInAlerts {
    const oldest = Math.floor(this.now() / HOUR) - WATCH_HOURS;
    const recent = this.hours.filter((hour) => hour.index > oldest);
    const addresses = new Set(recent.flatMap((hour) => [...hour.addresses]));
    const attempts = recent.reduce((sum, hour) => sum + hour.attempts, 0);
    return {
      hours: WATCH_HOURS,
      failedAttempts: attempts,
      addresses: addresses.size,
      lastFailureAt:
        attempts > 0 && this.lastAt !== null ? new Date(this.lastAt).toISOString() : null,
    };
  }
}
