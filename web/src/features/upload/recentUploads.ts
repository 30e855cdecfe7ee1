/** The most recent uploads of this browser (three shown), kept in browser storage. */
import { RECENT_UPLOADS_SHOWN, type PublicFileInfo } from '@cloudpaste/contracts';

export const RECENT_UPLOADS_KEY = 'cloudpaste_recent_uploads';

export interface RecentUpload {
  slug: string;
  filename: string;
  size: number;
  /** ISO time of the upload. */
  uploadedAt: string;
}

function isRecent(value: unknown): value is RecentUpload {
  const v = value as Partial<RecentUpload> | null;
  return (
    typeof v?.slug === 'string' &&
    typeof v.filename === 'string' &&
    typeof v.size === 'number' &&
    typeof v.uploadedAt === 'string'
  );
}

export function readRecentUploads(): RecentUpload[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_UPLOADS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_UPLOADS_SHOWN) : [];
  } catch {
    return [];
  }
}

/** Puts the share first, drops an older entry for the same link, keeps the newest three. */
export function rememberUpload(share: PublicFileInfo, now = new Date()): RecentUpload[] {
  const entry: RecentUpload = {
    slug: share.slug,
    filename: share.filename,
    size: share.size,
    uploadedAt: now.toISOString(),
  };
  const next = [entry, ...readRecentUploads().filter((r) => r.slug !== share.slug)].slice(
    0,
    RECENT_UPLOADS_SHOWN,
  );
  try {
    localStorage.setItem(RECENT_UPLOADS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list is a convenience.
  }
  return next;
}

export function clearRecentUploads(): void {
  try {
    localStorage.removeItem(RECENT_UPLOADS_KEY);
  } catch {
    // Nothing to clear.
  }
}
