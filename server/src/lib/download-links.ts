/**
 * One-minute signed download links (docs/ARCHITECTURE.md, "Download links"): the admin page asks
 * for one and hands it to the browser, whose own download manager then streams the file to disk,
 * where a fetch with the Authorization header would have held it whole in the page's memory.
 * A link names the admin it was made for, its expiry, its purpose (a backup link cannot open the
 * audit log's CSV, nor the other way round) and a scope (what it downloads, such as the filters of
 * an export), all signed with the server secret: changing any of them makes the link refused.
 * A minute is long enough to start the download, too short to be worth finding in a history.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from './crypto.js';

export const DOWNLOAD_LINK_SECONDS = 60;

export type DownloadPurpose = 'backup' | 'audit-csv';

export interface DownloadClaim {
  purpose: DownloadPurpose;
  /** What else the link is bound to, as canonical text (empty when nothing). */
  scope?: string;
}

function mac(secret: string, claim: DownloadClaim, adminId: string, expiresAt: number): string {
  // JSON keeps the fields apart whatever they contain.
  const signed = JSON.stringify([
    'download-link',
    claim.purpose,
    adminId,
    expiresAt,
    claim.scope ?? '',
  ]);
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** A token for `adminId` and `claim`, expiring DOWNLOAD_LINK_SECONDS after `now`. */
export function issueDownloadLink(
  secret: string,
  claim: DownloadClaim,
  adminId: string,
  now: Date,
): { token: string; expiresAt: string } {
  const expiresAt = seconds(now) + DOWNLOAD_LINK_SECONDS;
  const holder = Buffer.from(adminId).toString('base64url');
  return {
    token: `${expiresAt}.${holder}.${mac(secret, claim, adminId, expiresAt)}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/** The admin a token was made for, or null when it is forged, damaged, expired or for another claim. */
export function downloadLinkHolder(
  secret: string,
  claim: DownloadClaim,
  token: string,
  now: Date,
): string | null {
  const [expiry = '', holder = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/.test(expiry)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt <= seconds(now)) return null;
  const adminId = Buffer.from(holder, 'base64url').toString();
  return safeEqual(signature, mac(secret, claim, adminId, expiresAt)) ? adminId : null;
}
