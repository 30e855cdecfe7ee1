/**
 * Quotas per account (docs/ACCOUNTS.md "Quotas"): bytes stored in file shares, the largest file and
 * the number of text and file shares. Every share-making path inserts its row through `admitShare`
 * and every upload that learns its real size turns ready through `admitSize`; both check and write
 * in one transaction holding the account's row (QuotaRepository.locked), so concurrent uploads on
 * any number of instances never pass together what the quota allows one by one.
 */
import { ErrorCode, type QuotaState } from '@cloudpaste/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { formatBytes } from '../../lib/format-bytes.js';
import type {
  QuotaLimits,
  QuotaRepository,
  QuotaUsage,
} from '../../repositories/quota.repository.js';

const API_KEY_CREATOR = 'apikey:';

/** What a new share takes: its bytes (0 for a text or a mount file's share) and its file's size. */
export interface ShareClaim {
  /** The `created_by` of the new row (policies/access.ts, creatorOf). */
  createdBy: string;
  bytes: number;
}

export class QuotaService {
  constructor(private readonly quotas: QuotaRepository) {}

  /** The account whose quota a record made by `createdBy` counts against; null: none. */
  async accountOf(createdBy: string): Promise<string | null> {
    if (!createdBy.startsWith(API_KEY_CREATOR)) return createdBy;
    return this.quotas.ownerOfKey(createdBy.slice(API_KEY_CREATOR.length));
  }

  /** An account's limits and use, as the account page and Admin > Users show them. */
  async stateOf(accountId: string): Promise<QuotaState> {
    const [limits, usage] = await Promise.all([
      this.quotas.limitsOf(accountId),
      this.quotas.usage(accountId),
    ]);
    return { ...(limits ?? UNLIMITED), used_bytes: usage.bytes, used_shares: usage.shares };
  }

  /**
   * Inserts a new share with `insert` (false: its slug was taken, nothing written) when the owner's
   * quota has room for one more share of `claim.bytes`; throws 413 QUOTA_EXCEEDED otherwise.
   */
  async admitShare(
    claim: ShareClaim,
    insert: (db: Kysely<Database> | undefined) => Promise<boolean>,
  ): Promise<boolean> {
    const account = await this.limited(claim.createdBy);
    if (!account) return insert(undefined);
    return this.quotas.locked(account, async (db) => {
      const repo = this.quotas.within(db);
      const limits = (await repo.limitsOf(account)) ?? UNLIMITED;
      checkFile(limits, claim.bytes);
      const usage = await repo.usage(account);
      if (limits.quota_shares !== null && usage.shares + 1 > limits.quota_shares)
        throw new AppError(413, QUOTA, 'quota.shares', { limit: limits.quota_shares });
      checkBytes(limits, usage, claim.bytes);
      return insert(db);
    });
  }

  /**
   * Turns an upload ready at its real `size` with `update` when the owner's quota still holds it
   * (the reservation counted its declared size; a streamed upload's may have been less).
   */
  async admitSize<T>(
    upload: { id: string; createdBy: string; size: number },
    update: (db: Kysely<Database> | undefined) => Promise<T>,
  ): Promise<T> {
    const account = await this.limited(upload.createdBy);
    if (!account) return update(undefined);
    return this.quotas.locked(account, async (db) => {
      const repo = this.quotas.within(db);
      const limits = (await repo.limitsOf(account)) ?? UNLIMITED;
      checkFile(limits, upload.size);
      checkBytes(limits, await repo.usage(account, upload.id), upload.size);
      return update(db);
    });
  }

  /**
   * The largest file an upload into a mount by `createdBy` may be (explorer uploads, WebDAV PUT:
   * they make no share, so only this limit applies); null: none. Throws 413 QUOTA_EXCEEDED when a
   * known `size` is already over it.
   */
  async mountFileLimit(createdBy: string, size = 0): Promise<number | null> {
    const account = await this.accountOf(createdBy);
    const limit =
      account === null ? null : ((await this.quotas.limitsOf(account))?.quota_file_bytes ?? null);
    if (limit !== null) checkFile({ ...UNLIMITED, quota_file_bytes: limit }, size);
    return limit;
  }

  /** The owner's account id when it has any limit set; null when nothing limits it. */
  private async limited(createdBy: string): Promise<string | null> {
    const account = await this.accountOf(createdBy);
    if (account === null) return null;
    const limits = await this.quotas.limitsOf(account);
    if (!limits || Object.values(limits).every((v) => v === null)) return null;
    return account;
  }
}

const QUOTA = ErrorCode.QUOTA_EXCEEDED;
const UNLIMITED: QuotaLimits = { quota_bytes: null, quota_file_bytes: null, quota_shares: null };

function checkFile(limits: QuotaLimits, size: number): void {
  if (limits.quota_file_bytes !== null && size > limits.quota_file_bytes)
    throw new AppError(413, QUOTA, 'quota.fileBytes', {
      size: formatBytes(size),
      limit: formatBytes(limits.quota_file_bytes),
    });
}

function checkBytes(limits: QuotaLimits, usage: QuotaUsage, size: number): void {
  if (limits.quota_bytes !== null && usage.bytes + size > limits.quota_bytes)
    throw new AppError(413, QUOTA, 'quota.bytes', {
      used: formatBytes(usage.bytes),
      limit: formatBytes(limits.quota_bytes),
      size: formatBytes(size),
    });
}
