/** TanStack Query hooks of Admin > Users and of every account's own page (docs/ACCOUNTS.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountInfo,
  CreatedUser,
  Mount,
  RegistrationState,
  UserAccount,
} from '@cloudpaste/contracts';
import { api } from '../../../api/client';

export const userQueryKeys = {
  users: ['admin', 'users'] as const,
  mounts: ['admin', 'users', 'mounts'] as const,
  account: ['account'] as const,
};

/** What the user form sends; the server checks every field again. */
export interface UserBody {
  username?: string;
  display_name: string | null;
  role: 'admin' | 'user';
  permissions: number;
  basic_path: string;
  mount_ids: string[] | null;
  status?: 'active' | 'disabled';
  password?: string;
  invitation_hours?: number;
  quota_bytes?: number | null;
  quota_file_bytes?: number | null;
  quota_shares?: number | null;
}

export function useUsers() {
  return useQuery({
    queryKey: userQueryKeys.users,
    queryFn: () => api.get<UserAccount[]>('/admin/users'),
  });
}

/** The mounts the form offers for a user's mount list. */
export function useMountChoices() {
  return useQuery({
    queryKey: userQueryKeys.mounts,
    queryFn: () => api.get<Mount[]>('/admin/mounts'),
  });
}

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userQueryKeys.users });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UserBody) => api.post<CreatedUser>('/admin/users', body),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<UserBody> }) =>
      api.put<UserAccount>(`/admin/users/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useResetUserPassword() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.post<UserAccount>(`/admin/users/${encodeURIComponent(id)}/password`, { password }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo: string | null }) =>
      api.delete<null>(
        `/admin/users/${encodeURIComponent(id)}`,
        moveTo ? { shares: 'move', move_to: moveTo } : { shares: 'delete' },
      ),
    onSuccess: invalidate,
  });
}

// --- The caller's own account -----------------------------------------------------------------

export function useAccount() {
  return useQuery({
    queryKey: userQueryKeys.account,
    queryFn: () => api.get<AccountInfo>('/account'),
  });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) =>
      api.put<AccountInfo>('/account', { display_name: displayName }),
    onSuccess: (account) => client.setQueryData(userQueryKeys.account, account),
  });
}

// --- Sign-up (docs/ACCOUNTS.md) ---------------------------------------------------------------

const registrationKey = ['register'] as const;

export function useRegistrationOpen() {
  return useQuery({
    queryKey: registrationKey,
    queryFn: () => api.get<RegistrationState>('/register'),
  });
}

/** Switches sign-up on or off: the allow_registration setting, among the system ones. */
export function useSetRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) =>
      api.put<unknown>('/admin/settings/group/99', { allow_registration: open }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKey }),
  });
}
