/**
 * An account row as the principal it signs in as (docs/ACCOUNTS.md): role admin is the
 * AdminPrincipal every check passes; role user carries its bits, base path and mounts, judged by
 * policies/access.ts like an API key. Also the refusal of an account that may not sign in.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { AdminRow } from '../../db/types.js';
import { AppError } from '../../errors.js';
import type { AccountPrincipal } from '../../policies/access.js';

type AccountFields = Pick<
  AdminRow,
  'username' | 'role' | 'permissions' | 'basic_path' | 'mount_ids'
>;

export function accountPrincipal(
  id: string,
  row: AccountFields,
  expiresAt?: string,
): AccountPrincipal {
  const session = expiresAt === undefined ? {} : { expiresAt };
  if (row.role === 'admin')
    return { type: 'admin', adminId: id, username: row.username, ...session };
  return {
    type: 'user',
    userId: id,
    username: row.username,
    permissions: Number(row.permissions),
    basicPath: row.basic_path,
    mountIds: mountIdsOf(row.mount_ids),
    ...session,
  };
}

/** The stored JSON list of mount ids (null: every mount). */
export function mountIdsOf(stored: string | null): string[] | null {
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    // A list that cannot be read shows no mount rather than every one.
    return [];
  }
}

/** 403 for a right password on an account that may not sign in now; nothing for an active one. */
export function refuseInactive(status: AdminRow['status']): void {
  if (status === 'disabled')
    throw new AppError(403, ErrorCode.ACCOUNT_INACTIVE, 'auth.accountDisabled');
  if (status === 'pending')
    throw new AppError(403, ErrorCode.ACCOUNT_INACTIVE, 'auth.accountPending');
}
