/** TanStack Query hooks for mount points: the one mounts module that talks to the api client. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Mount,
  StorageConfig,
  createMountInput,
  updateMountInput,
} from '@cloudpaste/contracts';
import type { z } from 'zod';
import { api, ApiError } from '../../api/client';
import { sortMounts } from './mountFormat';

export const mountQueryKeys = {
  /** Every mount query, admin and explorer alike, so a change here refreshes them all. */
  all: ['mounts'] as const,
  admin: ['mounts', 'admin'] as const,
  // The storage feature caches the same list under this key; sharing it means a configuration
  // added or renamed there shows up in the mount form without a second request.
  storageConfigs: ['storage-configs'] as const,
};

/** Bodies as the server takes them: a checked form's output, or any subset on PUT. */
export type CreateMountBody = z.input<typeof createMountInput>;
export type UpdateMountBody = z.input<typeof updateMountInput>;

const path = (id: string) => `/admin/mounts/${encodeURIComponent(id)}`;

/** HTTP status of a failed call (409 when the mount path is taken), undefined otherwise. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Every mount, in the order the explorer shows them (sort order, then path). */
export function useMounts() {
  return useQuery({
    queryKey: mountQueryKeys.admin,
    queryFn: () => api.get<Mount[]>('/admin/mounts'),
    select: sortMounts,
    // A search index being built shows its progress: the list is read again while one is.
    refetchInterval: (query) =>
      query.state.data?.some((m) => m.index?.state === 'building') ? 5_000 : false,
  });
}

/** What the mount form needs of a storage configuration to offer it and derive the storage type. */
export type StorageOption = Pick<StorageConfig, 'id' | 'name' | 'storage_type' | 'is_default'>;

const toOptions = (configs: StorageConfig[]): StorageOption[] =>
  configs.map(({ id, name, storage_type, is_default }) => ({ id, name, storage_type, is_default }));

export function useStorageOptions() {
  return useQuery({
    queryKey: mountQueryKeys.storageConfigs,
    queryFn: () => api.get<StorageConfig[]>('/s3-configs'),
    select: toOptions,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mountQueryKeys.all });
}

export function useCreateMount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateMountBody) => api.post<Mount>('/admin/mounts', body),
    onSuccess: invalidate,
  });
}

export function useUpdateMount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMountBody }) =>
      api.put<Mount>(path(id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteMount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(path(id)),
    onSuccess: invalidate,
  });
}
