/**
 * TanStack Query hooks for the file tree over mounts (docs/API.md "Filesystem (mounts)"): folder
 * listings, file details with their short-lived storage links, and text content for previews.
 * The one explorer module that talks to the api client.
 */
import { EDITOR_FILE_MAX_BYTES, type FsFileInfo, type FsListing } from '@cloudpaste/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiBaseUrl } from '../../api/baseUrl';
import { api, ApiError } from '../../api/client';
import { directoryKey, readWithOfflineCopy } from '../../offline/offlineRead';
import { readTextBytes } from '../../lib/textEncoding/readTextBytes';
import { createLimiter } from '../../lib/transfer/limiter';
import { pathTrail } from './explorerPath';
import { readListing, takeStartedListing } from './firstListing/api';

/**
 * Where a folder lies: its listing once loaded; until then, the mount of the nearest folder above
 * it whose listing is cached, when that one is inside a mount (a mount holds no folder above the
 * mounts). Undefined when nothing above is known, or what is known lies above the mounts (the
 * folder may then be a mount or a folder leading to one).
 */
export function useFolderPlace(
  path: string,
  listing: FsListing | undefined,
): Pick<FsListing, 'isVirtual' | 'mount_id'> | undefined {
  const client = useQueryClient();
  if (listing) return listing;
  for (const above of pathTrail(path).slice(0, -1).reverse()) {
    const listing = client.getQueryData<FsListing>(fsQueryKeys.list(above.path));
    if (listing) return listing.isVirtual ? undefined : listing;
  }
  return undefined;
}

export const fsQueryKeys = {
  all: ['explorer'] as const,
  list: (path: string) => ['explorer', 'list', path] as const,
  info: (path: string) => ['explorer', 'info', path] as const,
  text: (path: string, version: string) => ['explorer', 'text', path, version] as const,
};

/**
 * Storage links live at least 60 s (the smallest signature lifetime a storage may have), so one
 * kept for 30 s still has time to be used. Listings follow the server's own cache.
 */
const LINK_FRESH_MS = 30_000;
const LISTING_FRESH_MS = 30_000;
const THUMBNAIL_CONCURRENCY = 4;
const thumbnailLimit = createLimiter(THUMBNAIL_CONCURRENCY);

/** HTTP status of a failed call (403 outside the key's base path, 404 …); 0: no answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Local storage answers same-origin app paths ('/api/storage/local/…'); the API may live elsewhere. */
export function contentUrl(url: string): string {
  return url.startsWith('/api/') ? `${apiBaseUrl()}${url}` : url;
}

/** The link as someone else would open it: absolute, on the origin the user is on. */
export function absoluteContentUrl(url: string): string {
  return new URL(contentUrl(url), window.location.href).href;
}

const getInfo = (path: string, signal?: AbortSignal) =>
  api.get<FsFileInfo>('/fs/get', { query: { path }, signal });

/**
 * A readable link to the file at `path` (its storage link, as a preview gets), for the parts a
 * playlist names beside itself (components/preview/streamSource.ts).
 */
export async function fsContentLink(path: string): Promise<string> {
  const info = await getInfo(path);
  if (!info.preview_url) throw new Error(`the storage gave no link for ${path}`);
  return contentUrl(info.preview_url);
}

/**
 * A folder's listing. A logged-in user's listings are kept for reading offline under their login,
 * and without a network the kept one answers (OfflineMark says so); an anonymous visitor's never.
 */
export function useFsListing(path: string, enabled = true) {
  return useQuery({
    queryKey: fsQueryKeys.list(path),
    queryFn: ({ signal }) =>
      readWithOfflineCopy({
        table: 'directories',
        key: directoryKey(path),
        fetch: () => takeStartedListing(path) ?? readListing(path, signal),
        keep: (listing) => listing,
      }),
    // Runs offline too, so the offline copy can answer instead of a paused query.
    networkMode: 'offlineFirst',
    staleTime: LISTING_FRESH_MS,
    // 403 and 404 will not change by asking again.
    retry: (failures, error) => failures < 2 && (errorStatus(error) ?? 0) >= 500,
    enabled,
  });
}

/** A file's details and links; `throttled` queues the request behind other thumbnails. */
export function useFsInfo(path: string, options: { enabled?: boolean; throttled?: boolean } = {}) {
  const { enabled = true, throttled = false } = options;
  return useQuery({
    queryKey: fsQueryKeys.info(path),
    queryFn: ({ signal }) =>
      throttled ? thumbnailLimit(() => getInfo(path, signal), signal) : getInfo(path, signal),
    staleTime: LINK_FRESH_MS,
    retry: false,
    // A refetch hands out a new signed link, and a new src restarts a playing video or reloads
    // an image: links in use are kept until the user asks for something else.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    enabled,
  });
}

/**
 * After a write: every listing is stale (an upload may have made folders, a rename moves a whole
 * tree), and so are the details of the paths written. Only the listing on screen refetches.
 */
export function useRefreshAfterWrite() {
  const client = useQueryClient();
  return useCallback(
    (paths: string[] = []) => {
      void client.invalidateQueries({ queryKey: ['explorer', 'list'] });
      for (const path of paths) {
        void client.invalidateQueries({ queryKey: fsQueryKeys.info(path) });
        void client.invalidateQueries({ queryKey: ['explorer', 'text', path] });
      }
    },
    [client],
  );
}

/** For menu actions: the cached details while their links are fresh, otherwise a new request. */
export function useFsInfoFetcher() {
  const client = useQueryClient();
  return useCallback(
    (path: string) =>
      client.fetchQuery({
        queryKey: fsQueryKeys.info(path),
        queryFn: ({ signal }) => getInfo(path, signal),
        staleTime: LINK_FRESH_MS,
      }),
    [client],
  );
}

/**
 * A text file's content through its storage link (no auth header needed). Keyed by path and
 * version rather than by the link, whose signature changes every time it is handed out.
 */
export function useFsText(file: FsFileInfo) {
  const url = file.preview_url;
  return useQuery({
    queryKey: fsQueryKeys.text(file.path, file.etag ?? file.modified ?? ''),
    queryFn: async ({ signal }) => {
      const response = await fetch(contentUrl(url ?? ''), { signal });
      if (!response.ok) throw new ApiError(response.status, response.statusText);
      return readTextBytes(response, EDITOR_FILE_MAX_BYTES);
    },
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });
}
