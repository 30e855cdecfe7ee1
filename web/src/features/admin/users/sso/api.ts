/** The admin's single sign-on settings (docs/ACCOUNTS.md, "Single sign-on"). */
import type { OidcSettingsInput, OidcSettingsView } from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';

const key = ['admin', 'oidc'] as const;

export function useOidcSettings() {
  return useQuery({ queryKey: key, queryFn: () => api.get<OidcSettingsView>('/admin/oidc') });
}

export function useSaveOidcSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OidcSettingsInput) => api.put<OidcSettingsView>('/admin/oidc', input),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void client.invalidateQueries({ queryKey: ['auth', 'oidc'] });
    },
  });
}
