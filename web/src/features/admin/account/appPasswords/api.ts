/** TanStack Query hooks of the signed-in account's app passwords (docs/ACCOUNTS.md). */
import type {
  AppPasswordCreated,
  AppPasswordCreateInput,
  AppPasswordInfo,
} from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';

const appPasswordsKey = ['account', 'app-passwords'] as const;

export function useAppPasswords() {
  return useQuery({
    queryKey: appPasswordsKey,
    queryFn: () => api.get<AppPasswordInfo[]>('/account/app-passwords'),
  });
}

export function useCreateAppPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AppPasswordCreateInput) =>
      api.post<AppPasswordCreated>('/account/app-passwords', input),
    onSuccess: () => client.invalidateQueries({ queryKey: appPasswordsKey }),
  });
}

export function useRevokeAppPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<AppPasswordInfo>(`/account/app-passwords/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: appPasswordsKey }),
  });
}
