/**
 * The upload feature's network edge: TanStack Query hooks for the form's data (storage
 * configurations, max upload size) and the UploadTransport the engine runs on. Only this module
 * talks to the API; XHR is used where upload progress is needed.
 */
import {
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  UPLOAD_TIMEOUT_MS,
  type ListPartsAnswer,
  type MaxUploadSize,
  type MultipartInitAnswer,
  type PresignAnswer,
  type PublicFileInfo,
  type RefreshUrlsAnswer,
  type StorageProvider,
  type UrlFetchStatus,
  type UrlInfo,
} from '@cloudpaste/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError } from '../../api/client';
import { fetchWithCredential, postFormWithProgress, putToStorage } from '../../api/transfer';
import type { UploadTransport } from './engine/transport';

/** What the upload form reads of a storage configuration (features stay independent of each other). */
export interface StorageOption {
  id: string;
  name: string;
  provider_type: StorageProvider | string;
  is_default: boolean;
  is_public: boolean;
}

export const uploadQueryKeys = {
  storageOptions: ['upload', 'storage-options'] as const,
  maxUploadSize: ['upload', 'max-upload-size'] as const,
  urlInfo: (url: string) => ['upload', 'url-info', url] as const,
};

/** File management lists are cached under this key (features/files/api.ts); new shares make them stale. */
const FILE_LIST_KEY = ['files', 'list'] as const;

/** HTTP status of a failed call; 0 when no answer arrived. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's machine code of a failed call (e.g. STORAGE_INSUFFICIENT). */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function useStorageOptions(enabled: boolean) {
  return useQuery({
    queryKey: uploadQueryKeys.storageOptions,
    enabled,
    queryFn: async () => {
      const rows = await api.get<Record<string, unknown>[]>('/s3-configs');
      return (Array.isArray(rows) ? rows : []).map((row): StorageOption => ({
        id: String(row.id),
        name: String(row.name ?? row.id),
        provider_type: String(row.provider_type ?? ''),
        is_default: Boolean(row.is_default),
        is_public: Boolean(row.is_public),
      }));
    },
  });
}

/** The max upload size in bytes; 100 MB when the query fails. */
export function useMaxUploadBytes(): number {
  const query = useQuery({
    queryKey: uploadQueryKeys.maxUploadSize,
    queryFn: () => api.get<MaxUploadSize>('/system/max-upload-size'),
    retry: false,
  });
  const data = query.data;
  if (data?.max_upload_size_bytes) return data.max_upload_size_bytes;
  return (data?.max_upload_size || DEFAULT_MAX_UPLOAD_SIZE_MB) * 1024 * 1024;
}

/** The max upload size in bytes, asked outside React (quickUploads.ts); null when it does not say. */
export function fetchMaxUploadBytes(): Promise<number | null> {
  return api
    .get<MaxUploadSize>('/system/max-upload-size')
    .then((data) => data.max_upload_size_bytes || null)
    .catch(() => null);
}

/**
 * What the server learns about a URL (`POST /api/url/info`): its file's name, type and size, to
 * prefill the name before it is added. Null asks nothing; a failure just leaves the name empty.
 */
export function useUrlInfo(url: string | null) {
  return useQuery({
    queryKey: uploadQueryKeys.urlInfo(url ?? ''),
    queryFn: ({ signal }) => api.post<UrlInfo>('/url/info', { url }, { signal }),
    enabled: url !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Marks file lists stale after uploads; stable so it can sit in an effect's dependencies. */
export function useInvalidateFileLists() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: FILE_LIST_KEY }), [client]);
}

export function createUploadTransport(): UploadTransport {
  return {
    presign: (body, signal) => api.post<PresignAnswer>('/s3/presign', body, { signal }),
    commit: (body, signal) => api.post<PublicFileInfo>('/s3/commit', body, { signal }),
    deleteFiles: async (ids) => {
      await api.delete('/files/batch-delete', { ids, delete_mode: 'both' });
    },
    direct: (form, options) => postFormWithProgress<PublicFileInfo>('/upload', form, options),
    multipartInit: (body, signal) =>
      api.post<MultipartInitAnswer>('/s3/multipart/init', body, { signal }),
    listParts: (body, signal) =>
      api.post<ListPartsAnswer>('/s3/multipart/list-parts', body, { signal }),
    refreshUrls: (body, signal) =>
      api.post<RefreshUrlsAnswer>('/s3/multipart/refresh-urls', body, { signal }),
    // Joining many parts can take the storage a while.
    complete: (body, signal) =>
      api.post<PublicFileInfo>('/s3/multipart/complete', body, {
        signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
    abort: async (body) => {
      await api.post('/s3/multipart/abort', body);
    },
    put: putToStorage,
    urlInfo: (url, signal) => api.post<UrlInfo>('/url/info', { url }, { signal }),
    fetchDirect: (url, signal) => fetch(url, { signal, credentials: 'omit' }),
    // Sites without CORS: the server fetches the URL and streams it back (SSRF-guarded).
    fetchViaProxy: (url, signal) => fetchWithCredential('/url/proxy', { url }, signal),
    urlFetch: (body, signal) => api.post<UrlFetchStatus>('/url/fetch', body, { signal }),
    urlFetchStatus: (fileId, signal) =>
      api.get<UrlFetchStatus>(`/url/fetch/${encodeURIComponent(fileId)}`, { signal }),
    urlCancel: async (fileId) => {
      await api.post('/url/cancel', { file_id: fileId });
    },
  };
}
