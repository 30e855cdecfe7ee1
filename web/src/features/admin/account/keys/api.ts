/** A user's own API keys (docs/ACCOUNTS.md "A user's own API keys"): list, create, delete. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';

const KEY = ['account', 'api-keys'] as const;

export interface OwnKeyBody {
  name: string;
  permissions: number;
  basic_path: string;
}

export function useOwnKeys() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<ApiKey[]>('/account/api-keys') });
}

export function useCreateOwnKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnKeyBody) => api.post<ApiKey>('/account/api-keys', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteOwnKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/account/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
