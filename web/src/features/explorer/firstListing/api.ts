/**
 * The page load's first folder listing, read as the explorer's code loads (app/routes.tsx). Apart
 * from api.ts so that the app's first script, which every page shares, carries only this read and
 * not the explorer's hooks.
 */
import { Permission, type FsListing } from '@cloudpaste/contracts';
import { api } from '../../../api/client';
import { getAuthSnapshot, snapshotCan } from '../../../auth/authStore';
import { StartedReads } from '../../../lib/startedReads';

// Revalidated: a folder read again that has not changed is a 304 without a body.
export const readListing = (path: string, signal?: AbortSignal) =>
  api.get<FsListing>('/fs/list', { query: { path }, signal, revalidate: true });

/**
 * The first listing a page load shows is read as the explorer's code loads (app/routes.tsx), not
 * after the page's first render: on a slow network that is a round trip less before the folder
 * shows. Only the first is started early: later ones are read when the explorer asks, as they may
 * be cached. A started read older than this is not taken: the explorer reads anew.
 */
export const STARTED_LISTING_TTL_MS = 10_000;

const startedListing = new StartedReads<FsListing>(STARTED_LISTING_TTL_MS);
let listingAsked = false;

/** Starts the read of `path` when it is this page load's first listing and the user may browse. */
export function startFirstListing(path: string, now = Date.now()): void {
  if (listingAsked || startedListing.waiting) return;
  if (!snapshotCan(getAuthSnapshot(), Permission.MOUNT_VIEW)) return;
  startedListing.start(path, () => readListing(path), now);
}

/** The started read, for the first listing asked for, if it is of `path` and still fresh. */
export function takeStartedListing(path: string, now = Date.now()): Promise<FsListing> | undefined {
  listingAsked = true;
  const read = startedListing.take(path, now);
  // One started for another folder will never be asked for.
  startedListing.clear();
  return read;
}
