/** React view of the auth store: who is logged in and what they may do. */
import {
  ALL_PERMISSIONS,
  DEFAULT_BASIC_PATH,
  type ApiKeyInfo,
  type AuthType,
} from '@cloudpaste/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { logout } from './authActions';
import type { SessionAccount } from './authStorage';
import { getAuthSnapshot, snapshotCan, subscribeAuth } from './authStore';

export interface AuthState {
  authType: AuthType;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Permission bitmask; the admin has every bit. */
  permissions: number;
  apiKeyInfo: ApiKeyInfo | null;
  /** A role-user's account (docs/ACCOUNTS.md); null otherwise. */
  account: SessionAccount | null;
  /** The base path a key or user is held to; '/' for the admin and none. */
  basicPath: string;
  /** Returns true when the current user has every bit of the flag (admin: always). */
  can(flag: number): boolean;
  logout(): Promise<void>;
}

export function useAuth(): AuthState {
  const snapshot = useSyncExternalStore(subscribeAuth, getAuthSnapshot);
  return useMemo(() => {
    const isAdmin = snapshot.authType === 'admin';
    const permissions = isAdmin ? ALL_PERMISSIONS : snapshot.permissions;
    return {
      authType: snapshot.authType,
      isAuthenticated: snapshot.authType !== 'none',
      isAdmin,
      permissions,
      apiKeyInfo: snapshot.apiKeyInfo,
      account: snapshot.account,
      basicPath:
        snapshot.apiKeyInfo?.basic_path ?? snapshot.account?.basic_path ?? DEFAULT_BASIC_PATH,
      can: (flag: number) => snapshotCan(snapshot, flag),
      logout,
    };
  }, [snapshot]);
}
