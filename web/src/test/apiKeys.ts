/** A listed API key for admin tests: a plain TEXT key made a year ago, never used; override what matters. */
import { Permission, type ApiKey } from '@cloudpaste/contracts';

export function listedKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    name: 'backup-script',
    key_masked: 'abcd••••wxyz',
    permissions: Permission.TEXT,
    role: 'GENERAL',
    basic_path: '/',
    is_guest: 0,
    created_at: '2024-01-01T00:00:00Z',
    expires_at: null,
    last_used: null,
    owner_id: null,
    owner_name: null,
    ...overrides,
  };
}
