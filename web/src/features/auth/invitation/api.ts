/** The invitation page's calls (docs/ACCOUNTS.md): whom a link invites, and setting the password. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationInfo } from '@cloudpaste/contracts';
import { api } from '../../../api/client';

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.get<InvitationInfo>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ username: string }>(`/invitations/${encodeURIComponent(token)}`, { password }),
  });
}
