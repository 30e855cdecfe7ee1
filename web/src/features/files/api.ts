/**
 * TanStack Query hooks for file shares: the public view (info, password, office preview, text
 * content) and management (list, edit, delete). The one files module that talks to the api client.
 * Opening a share counts a view, so those reads never refetch on their own.
 */
import {
  FILE_PAGE_SIZE,
  type BatchDeleteFilesAnswer,
  type DeleteMode,
  type FileList,
  type FileRecord,
  type OfficePreviewAnswer,
  type OfficePreviewProvider,
  type PublicFileInfo,
} from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiBaseUrl } from '../../api/baseUrl';
import { api, ApiError } from '../../api/client';
import { isKeepable } from '../../offline/offlineCache';
import { readWithOfflineCopy } from '../../offline/offlineRead';
import { readTextBytes } from '../../lib/textEncoding/readTextBytes';

/** Body of `PUT /api/files/{id}`; omitted fields stay as they are, `password: ''` clears it. */
export interface UpdateFileBody {
  remark?: string | null;
  slug?: string;
  expires_at?: string | null;
  use_proxy?: boolean;
  max_views?: number;
  password?: string;
}

export interface FileListParams {
  page: number;
  search?: string;
}

export const fileQueryKeys = {
  // The upload feature marks ['files', 'list'] stale after an upload.
  lists: ['files', 'list'] as const,
  view: (slug: string) => ['files', 'view', slug] as const,
  owned: (id: string) => ['files', 'owned', id] as const,
  text: (url: string) => ['files', 'text', url] as const,
  office: (slug: string, provider: OfficePreviewProvider) =>
    ['files', 'office', slug, provider] as const,
  list: (params: FileListParams) => ['files', 'list', params] as const,
};

/** HTTP status of a failed call (404 not found, 410 gone, 401 wrong password …); 0: no answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Content URLs in answers are app paths ('/api/file-view/…?t='); the API may live elsewhere. */
export function contentUrl(path: string): string {
  return path.startsWith('/api/') ? `${apiBaseUrl()}${path}` : path;
}

/** The access ticket of a content URL: proof the view was counted, so later requests are free. */
export function ticketOf(url: string | null): string | undefined {
  if (!url) return undefined;
  return new URL(url, 'http://x').searchParams.get('t') ?? undefined;
}

const once = {
  staleTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** Kept for reading offline only when anyone with the link may open it again: no password, no limit. */
const keepableFile = (file: PublicFileInfo) =>
  !file.requires_password && isKeepable(file) ? file : null;

/**
 * Opens a share: counts one view when it has no password, so it runs once and never refetches.
 * Without a network it answers this browser's offline copy, if one was kept (OfflineMark says so).
 */
export function usePublicFile(slug: string) {
  return useQuery({
    queryKey: fileQueryKeys.view(slug),
    queryFn: () =>
      readWithOfflineCopy({
        table: 'files',
        key: slug,
        fetch: () => api.get<PublicFileInfo>(`/public/files/${encodeURIComponent(slug)}`),
        keep: keepableFile,
        expiresAt: (file) => file.expires_at,
      }),
    // Runs offline too, so the offline copy can answer instead of a paused query.
    networkMode: 'offlineFirst',
    gcTime: 0,
    ...once,
  });
}

/**
 * Sends the password in the body (docs/product/shares.md, "Passwords"); the answer carries
 * ticketed URLs and counts a view.
 */
export function useVerifyFilePassword(slug: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<PublicFileInfo>(`/public/files/${encodeURIComponent(slug)}/verify`, { password }),
  });
}

/** The viewer URL of an Office document; the ticket keeps it from counting another view. */
export function useOfficePreview(
  slug: string,
  provider: OfficePreviewProvider,
  ticket: string | undefined,
) {
  return useQuery({
    queryKey: fileQueryKeys.office(slug, provider),
    queryFn: () =>
      api.get<OfficePreviewAnswer>(`/office-preview/${encodeURIComponent(slug)}`, {
        query: { provider, t: ticket },
      }),
    ...once,
  });
}

/** A text file's content through its ticketed preview URL (no view counted again). */
export function useFileText(url: string) {
  return useQuery({
    queryKey: fileQueryKeys.text(url),
    queryFn: async ({ signal }) => {
      const response = await fetch(contentUrl(url), { signal });
      if (!response.ok) throw new ApiError(response.status, response.statusText);
      return readTextBytes(response);
    },
    ...once,
  });
}

/**
 * The management record of a share, when the caller owns it (the admin, or the key that created
 * it): the file view offers deletion only then. Anyone else gets 403/404, which simply means no.
 */
export function useOwnedFile(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: fileQueryKeys.owned(id ?? ''),
    queryFn: () => api.get<FileRecord>(`/files/${encodeURIComponent(id ?? '')}`),
    enabled: enabled && Boolean(id),
    ...once,
  });
}

export function useFileList(params: FileListParams) {
  return useQuery({
    queryKey: fileQueryKeys.list(params),
    queryFn: () =>
      api.get<FileList>('/files', {
        query: {
          limit: FILE_PAGE_SIZE,
          offset: (params.page - 1) * FILE_PAGE_SIZE,
          search: params.search || undefined,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

export function useUpdateFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFileBody }) =>
      api.put<FileRecord>(`/files/${encodeURIComponent(id)}`, body),
    // Only lists and the owner's record: refetching an open share would count another view.
    onSuccess: (record) => {
      client.setQueryData(fileQueryKeys.owned(record.id), record);
      return client.invalidateQueries({ queryKey: fileQueryKeys.lists });
    },
  });
}

/** Forgets the opened share of `slug`, so opening it again asks the server (and counts a view). */
export function useForgetOpenedFile() {
  const client = useQueryClient();
  return useCallback(
    (slug: string) => client.removeQueries({ queryKey: fileQueryKeys.view(slug) }),
    [client],
  );
}

export function useDeleteFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, mode = 'both' }: { ids: string[]; mode?: DeleteMode }) =>
      api.delete<BatchDeleteFilesAnswer>('/files/batch-delete', { ids, delete_mode: mode }),
    // Only lists: refetching an open share would count another view.
    onSuccess: () => client.invalidateQueries({ queryKey: fileQueryKeys.lists }),
  });
}
