/** How a file share reads in the management list: the shared share-status rule on its fields. */
import type { FileRecord } from '@cloudpaste/contracts';
import { shareStatus, type ShareStatus } from '../../../lib/shareStatus';

export function fileStatus(
  file: Pick<FileRecord, 'expires_at' | 'views' | 'max_views' | 'is_expired'>,
  now: Date,
): ShareStatus {
  return shareStatus(
    {
      expiresAt: file.expires_at,
      views: file.views,
      maxViews: file.max_views,
      isExpired: file.is_expired,
    },
    now,
  );
}
