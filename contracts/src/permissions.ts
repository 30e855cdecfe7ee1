/**
 * Permission bit flags of API keys and the pure checks every endpoint uses (docs/product/admin.md).
 * The admin passes every check; an API key is judged by its bitmask and its basic_path.
 */
export const Permission = {
  TEXT: 1,
  FILE_SHARE: 2,
  MOUNT_VIEW: 256,
  MOUNT_UPLOAD: 512,
  MOUNT_COPY: 1024,
  MOUNT_RENAME: 2048,
  MOUNT_DELETE: 4096,
  WEBDAV_READ: 65536,
  WEBDAV_MANAGE: 131072,
} as const;

export type PermissionName = keyof typeof Permission;
export type PermissionFlag = (typeof Permission)[PermissionName];

/** Every defined bit; a mask holding any other grants nothing (isKnownMask). */
export const ALL_PERMISSIONS: number = Object.values(Permission).reduce((a, b) => a | b, 0);

export const MOUNT_PERMISSIONS: number =
  Permission.MOUNT_VIEW |
  Permission.MOUNT_UPLOAD |
  Permission.MOUNT_COPY |
  Permission.MOUNT_RENAME |
  Permission.MOUNT_DELETE;

export const WEBDAV_PERMISSIONS: number = Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE;

/** The names keys use for their permissions, each mapped to the bits it stands for. */
export const PERMISSION_NAME_BITS: Readonly<Record<string, number>> = {
  text: Permission.TEXT,
  file_share: Permission.FILE_SHARE,
  file: Permission.FILE_SHARE,
  mount: MOUNT_PERMISSIONS,
  mount_view: Permission.MOUNT_VIEW,
  mount_upload: Permission.MOUNT_UPLOAD,
  mount_copy: Permission.MOUNT_COPY,
  mount_rename: Permission.MOUNT_RENAME,
  mount_delete: Permission.MOUNT_DELETE,
  webdav: WEBDAV_PERMISSIONS,
  webdav_read: Permission.WEBDAV_READ,
  webdav_manage: Permission.WEBDAV_MANAGE,
};

/** The boolean permission map `GET /api/test/api-key` answers (docs/API.md, "API keys"). */
export interface PermissionMap {
  text: boolean;
  file: boolean;
  mount_view: boolean;
  mount_upload: boolean;
  mount_copy: boolean;
  mount_rename: boolean;
  mount_delete: boolean;
  webdav_read: boolean;
  webdav_manage: boolean;
}

/**
 * A mask of defined bits only: a non-negative integer no greater than ALL_PERMISSIONS with no other
 * bit set. The bound comes first because `&` sees only the low 32 bits of a number: alone, it
 * would take 2 ** 32 + 1 for TEXT and 2 ** 40 for no permission at all.
 */
export function isKnownMask(mask: number): boolean {
  return (
    Number.isInteger(mask) &&
    mask >= 0 &&
    mask <= ALL_PERMISSIONS &&
    (mask & ~ALL_PERMISSIONS) === 0
  );
}

/** The bits a stored mask grants: all of them, or none when it is not a mask of defined bits. */
export function normalizeMask(mask: number): number {
  return isKnownMask(mask) ? mask : 0;
}

/** True when the mask carries every bit of `flag` (a combined flag needs all of its bits). */
export function hasPermission(mask: number, flag: number): boolean {
  return flag > 0 && (normalizeMask(mask) & flag) === flag;
}

/** True when the mask carries at least one bit of `flags`. */
export function hasAnyPermission(mask: number, flags: number): boolean {
  return (normalizeMask(mask) & flags) !== 0;
}

export function permissionMap(mask: number): PermissionMap {
  return {
    text: hasPermission(mask, Permission.TEXT),
    file: hasPermission(mask, Permission.FILE_SHARE),
    mount_view: hasPermission(mask, Permission.MOUNT_VIEW),
    mount_upload: hasPermission(mask, Permission.MOUNT_UPLOAD),
    mount_copy: hasPermission(mask, Permission.MOUNT_COPY),
    mount_rename: hasPermission(mask, Permission.MOUNT_RENAME),
    mount_delete: hasPermission(mask, Permission.MOUNT_DELETE),
    webdav_read: hasPermission(mask, Permission.WEBDAV_READ),
    webdav_manage: hasPermission(mask, Permission.WEBDAV_MANAGE),
  };
}

/** Builds a mask from permission names (unknown names are ignored). */
export function maskFromNames(names: readonly string[]): number {
  return names.reduce((mask, name) => mask | (PERMISSION_NAME_BITS[name] ?? 0), 0);
}

/** Decodings of a segment a client or proxy might apply, up to three deep; itself included. */
function decodings(segment: string): string[] {
  const seen = [segment];
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(seen[seen.length - 1] as string);
    } catch {
      break;
    }
    if (next === seen[seen.length - 1]) break;
    seen.push(next);
  }
  return seen;
}

/** A segment that is, or decodes to, `.`/`..`, or holds a separator, NUL or control character. */
function isDangerousSegment(segment: string): boolean {
  return decodings(segment).some(
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    (form) => form === '.' || form === '..' || /[/\\\u0000-\u001f\u007f]/.test(form),
  );
}

/**
 * The virtual path a URL path names: each segment percent-decoded exactly once, as it was encoded
 * (a stray `%` that does not decode means itself). Routes, WebDAV and the web app's guard all read
 * paths from URLs this way; the result still goes through normalizeVirtualPath.
 */
export function decodeUrlPath(urlPath: string): string {
  return urlPath
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * Normalises a virtual path: one leading slash, no trailing slash (except the root), no empty
 * segments. The path is taken literally (a file may be called `100%.txt`), so it means the same to
 * every layer; null for anything that could escape, even once decoded: `.`/`..` segments (raw or
 * percent-encoded, `%2e%2e`, `..%2f`), backslashes, NUL and control characters.
 */
export function normalizeVirtualPath(path: string): string | null {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const segments = path.split('/').filter((s) => s.length > 0);
  if (segments.some(isDangerousSegment)) return null;
  return '/' + segments.join('/');
}

/**
 * A path is allowed for an API key if its base path is `/` or the path equals or lies
 * beneath the base path; trailing slashes are ignored. Anything that fails normalisation is refused.
 */
export function canAccessPath(basicPath: string, path: string): boolean {
  const base = normalizeVirtualPath(basicPath || '/');
  const target = normalizeVirtualPath(path);
  if (base === null || target === null) return false;
  if (base === '/') return true;
  return target === base || target.startsWith(base + '/');
}
