/** Sign-up's calls (docs/ACCOUNTS.md): whether it is open, and making a pending account. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegistrationState } from '@cloudpaste/contracts';
import { api } from '../../../api/client';

export function useRegistrationState() {
  return useQuery({
    queryKey: ['register'],
    queryFn: () => api.get<RegistrationState>('/register'),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: { username: string; password: string; display_name: string | null }) =>
      api.post<{ username: string }>('/register', body),
  });
}
