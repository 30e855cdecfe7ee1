/**
 * The auth store: one immutable snapshot, persisted to browser storage, read by React through
 * useSyncExternalStore. Actions live in authActions.ts; this file owns state and its events.
 */
import { hasPermission, type ApiKeyInfo, type AuthType } from '@cloudpaste/contracts';
import { registerAuthBridge } from '../api/authBridge';
import { AUTH_EVENTS, emitAuthEvent } from './authEvents';
import {
  isAuthStorageKey,
  readPersistedAuth,
  writePersistedAuth,
  type PersistedAuth,
  type SessionAccount,
} from './authStorage';

export interface AuthSnapshot {
  authType: AuthType;
  adminToken: string | null;
  apiKey: string | null;
  apiKeyInfo: ApiKeyInfo | null;
  /** A role-user's account (docs/ACCOUNTS.md); null for the admin, a key and none. */
  account: SessionAccount | null;
  /** The API key's or user's bitmask; 0 for admin and none (useAuth grants the admin every bit). */
  permissions: number;
  /** Epoch ms of the last successful server check; null until one happens in this tab. */
  lastValidated: number | null;
  /** Which credential the server last rejected, so the login page can say why; null after a login. */
  expired: 'admin' | 'apikey' | null;
}

function fromPersisted(
  auth: PersistedAuth,
  lastValidated: number | null,
  expired: AuthSnapshot['expired'] = null,
): AuthSnapshot {
  return {
    expired,
    authType: auth.authType,
    adminToken: auth.authType === 'admin' || auth.authType === 'user' ? auth.adminToken : null,
    apiKey: auth.authType === 'apikey' ? auth.apiKey : null,
    apiKeyInfo: auth.authType === 'apikey' ? auth.apiKeyInfo : null,
    account: auth.authType === 'user' ? auth.account : null,
    permissions:
      auth.authType === 'apikey'
        ? auth.permissions
        : auth.authType === 'user'
          ? auth.account.permissions
          : 0,
    lastValidated: auth.authType === 'none' ? null : lastValidated,
  };
}

// A stored session is trusted for rendering but counts as unvalidated until the server agrees.
let snapshot: AuthSnapshot = fromPersisted(readPersistedAuth(), null);
const listeners = new Set<() => void>();

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

/** Whether `session` has every bit of `flag` (the admin has every bit; no login, none). */
export function snapshotCan(session: AuthSnapshot, flag: number): boolean {
  return session.authType === 'admin' || hasPermission(session.permissions, flag);
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: AuthSnapshot) {
  const previous = snapshot.authType;
  snapshot = next;
  for (const listener of listeners) listener();
  if (previous !== next.authType)
    emitAuthEvent(AUTH_EVENTS.stateChanged, { authType: next.authType, previous });
}

/** Replaces the session: persists it and notifies subscribers and window listeners. */
export function setSession(
  auth: PersistedAuth,
  lastValidated: number | null,
  expired: AuthSnapshot['expired'] = null,
): void {
  writePersistedAuth(auth);
  publish(fromPersisted(auth, lastValidated, expired));
}

/** Marks the current session as checked now (without touching storage). */
export function markValidated(at: number): void {
  if (snapshot.authType !== 'none') publish({ ...snapshot, lastValidated: at });
}

/** Back to none, clearing storage; `expired` also fires the expiry event of that type. */
export function clearSession(expired?: 'admin' | 'apikey'): void {
  setSession({ authType: 'none' }, null, expired ?? null);
  if (expired === 'admin') emitAuthEvent(AUTH_EVENTS.adminTokenExpired);
  if (expired === 'apikey') emitAuthEvent(AUTH_EVENTS.apiKeyInvalid);
}

/** Re-reads storage: another tab logged in or out, or a test reset it. */
export function reloadAuthFromStorage(): void {
  publish(fromPersisted(readPersistedAuth(), null));
}

registerAuthBridge({
  getCredential: () => {
    // A role-user signs in through the same login and sends its session the same way.
    if ((snapshot.authType === 'admin' || snapshot.authType === 'user') && snapshot.adminToken)
      return { type: 'admin', token: snapshot.adminToken };
    if (snapshot.authType === 'apikey' && snapshot.apiKey)
      return { type: 'apikey', key: snapshot.apiKey };
    return null;
  },
  onCredentialRejected: (type) => {
    // Only the credential actually rejected ends the session; a late 401 from an old session
    // must not log out a newer one.
    const session = snapshot.authType === 'user' ? 'admin' : snapshot.authType;
    if (session === type) clearSession(type);
  },
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && isAuthStorageKey(event.key)) reloadAuthFromStorage();
  });
}
