/** Reads and writes the persisted part of the auth state (its browser-storage keys). */
import {
  DEFAULT_BASIC_PATH,
  DEFAULT_KEY_ROLE,
  maskFromNames,
  normalizeMask,
  STORAGE_KEYS,
  type ApiKeyInfo,
} from '@cloudpaste/contracts';

export type PersistedAuth =
  | { authType: 'none' }
  | { authType: 'admin'; adminToken: string }
  | { authType: 'apikey'; apiKey: string; permissions: number; apiKeyInfo: ApiKeyInfo | null }
  | { authType: 'user'; adminToken: string; account: SessionAccount };

/** A role-user's session: its token plus what its account may do (docs/ACCOUNTS.md). */
export interface SessionAccount {
  id: string;
  username: string;
  display_name: string | null;
  permissions: number;
  basic_path: string;
}

const KEYS = [
  STORAGE_KEYS.adminToken,
  STORAGE_KEYS.apiKey,
  STORAGE_KEYS.apiKeyPermissions,
  STORAGE_KEYS.apiKeyInfo,
  STORAGE_KEYS.accountInfo,
];

export function isAuthStorageKey(key: string | null): boolean {
  return key === null || KEYS.includes(key as (typeof KEYS)[number]);
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Older clients stored permissions as a name -> boolean map; both forms are read. */
export function parsePermissions(value: unknown): number {
  if (typeof value === 'number') return normalizeMask(value);
  if (value && typeof value === 'object') {
    const names = Object.entries(value)
      .filter(([, on]) => on === true)
      .map(([name]) => name);
    return maskFromNames(names);
  }
  return 0;
}

/** Fills the fields a server may leave out (older ones send only id, name and basic_path). */
export function toApiKeyInfo(raw: unknown, permissions: number): ApiKeyInfo | null {
  if (!raw || typeof raw !== 'object') return null;
  const info = raw as Partial<Record<keyof ApiKeyInfo, unknown>>;
  return {
    id: String(info.id ?? ''),
    name: typeof info.name === 'string' ? info.name : '',
    basic_path:
      typeof info.basic_path === 'string' && info.basic_path ? info.basic_path : DEFAULT_BASIC_PATH,
    permissions,
    role: typeof info.role === 'string' ? info.role : DEFAULT_KEY_ROLE,
    is_guest: info.is_guest === 1 || info.is_guest === true ? 1 : 0,
    expires_at: typeof info.expires_at === 'string' ? info.expires_at : null,
  };
}

/** A role-user's stored account, or null when there is none (the admin's session). */
export function toSessionAccount(raw: unknown): SessionAccount | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Partial<Record<keyof SessionAccount, unknown>>;
  if (typeof a.id !== 'string' || typeof a.username !== 'string') return null;
  return {
    id: a.id,
    username: a.username,
    display_name: typeof a.display_name === 'string' ? a.display_name : null,
    permissions: parsePermissions(a.permissions),
    basic_path:
      typeof a.basic_path === 'string' && a.basic_path ? a.basic_path : DEFAULT_BASIC_PATH,
  };
}

export function readPersistedAuth(): PersistedAuth {
  try {
    const adminToken = localStorage.getItem(STORAGE_KEYS.adminToken);
    if (adminToken) {
      const account = toSessionAccount(parseJson(localStorage.getItem(STORAGE_KEYS.accountInfo)));
      return account
        ? { authType: 'user', adminToken, account }
        : { authType: 'admin', adminToken };
    }
    const apiKey = localStorage.getItem(STORAGE_KEYS.apiKey);
    if (!apiKey) return { authType: 'none' };
    const permissions = parsePermissions(
      parseJson(localStorage.getItem(STORAGE_KEYS.apiKeyPermissions)),
    );
    const apiKeyInfo = toApiKeyInfo(
      parseJson(localStorage.getItem(STORAGE_KEYS.apiKeyInfo)),
      permissions,
    );
    return { authType: 'apikey', apiKey, permissions, apiKeyInfo };
  } catch {
    return { authType: 'none' };
  }
}

export function writePersistedAuth(auth: PersistedAuth): void {
  try {
    for (const key of KEYS) localStorage.removeItem(key);
    if (auth.authType === 'admin') localStorage.setItem(STORAGE_KEYS.adminToken, auth.adminToken);
    if (auth.authType === 'user') {
      localStorage.setItem(STORAGE_KEYS.adminToken, auth.adminToken);
      localStorage.setItem(STORAGE_KEYS.accountInfo, JSON.stringify(auth.account));
    }
    if (auth.authType === 'apikey') {
      localStorage.setItem(STORAGE_KEYS.apiKey, auth.apiKey);
      localStorage.setItem(STORAGE_KEYS.apiKeyPermissions, JSON.stringify(auth.permissions));
      if (auth.apiKeyInfo)
        localStorage.setItem(STORAGE_KEYS.apiKeyInfo, JSON.stringify(auth.apiKeyInfo));
    }
  } catch {
    // Storage full or disabled: the session still works in memory until the tab closes.
  }
}
