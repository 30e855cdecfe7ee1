/**
 * Whether the server offers single sign-on, and its button's label (docs/ACCOUNTS.md, "Single
 * sign-on"): the login page and the Account page both ask.
 */
import type { OidcLoginState } from '@cloudpaste/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export function useOidcLoginState() {
  return useQuery({
    queryKey: ['auth', 'oidc'],
    queryFn: () => api.get<OidcLoginState>('/auth/oidc'),
  });
}
