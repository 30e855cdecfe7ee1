/**
 * Route access rules (docs/product/admin.md, "The admin area", "Base paths"; docs/ACCOUNTS.md) as
 * pure functions: who may open which admin page, where someone is sent instead, and how a
 * basic_path confines the mount explorer. A signed-in role-user is judged exactly as an API key
 * (its bits and base path), and also has its Account page.
 */
import {
  canAccessPath,
  decodeUrlPath,
  hasPermission,
  normalizeVirtualPath,
  Permission,
  type AuthType,
} from '@cloudpaste/contracts';

export interface GuardUser {
  authType: AuthType;
  /** The API key's or user's mask (ignored for the admin, who passes every check). */
  permissions: number;
  /** The API key's or user's base path; '/' when unrestricted. */
  basicPath: string;
}

export type GuardDecision =
  { type: 'allow' } | { type: 'redirect'; to: string; basicPath?: string };

/**
 * Admin child pages by their path under /admin ('' is the dashboard): 'admin' is the admin's only,
 * 'key' every API key's and user's only (its own activity; the admin has the whole audit log),
 * 'account' every signed-in account's (admin or user, never a key), a number the permission bit a
 * key or user needs.
 */
export const ADMIN_PAGES = {
  '': 'admin',
  'text-management': Permission.TEXT,
  'file-management': Permission.FILE_SHARE,
  'file-requests': Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
  'key-management': 'admin',
  users: 'admin',
  'audit-log': 'admin',
  'my-activity': 'key',
  'mount-management': 'admin',
  'storage-config': 'admin',
  account: 'account',
  'settings/global': 'admin',
  'settings/webdav': 'admin',
  'settings/preview': 'admin',
  'settings/backup': 'admin',
} as const satisfies Record<string, 'admin' | 'key' | 'account' | number>;

export type AdminPage = keyof typeof ADMIN_PAGES;

const ALLOW: GuardDecision = { type: 'allow' };
const MOUNT_EXPLORER = '/mount-explorer';

export function adminPath(page: AdminPage): string {
  return page === '' ? '/admin' : `/admin/${page}`;
}

/** An API key or a role-user: held to its bits and base path, one rule for both. */
function isLimited(user: GuardUser): boolean {
  return user.authType === 'apikey' || user.authType === 'user';
}

export function canOpenAdminPage(page: AdminPage, user: GuardUser): boolean {
  const rule = ADMIN_PAGES[page];
  if (user.authType === 'admin') return rule !== 'key';
  if (!isLimited(user)) return false;
  if (rule === 'account') return user.authType === 'user';
  if (rule === 'key') return true;
  return rule !== 'admin' && hasPermission(user.permissions, rule);
}

/** Dashboard for the admin, else text management, else file management, else Account, else Home. */
export function firstAllowedPath(user: GuardUser): string {
  const page = (['', 'text-management', 'file-management', 'account'] as const).find((p) =>
    canOpenAdminPage(p, user),
  );
  return page === undefined ? '/' : adminPath(page);
}

/** Routes whose content depends on who is logged in; the session is rechecked before them. */
export function requiresRevalidation(pathname: string): boolean {
  const path = trimTrailingSlash(pathname);
  return ['/', '/upload', '/admin', MOUNT_EXPLORER].some(
    (p) => path === p || (p !== '/' && path.startsWith(`${p}/`)),
  );
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function adminDecision(rest: string, user: GuardUser): GuardDecision {
  // Unauthenticated visitors are let through; the admin area shows them the login.
  if (!isLimited(user)) return ALLOW;
  // A key with nothing to manage (neither text nor file shares) goes Home, My activity included;
  // a user always has its Account page.
  const canEnter =
    user.authType === 'user' ||
    hasPermission(user.permissions, Permission.TEXT) ||
    hasPermission(user.permissions, Permission.FILE_SHARE);
  if (!canEnter) return { type: 'redirect', to: '/' };
  // Unknown admin paths are left to the router's catch-all.
  if (!(rest in ADMIN_PAGES)) return ALLOW;
  return canOpenAdminPage(rest as AdminPage, user)
    ? ALLOW
    : { type: 'redirect', to: firstAllowedPath(user) };
}

function mountDecision(rest: string, user: GuardUser): GuardDecision {
  if (!isLimited(user)) return ALLOW;
  if (canAccessPath(user.basicPath, rest === '' ? '/' : decodeUrlPath(rest))) return ALLOW;
  const base = normalizeVirtualPath(user.basicPath) ?? '/';
  return {
    type: 'redirect',
    to: base === '/' ? MOUNT_EXPLORER : MOUNT_EXPLORER + encodePath(base),
    basicPath: base,
  };
}

/** What to do with a visit to `pathname` (as in location.pathname, still percent-encoded). */
export function resolveGuard(pathname: string, user: GuardUser): GuardDecision {
  const path = trimTrailingSlash(pathname);
  if (path === '/admin' || path.startsWith('/admin/'))
    return adminDecision(path.slice('/admin/'.length), user);
  if (path === MOUNT_EXPLORER || path.startsWith(`${MOUNT_EXPLORER}/`)) {
    return mountDecision(path.slice(MOUNT_EXPLORER.length), user);
  }
  return ALLOW;
}
