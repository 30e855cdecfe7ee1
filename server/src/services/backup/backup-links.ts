/**
 * Download links for backups (docs/BACKUPS.md, "From the admin page"): the admin page asks for
 * one and hands it to the browser, whose own download manager then streams the file to disk, where
 * a fetch with the Authorization header would have held the whole backup in the page's memory.
 * A link names the admin it was made for and its expiry, signed with the server secret, and lasts
 * a minute: long enough to start the download, too short to be worth finding in a history.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.js';

export const BACKUP_LINK_SECONDS = 60;

function mac(secret: string, adminId: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`backup-link|${adminId}|${expiresAt}`)
    .digest('base64url');
}

/** A token for `adminId` that expires BACKUP_LINK_SECONDS after `nowSeconds`. */
export function issueBackupLink(secret: string, adminId: string, nowSeconds: number) {
  const expiresAt = nowSeconds + BACKUP_LINK_SECONDS;
  const holder = Buffer.from(adminId).toString('base64url');
  return { token: `${expiresAt}.${holder}.${mac(secret, adminId, expiresAt)}`, expiresAt };
}

/** The admin a token was made for, or null when it is forged, damaged or expired. */
export function backupLinkHolder(secret: string, token: string, nowSeconds: number): string | null {
  const [expiry = '', holder = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/.test(expiry)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt <= nowSeconds) return null;
  const adminId = Buffer.from(holder, 'base64url').toString();
  return safeEqual(signature, mac(secret, adminId, expiresAt)) ? adminId : null;
}
