/**
 * Access tickets: proof, carried in a content URL as `?t=`, that a view was already counted (and the
 * password checked) for this share. A ticket names its share and expiry and is signed with the server
 * secret; it also covers the password hash, so changing or clearing the password revokes tickets.
 */
import { createHmac } from 'node:crypto';
import { LIMITED_SHARE_TICKET_SECONDS } from '@cloudpaste/contracts';
import type { FileRow } from '../../db/types.js';
import { safeEqual } from '../../lib/crypto.js';
import { ACCESS_TICKET_SECONDS } from './file-deps.js';

type TicketSubject = Pick<FileRow, 'id' | 'password_hash'>;

/**
 * How long a ticket for `row` lasts from its issue, and so a used-up share's grace before deletion.
 * A share with a view limit gets 10 minutes (LIMITED_SHARE_TICKET_SECONDS): enough to open the
 * preview, seek in it and resume a download that broke, while its last view does not keep the file
 * open, to whoever holds that link, for the hour other shares get.
 */
export function ticketSecondsFor(row: Pick<FileRow, 'max_views'>): number {
  return row.max_views > 0 ? LIMITED_SHARE_TICKET_SECONDS : ACCESS_TICKET_SECONDS;
}

function mac(secret: string, row: TicketSubject, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`file-ticket|${row.id}|${row.password_hash ?? ''}|${expiresAt}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A ticket for `row` valid until `expiresAt` (seconds since the epoch). */
export function issueTicket(secret: string, row: TicketSubject, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, row, expiresAt)}`;
}

export function isValidTicket(
  secret: string,
  row: TicketSubject,
  ticket: string,
  nowSeconds: number,
): boolean {
  const [expiry = '', signature = ''] = ticket.split('.');
  if (!/^\d{1,12}$/.test(expiry)) return false;
  const expiresAt = Number(expiry);
  return expiresAt > nowSeconds && safeEqual(signature, mac(secret, row, expiresAt));
}
