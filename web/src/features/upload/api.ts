/**
 * The upload feature's network edge: TanStack Query hooks for the form's data (storage
 * configurations, max upload size) and the UploadTransport the engine runs on. Only this module
 * talks to the API; XHR is used where upload progress is needed.
 */
import {
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  SUCCESS_CODES,
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
import { bodyCodeError, httpError } from '../../api/apiError';
import { authorizationHeader, currentCredential } from '../../api/authBridge';
import { apiBaseUrl, apiUrl } from '../../api/baseUrl';
import { api, ApiError } from '../../api/client';
import type { UploadTransport } from './engine/transport';
import { sendXhr } from './engine/xhr';

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

/** The max upload size in bytes; SPEC §7: 100 MB when the query fails. */
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

/** Marks file lists stale after uploads; stable so it can sit in an effect's dependencies. */
export function useInvalidateFileLists() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: FILE_LIST_KEY }), [client]);
}

/** Presigned URLs may point at this app ('/api/...' for local storage) or at the storage itself. */
export function resolveUploadUrl(url: string, origin = window.location.origin): string {
  if (url.startsWith('/api/')) return `${apiBaseUrl() || origin}${url}`;
  return new URL(url, origin).href;
}

function authHeaders(): Record<string, string> {
  const credential = currentCredential();
  return credential ? { Authorization: authorizationHeader(credential) } : {};
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** POST /api/upload through XHR (progress), answered and judged like any api client call. */
async function postUploadForm(
  form: FormData,
  options: Parameters<UploadTransport['direct']>[1],
): Promise<PublicFileInfo> {
  const credential = currentCredential();
  const response = await sendXhr({
    method: 'POST',
    url: apiUrl('/upload'),
    body: form,
    headers: authHeaders(),
    ...options,
  });
  const payload = parseJson(response.body);
  const serverMessage = textOf(payload?.message);
  const serverCode = textOf(payload?.error);
  if (response.status < 200 || response.status >= 300) {
    throw httpError({
      method: 'POST',
      path: '/upload',
      status: response.status,
      statusText: response.statusText,
      serverMessage,
      serverCode,
      credential,
    });
  }
  const code = Number(payload?.code ?? response.status);
  if (!SUCCESS_CODES.includes(code)) throw bodyCodeError(code, serverMessage, serverCode);
  return payload?.data as PublicFileInfo;
}

/** GET /api/url/proxy; a refusal (bad URL, private address, remote error) becomes an ApiError. */
async function fetchViaProxy(url: string, signal: AbortSignal): Promise<Response> {
  const credential = currentCredential();
  const response = await fetch(apiUrl('/url/proxy', { url }), { signal, headers: authHeaders() });
  if (response.ok) return response;
  const payload = parseJson(await response.text().catch(() => ''));
  throw httpError({
    method: 'GET',
    path: '/url/proxy',
    status: response.status,
    statusText: response.statusText,
    serverMessage: textOf(payload?.message),
    serverCode: textOf(payload?.error),
    credential,
  });
}

export function createUploadTransport(): UploadTransport {
  return {
    presign: (body, signal) => api.post<PresignAnswer>('/s3/presign', body, { signal }),
    commit: (body, signal) => api.post<PublicFileInfo>('/s3/commit', body, { signal }),
    deleteFiles: async (ids) => {
      await api.delete('/files/batch-delete', { ids, delete_mode: 'both' });
    },
    direct: postUploadForm,
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
    // Storage URLs are signed: our credentials are never sent to them.
    put: (url, body, headers, options) =>
      sendXhr({ method: 'PUT', url: resolveUploadUrl(url), body, headers, ...options }),
    urlInfo: (url, signal) => api.post<UrlInfo>('/url/info', { url }, { signal }),
    fetchDirect: (url, signal) => fetch(url, { signal, credentials: 'omit' }),
    fetchViaProxy: fetchViaProxy,
    urlFetch: (body, signal) => api.post<UrlFetchStatus>('/url/fetch', body, { signal }),
    urlFetchStatus: (fileId, signal) =>
      api.get<UrlFetchStatus>(`/url/fetch/${encodeURIComponent(fileId)}`, { signal }),
    urlCancel: async (fileId) => {
      await api.post('/url/cancel', { file_id: fileId });
    },
  };
}
