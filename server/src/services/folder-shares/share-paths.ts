/**
 * Where a visitor's path inside a folder share lies (docs/FOLDER-SHARES.md): a path relative to
 * the share's top, normalised as every explorer path is (no `.`/`..` segment, decoded or not, no
 * backslash), then placed below the shared folder. A hand-picked set admits only its entries and
 * what lies below them. Pure: the service checks storage links (symlinks) itself.
 */
import { normalizeVirtualPath, Permission } from '@cloudpaste/contracts';
import type { FolderShareRow } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import type { UserPrincipal } from '../../policies/access.js';
import { linkVisitor } from '../quotas/index.js';

/** The entries a hand-picked set holds; null for a whole folder. */
export function pickedNames(row: Pick<FolderShareRow, 'names'>): string[] | null {
  return row.names === null ? null : (JSON.parse(row.names) as string[]);
}

/** The share-relative path, normalised ('/' the share's top); 400 for a path that never is one. */
export function relativePath(raw: string | undefined): string {
  const path = normalizeVirtualPath(raw ?? '/');
  if (path === null) throw badRequest('fs.invalidPath');
  return path;
}

/** The virtual path of a share-relative one; 404 for what a hand-picked set leaves out. */
export function virtualPathOf(row: FolderShareRow, relative: string): string {
  const names = pickedNames(row);
  const first = relative.split('/')[1] ?? '';
  if (names !== null && relative !== '/' && !names.includes(first))
    throw notFound('folderShare.outside');
  return relative === '/' ? row.path : `${row.path === '/' ? '' : row.path}${relative}`;
}

/** The share-relative path of a virtual path below the shared folder. */
export function relativeOf(row: FolderShareRow, virtualPath: string): string {
  const rest = virtualPath.slice(row.path === '/' ? 0 : row.path.length);
  return rest === '' ? '/' : rest;
}

/**
 * Who a visitor acts as inside the fs services: held to the shared folder and its mount, reading,
 * and writing only when the share takes uploads, on the owner's behalf (services/quotas/link-visitor.ts).
 */
export function visitorOf(row: FolderShareRow): UserPrincipal {
  return linkVisitor({
    owner: row.created_by,
    label: `folder-share:${row.slug}`,
    permissions: Permission.MOUNT_VIEW | (row.allow_uploads === 1 ? Permission.MOUNT_UPLOAD : 0),
    folder: row.path,
    mountId: row.mount_id,
  });
}
