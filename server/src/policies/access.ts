/**
 * Who is calling and what they may do: the one place every endpoint asks. The admin passes every
 * check; an API key, and a signed-in account of role user, are judged by their bitmask and
 * basic_path (docs/product/admin.md, docs/ACCOUNTS.md); a user also sees only their mounts.
 */
import { canAccessPath, hasAnyPermission, hasPermission } from '@cloudpaste/contracts';

export interface AdminPrincipal {
  type: 'admin';
  adminId: string;
  username: string;
  /** When the session behind this request ends. */
  expiresAt?: string;
}

export interface ApiKeyPrincipal {
  type: 'apikey';
  keyId: string;
  name: string;
  permissions: number;
  basicPath: string;
  role: string;
  isGuest: boolean;
  expiresAt: string | null;
  /** The account that owns the key (docs/ACCOUNTS.md); absent or null: the admin's key. */
  ownerId?: string | null;
  /** An owned key sees its owner's mounts; absent or null: all. */
  mountIds?: readonly string[] | null;
  /** A user's key: the `created_by` values its owner owns (see ownedCreators); absent: its own. */
  owned?: readonly string[];
}

/** A signed-in account of role 'user' (docs/ACCOUNTS.md). */
export interface UserPrincipal {
  type: 'user';
  userId: string;
  username: string;
  permissions: number;
  basicPath: string;
  /** The mounts this user may see; null: all. */
  mountIds: readonly string[] | null;
  /** When the session behind this request ends (absent for WebDAV Basic). */
  expiresAt?: string;
  /** The `created_by` values this user owns (see ownedCreators); absent: the account's id. */
  owned?: readonly string[];
}

export type Principal = AdminPrincipal | ApiKeyPrincipal | UserPrincipal;

/** A signed-in account, admin or user: the caller of the account routes. */
export type AccountPrincipal = AdminPrincipal | UserPrincipal;

/** The account id behind a signed-in account. */
export const accountIdOf = (p: AccountPrincipal): string =>
  p.type === 'admin' ? p.adminId : p.userId;

export const isAdmin = (p: Principal | null): p is AdminPrincipal => p?.type === 'admin';

/** Every bit of `flag` is granted. */
export function can(p: Principal | null, flag: number): boolean {
  if (!p) return false;
  return p.type === 'admin' || hasPermission(p.permissions, flag);
}

/** At least one bit of `flags` is granted. */
export function canAny(p: Principal | null, flags: number): boolean {
  if (!p) return false;
  return p.type === 'admin' || hasAnyPermission(p.permissions, flags);
}

/** The path lies inside what the caller may reach (admin: everywhere). */
export function canReach(p: Principal | null, path: string): boolean {
  if (!p) return false;
  return p.type === 'admin' || canAccessPath(p.basicPath, path);
}

/**
 * The `created_by` value of records this caller creates: the account's id (admin or user, so a
 * role change keeps what they made), or `apikey:{id}`.
 */
export function creatorOf(p: Principal): string {
  return p.type === 'apikey' ? `apikey:${p.keyId}` : accountIdOf(p);
}

/** The base path the caller is held to ('/' for the admin). */
export function basePathOf(p: Principal): string {
  return p.type === 'admin' ? '/' : p.basicPath;
}

/** The mount may be seen: always, but by a user whose account lists other mounts only. */
export function seesMount(p: Principal | null, mountId: string): boolean {
  if (!p) return false;
  return p.type === 'admin' || !p.mountIds || p.mountIds.includes(mountId);
}

/**
 * The `created_by` values whose records the caller sees and manages; null for the admin (all).
 * A user owns what the account and its current keys created, and so does each of its keys; any
 * other key only what it created (docs/ACCOUNTS.md "What belongs to whom").
 */
export function ownedCreators(p: Principal): readonly string[] | null {
  if (p.type === 'admin') return null;
  return p.owned ?? [creatorOf(p)];
}

/**
 * The creators a list or bulk action is held to: a non-admin's own set whatever it asked for; the
 * admin's requested creator, or undefined for all.
 */
export function creatorFilter(p: Principal, requested?: string): readonly string[] | undefined {
  const owned = ownedCreators(p);
  if (owned) return owned;
  return requested ? [requested] : undefined;
}

/** Admins see everything; a key or a user sees only what it (or its owner's keys) created. */
export function owns(p: Principal, createdBy: string): boolean {
  return ownedCreators(p)?.includes(createdBy) ?? true;
}
