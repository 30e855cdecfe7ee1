/**
 * Whether a folder share's owner may still share it (docs/FOLDER-SHARES.md, "Ending a share"): the
 * creating account or key must still exist, be active or unexpired, hold MOUNT_VIEW and FILE_SHARE,
 * and reach the folder (its base path, a user's mounts). A link does not outlive its owner's right
 * to make it. One indexed row per visit.
 */
import { Permission, canAccessPath, hasPermission } from '@cloudpaste/contracts';
import type { FolderShareRow } from '../../db/types.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import type { ApiKeyRepository } from '../../repositories/api-key.repository.js';

const NEEDED = Permission.MOUNT_VIEW | Permission.FILE_SHARE;

export interface OwnerRecords {
  admins: Pick<AdminRepository, 'findById'>;
  apiKeys: Pick<ApiKeyRepository, 'findById'>;
}

/** What a link names of its owner and target; file requests pass the bits they need too. */
export type ReachedRow = Pick<FolderShareRow, 'created_by' | 'path' | 'mount_id'>;

export async function ownerStillReaches(
  records: OwnerRecords,
  row: ReachedRow,
  nowIso: string,
  needed: number = NEEDED,
): Promise<boolean> {
  if (row.created_by.startsWith('apikey:')) {
    const key = await records.apiKeys.findById(row.created_by.slice('apikey:'.length));
    return (
      key !== undefined &&
      (key.expires_at === null || key.expires_at > nowIso) &&
      hasPermission(Number(key.permissions), needed) &&
      canAccessPath(key.basic_path, row.path)
    );
  }
  const account = await records.admins.findById(row.created_by);
  if (!account || account.status !== 'active') return false;
  if (account.role === 'admin') return true;
  const mounts = account.mount_ids === null ? null : (JSON.parse(account.mount_ids) as string[]);
  return (
    hasPermission(Number(account.permissions), needed) &&
    canAccessPath(account.basic_path, row.path) &&
    (mounts === null || mounts.includes(row.mount_id))
  );
}
