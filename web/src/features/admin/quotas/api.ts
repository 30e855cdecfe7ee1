/** The signed-in account's quota and use (GET /api/account/quota). */
import type { QuotaState } from '@cloudpaste/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export function useAccountQuota() {
  return useQuery({
    queryKey: ['account', 'quota'],
    queryFn: () => api.get<QuotaState>('/account/quota'),
  });
}
