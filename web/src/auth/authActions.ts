/**
 * Auth use cases: account login (admin or user, docs/ACCOUNTS.md), API-key login, logout and
 * revalidation (docs/product/admin.md).
 * Login failures throw LoginError carrying a reason the login form translates.
 */
import {
  AUTH_REVALIDATE_MS,
  type AccountInfo,
  type ErrorCode,
  type ApiKeyTestResult,
  type Envelope,
  type LoginResult,
  type TwoFactorChallenge,
} from '@cloudpaste/contracts';
import { api, ApiError } from '../api/client';
import {
  parsePermissions,
  toApiKeyInfo,
  toSessionAccount,
  type PersistedAuth,
  type SessionAccount,
} from './authStorage';
import { clearSession, getAuthSnapshot, markValidated, setSession } from './authStore';

export type LoginErrorReason =
  | 'invalidToken'
  | 'invalidCredentials'
  | 'loginFailed'
  | 'invalidResponse'
  | 'serverError'
  | 'apiKeyValidationFailed'
  | 'noPermissionInfo'
  | 'invalidApiKey'
  | 'insufficientPermissions'
  | 'invalidCode';

export class LoginError extends Error {
  constructor(
    readonly reason: LoginErrorReason,
    /** An already-readable message that beats the reason (server text, network failure). */
    readonly detail?: string,
    /** HTTP status of the failed call; 0 when no answer arrived; undefined for a bad answer. */
    readonly status?: number,
  ) {
    super(detail ?? reason);
    this.name = 'LoginError';
  }
}

/**
 * A disabled or pending account's refusal: checked against the contract's codes, without bundling
 * their whole list into the app shell every page loads.
 */
const ACCOUNT_INACTIVE: (typeof ErrorCode)['ACCOUNT_INACTIVE'] = 'ACCOUNT_INACTIVE';

/** Maps a failed login call onto the login messages. */
export function loginFailure(error: unknown, unauthorized: LoginErrorReason): LoginError {
  if (!(error instanceof ApiError)) return new LoginError('loginFailed');
  const { status } = error;
  // The right password on a disabled or pending account: the server says which, in our language.
  if (error.code === ACCOUNT_INACTIVE) return new LoginError('loginFailed', error.message, status);
  if (status === 401 || status === 403) return new LoginError(unauthorized, undefined, status);
  if (status === 0) return new LoginError('loginFailed', error.message, status);
  if (status >= 500) return new LoginError('serverError', undefined, status);
  // The server's words in the interface's language (a 429's wait, a field left empty).
  return new LoginError('loginFailed', error.message, status);
}

/** A right password of an account with two-factor sign-in on: the code is asked for next. */
export interface TwoFactorPending {
  username: string;
  challenge: string;
}

export type LoginAnswer = Partial<LoginResult & TwoFactorChallenge> | null | undefined;

/** Signs in, or answers the challenge an account with two-factor sign-in on must complete. */
export async function loginAdmin(
  username: string,
  password: string,
): Promise<TwoFactorPending | null> {
  let data: LoginAnswer;
  try {
    data = await api.post<LoginAnswer>('/admin/login', { username, password });
  } catch (error) {
    throw loginFailure(error, 'invalidCredentials');
  }
  if (data?.twoFactorRequired && typeof data.challenge === 'string')
    return { username: data.username ?? username, challenge: data.challenge };
  await startSession(data);
  return null;
}

/**
 * The session a sign-in answered (the password's, or the second step's: features/auth/api.ts).
 * A failed call's LoginError comes from `loginFailure`.
 */
export async function startSession(data: LoginAnswer): Promise<void> {
  if (!data || typeof data !== 'object') throw new LoginError('invalidResponse');
  if (typeof data.token !== 'string' || data.token === '') throw new LoginError('invalidToken');
  if (data.role !== 'user') {
    setSession({ authType: 'admin', adminToken: data.token }, Date.now());
    return;
  }
  // A user's bits and base path come from its account, read with the new session.
  const account = await readAccount(data.token).catch((error: unknown) => {
    throw loginFailure(error, 'invalidToken');
  });
  setSession({ authType: 'user', adminToken: data.token, account }, Date.now());
}

/** The signed-in role-user's account (GET /api/account) as the session keeps it. */
async function readAccount(token: string): Promise<SessionAccount> {
  const info = await api.get<AccountInfo>('/account', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const account = toSessionAccount(info);
  if (!account || info.role !== 'user') throw new LoginError('invalidResponse');
  return account;
}

/** Checks a key with the server and builds the session it grants (needs success and data). */
async function checkApiKey(
  apiKey: string,
): Promise<Extract<PersistedAuth, { authType: 'apikey' }>> {
  let answer: Partial<Envelope<ApiKeyTestResult | null>> | undefined;
  try {
    answer = await api.get('/test/api-key', {
      headers: { Authorization: `ApiKey ${apiKey}` },
      envelope: true,
    });
  } catch (error) {
    throw loginFailure(error, 'invalidApiKey');
  }
  const data = answer?.data;
  if (!answer?.success || !data) throw new LoginError('apiKeyValidationFailed');
  const source =
    typeof data.key_info?.permissions === 'number' ? data.key_info.permissions : data.permissions;
  if (source === undefined || source === null) throw new LoginError('noPermissionInfo');
  const permissions = parsePermissions(source);
  // Older servers send name and basic_path beside key_info rather than inside it.
  const info = data.key_info ?? {};
  const apiKeyInfo = toApiKeyInfo(
    { ...info, name: info.name ?? data.name, basic_path: info.basic_path ?? data.basic_path },
    permissions,
  );
  return { authType: 'apikey', apiKey, permissions, apiKeyInfo };
}

export async function loginApiKey(apiKey: string): Promise<void> {
  const session = await checkApiKey(apiKey.trim());
  // A key without any permission could open nothing here; refusing it beats an empty panel.
  if (session.permissions === 0) throw new LoginError('insufficientPermissions');
  setSession(session, Date.now());
}

export async function logout(): Promise<void> {
  const { authType, adminToken } = getAuthSnapshot();
  // Clear first so the UI reacts at once; the server call only revokes the token, best-effort.
  clearSession();
  if ((authType === 'admin' || authType === 'user') && adminToken) {
    await api
      .post('/admin/logout', undefined, {
        headers: { Authorization: `Bearer ${adminToken}` },
        timeoutMs: 5_000,
      })
      .catch(() => undefined);
  }
}

export function needsRevalidation(now = Date.now()): boolean {
  const { authType, lastValidated } = getAuthSnapshot();
  return (
    authType !== 'none' && (lastValidated === null || now - lastValidated >= AUTH_REVALIDATE_MS)
  );
}

/** Whether an error says nothing about the credential: no answer, or the server itself failed. */
function isInconclusive(error: unknown): boolean {
  if (!(error instanceof ApiError || error instanceof LoginError) || error.status === undefined)
    return false;
  return error.status === 0 || error.status >= 500;
}

async function validateCurrent(): Promise<boolean> {
  const before = getAuthSnapshot();
  const stillCurrent = () => {
    const now = getAuthSnapshot();
    return now.adminToken === before.adminToken && now.apiKey === before.apiKey;
  };
  try {
    if (before.authType === 'admin') {
      const result = await api.get<unknown>('/test/admin-token');
      const valid = Boolean(result) && (result as { valid?: unknown }).valid !== false;
      if (!valid) throw new LoginError('invalidToken');
      if (stillCurrent()) markValidated(Date.now());
    } else if (before.authType === 'user' && before.adminToken) {
      // The admin may have changed the account's bits or base path, or made it an admin.
      const token = before.adminToken;
      const info = await api.get<AccountInfo>('/account');
      const account = toSessionAccount(info);
      if (!account) throw new LoginError('invalidToken');
      if (stillCurrent())
        setSession(
          info.role === 'user'
            ? { authType: 'user', adminToken: token, account }
            : { authType: 'admin', adminToken: token },
          Date.now(),
        );
    } else if (before.authType === 'apikey' && before.apiKey) {
      const session = await checkApiKey(before.apiKey);
      // Permissions or base path may have been edited by the admin since the last check.
      if (stillCurrent()) setSession(session, Date.now());
    }
    return getAuthSnapshot().authType !== 'none';
  } catch (error) {
    // Offline or a server fault is not a verdict on the credential: keep the session, unvalidated,
    // so the next navigation tries again instead of logging everyone out during an outage.
    if (isInconclusive(error)) return true;
    if (stillCurrent() && before.authType !== 'none')
      clearSession(before.authType === 'user' ? 'admin' : before.authType);
    return false;
  }
}

let inFlight: Promise<boolean> | null = null;

/** Checks the session with the server when unchecked or older than 5 minutes. */
export function revalidate(now = Date.now()): Promise<boolean> {
  if (!needsRevalidation(now)) return Promise.resolve(getAuthSnapshot().authType !== 'none');
  // Guards on several routes may ask at once; one request answers them all.
  inFlight ??= validateCurrent().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
