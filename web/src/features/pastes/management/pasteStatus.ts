/** Pure rules for how a share reads in the management list: its status and the views it has left. */
import type { PasteRecord } from '@cloudpaste/contracts';

export type PasteStatus = 'active' | 'expired' | 'usedUp';

/** True when the share had an expiry time and it has passed (an unparsable time counts as not set). */
export function isPastExpiry(expiresAt: string | null, now: Date): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return !Number.isNaN(time) && time <= now.getTime();
}

/** A view limit of 0 means unlimited, so only a positive limit can be used up. */
export function isUsedUp(views: number, maxViews: number): boolean {
  return maxViews > 0 && views >= maxViews;
}

/** Views still allowed, or null when the share has no limit. Never negative. */
export function viewsLeft(views: number, maxViews: number): number | null {
  if (maxViews <= 0) return null;
  return Math.max(0, maxViews - views);
}

/**
 * Status badge of a share. A passed expiry time wins over a used-up limit (it is the reason the
 * admin is more likely to recognise); the server's own `isExpired` flag is honoured as the last
 * word, so a share the server calls expired never shows as active because of a skewed clock.
 */
export function pasteStatus(
  paste: Pick<PasteRecord, 'expiresAt' | 'views' | 'maxViews' | 'isExpired'>,
  now: Date,
): PasteStatus {
  if (isPastExpiry(paste.expiresAt, now)) return 'expired';
  if (isUsedUp(paste.views, paste.maxViews)) return 'usedUp';
  return paste.isExpired ? 'expired' : 'active';
}
