/** Pure rules for how a text or file share reads in a management list: status and views left. */

export type ShareStatus = 'active' | 'expired' | 'usedUp';

/** What the rules read of a share, whichever kind it is. */
export interface ShareLimits {
  expiresAt: string | null;
  views: number;
  maxViews: number;
  isExpired: boolean;
}

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

/** Views still allowed, or null when the share has no limit (0). Never negative. */
export function viewsLeft(views: number, maxViews: number): number | null {
  if (maxViews <= 0) return null;
  return Math.max(0, maxViews - views);
}

/**
 * A passed expiry time wins over a used-up limit (it is the reason the admin is more likely to
 * recognise); the server's own expired flag is honoured as the last word, so a share the server
 * calls expired never shows as active because of a skewed clock.
 */
export function shareStatus(share: ShareLimits, now: Date): ShareStatus {
  if (isPastExpiry(share.expiresAt, now)) return 'expired';
  if (isUsedUp(share.views, share.maxViews)) return 'usedUp';
  return share.isExpired ? 'expired' : 'active';
}
