/** The signed-in account's linked single sign-on identities (docs/ACCOUNTS.md, "Single sign-on"). */
import type { OidcIdentityInfo, OidcLinkStart } from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';

const key = ['account', 'oidc'] as const;

export function useOidcIdentities() {
  return useQuery({ queryKey: key, queryFn: () => api.get<OidcIdentityInfo[]>('/account/oidc') });
}

/** Starts a link: the server answers the provider's URL, and the browser goes there. */
export function useLinkOidc() {
  return useMutation({
    mutationFn: () => api.post<OidcLinkStart>('/account/oidc/link'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkOidc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<OidcIdentityInfo>(`/account/oidc/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
