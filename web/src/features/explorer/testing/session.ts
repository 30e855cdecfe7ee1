/** Sessions for explorer tests, marked as just validated so nothing asks the server first. */
import { Permission } from '@cloudpaste/contracts';
import { setSession } from '../../../auth/authStore';

export function loginAsAdmin() {
  setSession({ authType: 'admin', adminToken: 'admin-token' }, Date.now());
}

export function loginWithKey(permissions: number = Permission.MOUNT_VIEW, basic_path = '/') {
  setSession(
    {
      authType: 'apikey',
      apiKey: 'key-1',
      permissions,
      apiKeyInfo: {
        id: 'k1',
        name: 'ci',
        basic_path,
        permissions,
        role: 'GENERAL',
        is_guest: 0,
        expires_at: null,
      },
    },
    Date.now(),
  );
}
