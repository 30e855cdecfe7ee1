/** TanStack Query hooks of sessions and two-factor sign-in (docs/ACCOUNTS.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  SessionInfo,
  TwoFactorEnrolment,
  TwoFactorProofInput,
  TwoFactorStatus,
} from '@cloudpaste/contracts';
import { api } from '../../../../api/client';

export const securityKeys = {
  sessions: ['account', 'sessions'] as const,
  twoFactor: ['account', 'two-factor'] as const,
  userSessions: (id: string) => ['admin', 'users', id, 'sessions'] as const,
  userTwoFactor: (id: string) => ['admin', 'users', id, 'two-factor'] as const,
};

/** Sessions of the signed-in account, or of the user `userId` (the admin's view). */
export function useSessions(userId?: string) {
  return useQuery({
    queryKey: userId ? securityKeys.userSessions(userId) : securityKeys.sessions,
    queryFn: () =>
      api.get<SessionInfo[]>(
        userId ? `/admin/users/${encodeURIComponent(userId)}/sessions` : '/account/sessions',
      ),
  });
}

export function useEndSession(userId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<null>(
        userId
          ? `/admin/users/${encodeURIComponent(userId)}/sessions/${encodeURIComponent(id)}`
          : `/account/sessions/${encodeURIComponent(id)}`,
      ),
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: userId ? securityKeys.userSessions(userId) : securityKeys.sessions,
      }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/account/sessions/end-others'),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useTwoFactor(userId?: string) {
  return useQuery({
    queryKey: userId ? securityKeys.userTwoFactor(userId) : securityKeys.twoFactor,
    queryFn: () =>
      api.get<TwoFactorStatus>(
        userId ? `/admin/users/${encodeURIComponent(userId)}/two-factor` : '/account/two-factor',
      ),
  });
}

function useRefreshTwoFactor() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: securityKeys.twoFactor });
}

export function useEnrol() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorEnrolment>('/account/two-factor/enrol'),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/account/two-factor/confirm', { code }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (proof: TwoFactorProofInput) =>
      api.post<null>('/account/two-factor/disable', proof),
    onSuccess: refresh,
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (proof: TwoFactorProofInput) =>
      api.post<RecoveryCodes>('/account/two-factor/recovery-codes', proof),
    onSuccess: refresh,
  });
}

/** The admin turns a user's two-factor sign-in off. */
export function useAdminDisableTwoFactor(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(`/admin/users/${encodeURIComponent(userId)}/two-factor`),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.userTwoFactor(userId) }),
  });
}
