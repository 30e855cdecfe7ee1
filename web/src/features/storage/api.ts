/** TanStack Query hooks for storage configurations: the one storage module that talks to the api client. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StorageConfig,
  StorageConfigReferences,
  StorageTestReport,
} from '@cloudpaste/contracts';
import { api, ApiError } from '../../api/client';
import type { StorageConfigBody } from './storageConfigForm';

export const storageQueryKeys = {
  all: ['storage-configs'] as const,
};

const path = (id: string) => `/s3-configs/${encodeURIComponent(id)}`;

/** HTTP status of a failed call (409 when file shares still use a configuration), undefined otherwise. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The admin's view: every configuration, with masked keys and usage. */
export function useStorageConfigs() {
  return useQuery({
    queryKey: storageQueryKeys.all,
    queryFn: () => api.get<StorageConfig[]>('/s3-configs'),
  });
}

/** What still uses a configuration (mounts by name, file shares by count), asked before deleting it. */
export function useStorageConfigReferences(id: string) {
  return useQuery({
    queryKey: [...storageQueryKeys.all, id, 'references'] as const,
    queryFn: () => api.get<StorageConfigReferences>(`${path(id)}/references`),
    staleTime: 0,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: storageQueryKeys.all });
}

export function useCreateStorageConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: StorageConfigBody) => api.post<StorageConfig>('/s3-configs', body),
    onSuccess: invalidate,
  });
}

export function useUpdateStorageConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<StorageConfigBody> }) =>
      api.put<StorageConfig>(path(id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteStorageConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(path(id)),
    onSuccess: invalidate,
  });
}

export function useSetDefaultStorageConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.put<StorageConfig>(`${path(id)}/set-default`),
    onSuccess: invalidate,
  });
}

/** The connection test writes and deletes a small object; it can take a while on slow storage. */
export function useTestStorageConfig() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post<StorageTestReport>(
        `${path(id)}/test`,
        { origin: window.location.origin },
        { timeoutMs: 90_000 },
      ),
  });
}
