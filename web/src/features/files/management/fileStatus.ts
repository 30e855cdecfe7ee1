/** Pure rules for how a file share reads in the management list: its status and the views it has left. */
import type { FileRecord } from '@cloudpaste/contracts';

export type FileStatus = 'active' | 'expired' | 'usedUp';

/** True when the share had an expiry time and it has passed (an unparsable time counts as not set). */
export function isPastExpiry(expiresAt: string | null, now: Date): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return !Number.isNaN(time) && time <= now.getTime();
}

/** Views still allowed, or null when the share has no limit (0). Never negative. */
export function viewsLeft(views: number, maxViews: number): number | null {
  if (maxViews <= 0) return null;
  return Math.max(0, maxViews - views);
}

/** A passed expiry wins over a used-up limit; the server's own `is_expired` has the last word. */
export function fileStatus(
  file: Pick<FileRecord, 'expires_at' | 'views' | 'max_views' | 'is_expired'>,
  now: Date,
): FileStatus {
  if (isPastExpiry(file.expires_at, now)) return 'expired';
  if (viewsLeft(file.views, file.max_views) === 0) return 'usedUp';
  return file.is_expired ? 'expired' : 'active';
}
