/**
 * Whether another server instance wrote to a mount since this one last looked (docs/DEPLOY.md,
 * "Which state lives where"): every write through the app bumps the mount's stamp in the database,
 * and an instance reads it (one primary-key read) before it answers a kept listing or writes a
 * listing into the search index. A stamp that moved means its kept listings of the mount may be
 * stale: they are dropped (services/fs/fs-listings.ts). Reads are never shared between requests: a
 * read begun before another instance's write could not tell a request that came after it.
 */
import type { ClusterStampRepository } from '../../repositories/cluster-stamp.repository.js';

const stampOf = (mountId: string) => `fs-listings:${mountId}`;

export class ListingStamps {
  /** Per mount, the stamp this instance's kept listings were taken under. */
  private readonly seen = new Map<string, number>();

  constructor(private readonly stamps: ClusterStampRepository) {}

  /** Whether the mount's stamp moved since this instance last looked (always, the first time). */
  async moved(mountId: string): Promise<boolean> {
    const version = await this.stamps.read(stampOf(mountId));
    if (this.seen.get(mountId) === version) return false;
    this.seen.set(mountId, version);
    return true;
  }

  /**
   * After a write through this instance (its own listings are already dropped): when nobody else
   * wrote since this instance last looked, its kept listings of the mount stay trusted.
   */
  async bump(mountId: string): Promise<void> {
    const before = this.seen.get(mountId);
    const version = await this.stamps.bump(stampOf(mountId));
    if (before !== undefined && version === before + 1 && this.seen.get(mountId) === before)
      this.seen.set(mountId, version);
  }
}
