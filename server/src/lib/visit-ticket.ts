/**
 * Tickets a right share password buys (docs/FOLDER-SHARES.md, docs/FILE-REQUESTS.md):
 * `{expiry}.{MAC}`, an HMAC under the server secret over a scope (what was opened, with its
 * password hash) and the expiry, so any instance checks one without storage, and a password
 * changed or a share made again under the same slug voids the old ones.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from './crypto.js';

const TICKET_SECONDS = 3600;

function mac(secret: string, scope: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`${scope}|${expiresAt}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A ticket for `scope`, valid an hour from `now`. */
export function issueTicket(secret: string, scope: string, now: Date) {
  const expiresAt = Math.floor(now.getTime() / 1000) + TICKET_SECONDS;
  return {
    ticket: `${expiresAt}.${mac(secret, scope, expiresAt)}`,
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}

/** Whether `ticket` was issued for `scope` and has not expired. */
export function validTicket(
  secret: string,
  scope: string,
  ticket: string | undefined,
  now: Date,
): boolean {
  const [expiry = '', signature = ''] = (ticket ?? '').split('.');
  if (!/^\d{1,12}$/.test(expiry)) return false;
  const expiresAt = Number(expiry);
  return (
    expiresAt > Math.floor(now.getTime() / 1000) &&
    safeEqual(signature, mac(secret, scope, expiresAt))
  );
}
