/**
 * Who is calling and what they may do: the one place every endpoint asks. The admin passes every
 * check; an API key is judged by its bitmask and its basic_path (docs/product/admin.md).
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
}

export type Principal = AdminPrincipal | ApiKeyPrincipal;

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

/** The `created_by` value of records this caller creates: the admin id, or `apikey:{id}`. */
export function creatorOf(p: Principal): string {
  return p.type === 'admin' ? p.adminId : `apikey:${p.keyId}`;
}

/** Admins see everything; a key sees only what it created. */
export function owns(p: Principal, createdBy: string): boolean {
  return p.type === 'admin' || createdBy === creatorOf(p);
}
