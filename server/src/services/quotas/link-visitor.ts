/**
 * Who a visitor of an owner's link acts as inside the fs services (a folder share's visitor,
 * docs/FOLDER-SHARES.md; a file request's into a folder, docs/FILE-REQUESTS.md): held to the
 * link's folder (its base path) and mount, with only the bits the link grants. The visitor writes
 * on the owner's behalf, so the principal carries the owner's `created_by`: the explorer's upload
 * path then holds it to the owner's largest-file quota, as the owner's own uploads are
 * (docs/ACCOUNTS.md "Quotas"). An owner that is an API key of no account has no quota.
 */
import type { UserPrincipal } from '../../policies/access.js';

export interface VisitedLink {
  /** The link's `created_by`: an account id or `apikey:{id}`. */
  owner: string;
  /** How the visitor is named, e.g. `folder-share:{slug}`. */
  label: string;
  permissions: number;
  folder: string;
  mountId: string | null;
}

export function linkVisitor(link: VisitedLink): UserPrincipal {
  return {
    type: 'user',
    userId: link.owner,
    username: link.label,
    permissions: link.permissions,
    basicPath: link.folder,
    mountIds: link.mountId === null ? [] : [link.mountId],
  };
}
