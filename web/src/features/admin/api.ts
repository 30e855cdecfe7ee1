/** TanStack Query hooks for the admin area: the one admin module that talks to the api client. */
import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  CacheStats,
  ChangePasswordInput,
  DashboardStats,
  FsListing,
  MaxUploadSize,
  SettingItem,
  SettingValue,
  StorageConfig,
  VersionInfo,
} from '@cloudpaste/contracts';
import { api, ApiError } from '../../api/client';
import { downloadThroughLink } from '../../api/downloadLink';
import { offlineSync } from '../../offline/offlineSync';
import type { CreateApiKeyBody, UpdateApiKeyBody } from './keys/keyForm';

export const adminQueryKeys = {
  apiKeys: ['admin', 'api-keys'] as const,
  folders: (path: string) => ['admin', 'folders', path] as const,
  settings: (group: number) => ['admin', 'settings', group] as const,
  dashboard: ['admin', 'dashboard', 'stats'] as const,
  cache: ['admin', 'cache', 'stats'] as const,
  version: ['version'] as const,
  maxUploadSize: ['system', 'max-upload-size'] as const,
  /** The storage page's key too: both read the same list. */
  storageConfigs: ['storage-configs'] as const,
};

/** HTTP status of a failed call (e.g. 409 for a taken custom key), undefined for non-API errors. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

// --- API keys ---------------------------------------------------------------------------------

/** The storage configurations an API key may upload to: the public ones. */
export function usePublicStorageConfigs() {
  return useQuery({
    queryKey: adminQueryKeys.storageConfigs,
    queryFn: () => api.get<StorageConfig[]>('/s3-configs'),
    select: (configs) => configs.filter((config) => config.is_public === 1),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: adminQueryKeys.apiKeys,
    queryFn: () => api.get<ApiKey[]>('/admin/api-keys'),
  });
}

/** After any key change the list and the dashboard's key counts are stale. */
function useInvalidateKeys() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminQueryKeys.apiKeys }),
      client.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
    ]);
}

export function useCreateApiKey() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post<ApiKey>('/admin/api-keys', body),
    onSuccess: invalidate,
  });
}

export function useUpdateApiKey() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateApiKeyBody }) =>
      api.put<ApiKey>(`/admin/api-keys/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteApiKey() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/admin/api-keys/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** Deletes several keys in one call; ids already gone come back in notFound. */
export function useDeleteApiKeys() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      api.delete<{ deleted: number; notFound: number }>('/admin/api-keys/batch-delete', { ids }),
    onSuccess: invalidate,
  });
}

/**
 * The folders inside `path` of the mount tree (GET /api/fs/list), for choosing a key's base path:
 * the mounts' folders at '/', a mount's folders below it. Read as the admin, who sees every mount.
 */
export function useFolderListing(path: string) {
  return useQuery({
    queryKey: adminQueryKeys.folders(path),
    queryFn: ({ signal }) => api.get<FsListing>('/fs/list', { query: { path }, signal }),
    select: (listing) =>
      listing.items
        .filter((item) => item.isDirectory)
        .map((item) => ({
          name: item.name,
          path: item.path,
          isMount: item.mount_id !== null && listing.isVirtual,
        })),
    staleTime: 30_000,
  });
}

// --- Account ----------------------------------------------------------------------------------

/**
 * The signed-in account's username or password change: the admin's route as it always was, a
 * role-user's own (docs/ACCOUNTS.md); both end every session of the account.
 */
export function useChangePassword(role: 'admin' | 'user' = 'admin') {
  const path = role === 'admin' ? '/admin/change-password' : '/account/password';
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.post<unknown>(path, body),
  });
}

// --- Settings ---------------------------------------------------------------------------------

export function useSettingsGroup(group: number) {
  return useQuery({
    queryKey: adminQueryKeys.settings(group),
    queryFn: () => api.get<SettingItem[]>('/admin/settings', { query: { group } }),
  });
}

/** Saves a group, or without a network queues it (updateGroupSettings): answers null then. */
export function useSaveSettingsGroup(group: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, SettingValue>) =>
      offlineSync.sendOrNull<SettingItem[]>({
        type: 'updateGroupSettings',
        endpoint: `/admin/settings/group/${group}`,
        method: 'PUT',
        data: values,
      }),
    // Runs offline too: the offline queue, not a paused mutation held in memory, keeps the write.
    networkMode: 'always',
    onSuccess: async (items) => {
      if (items === null) return;
      // The answer is the saved group: no need to fetch it again.
      client.setQueryData(adminQueryKeys.settings(group), items);
      await client.invalidateQueries({ queryKey: adminQueryKeys.maxUploadSize });
    },
  });
}

export function useMaxUploadSize() {
  return useQuery({
    queryKey: adminQueryKeys.maxUploadSize,
    queryFn: () => api.get<MaxUploadSize>('/system/max-upload-size'),
  });
}

// --- Dashboard --------------------------------------------------------------------------------

export function useDashboardStats() {
  return useQuery({
    queryKey: adminQueryKeys.dashboard,
    queryFn: () => api.get<DashboardStats>('/admin/dashboard/stats'),
  });
}

/**
 * The dashboard read again on request: its statistics and the cache statistics together, with
 * whether either is being fetched and when the statistics last came in (0 before they have).
 */
export function useDashboardRefresh() {
  const client = useQueryClient();
  const { dataUpdatedAt } = useDashboardStats();
  const keys = [adminQueryKeys.dashboard, adminQueryKeys.cache];
  const fetching = useIsFetching({
    predicate: (query) => keys.some((key) => key.every((part, i) => query.queryKey[i] === part)),
  });
  return {
    updatedAt: dataUpdatedAt,
    isFetching: fetching > 0,
    refresh: () =>
      Promise.all(keys.map((queryKey) => client.refetchQueries({ queryKey }))).then(() => {}),
  };
}

export function useCacheStats() {
  return useQuery({
    queryKey: adminQueryKeys.cache,
    queryFn: () => api.get<CacheStats>('/admin/cache/stats'),
  });
}

/** Clears the server's caches, or without a network queues it (clearCache): answers null then. */
export function useClearCache() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      offlineSync.sendOrNull<{ cleared: number }>({
        type: 'clearCache',
        endpoint: '/admin/cache/clear',
        method: 'POST',
        data: undefined,
      }),
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueryKeys.cache }),
  });
}

export function useVersion() {
  return useQuery({
    queryKey: adminQueryKeys.version,
    queryFn: () => api.get<VersionInfo>('/version'),
  });
}

// --- Backups (docs/BACKUPS.md) -------------------------------------------------------------------

export interface RestoreOutcome {
  schema: string;
  createdAt: string;
  rows: Record<string, number>;
}

/** Long enough for a large backup to upload and go in; the server answers once it is all in. */
const RESTORE_TIMEOUT_MS = 30 * 60_000;

/** The backup, streamed to disk by the browser through a one-minute link (api/downloadLink.ts). */
export function useDownloadBackup() {
  return useMutation({ mutationFn: () => downloadThroughLink('/admin/backup/link') });
}

/** The server refused a restore because the instance holds data: it asks for the word REPLACE. */
export const isNotEmptyRefusal = (error: unknown) =>
  error instanceof ApiError && error.reason === 'backup.notEmpty';

/** `confirm` (the word REPLACE) restores over an instance that is not empty. */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: ({ file, confirm }: { file: File; confirm?: string }) =>
      api.post<RestoreOutcome>('/admin/restore', file, {
        query: { confirm },
        timeoutMs: RESTORE_TIMEOUT_MS,
        headers: { 'Content-Type': 'application/jsonl' },
      }),
  });
}
