/** Window events announcing auth changes, for code that cannot use the useAuth hook. */
import type { AuthType } from '@cloudpaste/contracts';

export const AUTH_EVENTS = {
  stateChanged: 'auth-state-changed',
  adminTokenExpired: 'admin-token-expired',
  apiKeyInvalid: 'api-key-invalid',
} as const;

export interface AuthStateChangedDetail {
  authType: AuthType;
  previous: AuthType;
}

export function emitAuthEvent(
  name: (typeof AUTH_EVENTS)[keyof typeof AUTH_EVENTS],
  detail?: unknown,
) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
