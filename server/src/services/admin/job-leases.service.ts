/**
 * Once-per-cluster scheduled work (docs/DEPLOY.md): each server instance's scheduler asks for a
 * job's lease before running it, and only the instance holding it runs the job. The holder keeps
 * renewing while it lives; when it stops, another instance takes the job over once the lease lapses.
 */
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import type { JobLeaseRepository } from '../../repositories/job-lease.repository.js';

export class JobLeaseService {
  /** This instance, as lease rows name it. */
  readonly holder = newId();

  constructor(
    private readonly leases: JobLeaseRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether this instance may run `name` now: it holds the job's lease for the next `leaseMs`
   * (a little less than the job's interval, so a holder's next turn finds it lapsed or its own).
   */
  claim(name: string, leaseMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    return this.leases.claim(name, this.holder, now, now + leaseMs);
  }
}
