/**
 * API keys a user owns (docs/ACCOUNTS.md "A user's own API keys"): a key never exceeds its owner.
 * Checked when the key is made or changed (`checkWithinOwner`) and again on every use
 * (`boundByOwner`): the owner's row is read with the key, so an owner narrowed, disabled or
 * deleted through any instance narrows or stops the key at its next request.
 */
import { canAccessPath } from '@cloudpaste/contracts';
import { forbidden } from '../../errors.js';
import type { AccountPrincipal } from '../../policies/access.js';
import type { KeyOwnerColumns } from '../../repositories/api-key.repository.js';
import { mountIdsOf } from './account-principal.js';

/** What a key may do once its owner is taken into account. */
export interface KeyBounds {
  permissions: number;
  basicPath: string;
  /** The mounts the key sees: its owner's; null: all. */
  mountIds: readonly string[] | null;
}

/**
 * The key's rights within its owner's: the common bits, the narrower of the two base paths, the
 * owner's mounts. null when the key may do nothing: its owner is gone or not active, or the two
 * base paths do not meet. An admin's keys (no owner, or an owner of role admin) keep their own.
 */
export function boundByOwner(
  key: { permissions: number; basic_path: string },
  owner: KeyOwnerColumns,
): KeyBounds | null {
  const own = { permissions: key.permissions, basicPath: key.basic_path, mountIds: null };
  if (owner.owner_id === null) return own;
  if (owner.owner_found === null || owner.owner_status !== 'active') return null;
  if (owner.owner_role === 'admin') return own;
  const ownerPath = owner.owner_basic_path ?? '/';
  const basicPath = canAccessPath(ownerPath, key.basic_path)
    ? key.basic_path
    : canAccessPath(key.basic_path, ownerPath)
      ? ownerPath
      : null;
  if (basicPath === null) return null;
  return {
    permissions: key.permissions & Number(owner.owner_permissions ?? 0),
    basicPath,
    mountIds: mountIdsOf(owner.owner_mount_ids),
  };
}

/** Refuses (403) a user's key that would carry a bit or reach a path its owner does not. */
export function checkWithinOwner(
  owner: AccountPrincipal,
  key: { permissions?: number | undefined; basic_path?: string | undefined },
): void {
  if (owner.type === 'admin') return;
  const extra = key.permissions !== undefined && (key.permissions & ~owner.permissions) !== 0;
  const outside = key.basic_path !== undefined && !canAccessPath(owner.basicPath, key.basic_path);
  if (extra || outside) throw forbidden('apiKey.exceedsOwner');
}
