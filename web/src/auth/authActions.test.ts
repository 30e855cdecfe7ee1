/** Auth store and actions against a stubbed server: login, logout, persistence, events. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { loginAdmin, loginApiKey, LoginError, logout } from './authActions';
import { getAuthSnapshot, reloadAuthFromStorage } from './authStore';
import { envelopeResponse, jsonResponse, stubFetch } from '../test/stubFetch';

const keyAnswer = (overrides: Record<string, unknown> = {}) => ({
  name: 'ci',
  basic_path: '/docs',
  permissions: { text: true, file: false, mount_view: true },
  key_info: {
    id: 'k1',
    name: 'ci',
    basic_path: '/docs',
    permissions: 257,
    role: 'GENERAL',
    is_guest: 0,
    expires_at: null,
  },
  ...overrides,
});

const events: string[] = [];
const record = (event: Event) => events.push(event.type);

async function loginError(promise: Promise<unknown>): Promise<LoginError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginError);
  return error as LoginError;
}

beforeEach(() => {
  reloadAuthFromStorage();
  events.length = 0;
  for (const name of ['auth-state-changed', 'admin-token-expired', 'api-key-invalid'])
    window.addEventListener(name, record);
});

afterEach(() => {
  for (const name of ['auth-state-changed', 'admin-token-expired', 'api-key-invalid'])
    window.removeEventListener(name, record);
  vi.unstubAllGlobals();
});

describe('admin login', () => {
  it('stores the token, becomes admin, and sends it as Bearer afterwards', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/login': () =>
        envelopeResponse(200, { username: 'admin', token: 'tok', expiresAt: '' }),
      'GET /api/admin/api-keys': () => envelopeResponse(200, []),
    });
    await loginAdmin('admin', 'secret');
    expect(calls[0]?.body).toEqual({ username: 'admin', password: 'secret' });
    expect(getAuthSnapshot()).toMatchObject({ authType: 'admin', adminToken: 'tok' });
    expect(getAuthSnapshot().lastValidated).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('tok');
    expect(events).toEqual(['auth-state-changed']);
    await api.get('/admin/api-keys');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it.each([
    [401, 'invalidCredentials'],
    [500, 'serverError'],
  ])('maps HTTP %i to %s and stays logged out', async (status, reason) => {
    stubFetch({ 'POST /api/admin/login': () => envelopeResponse(status, null, 'x') });
    expect((await loginError(loginAdmin('a', 'b'))).reason).toBe(reason);
    expect(getAuthSnapshot().authType).toBe('none');
  });

  it('rejects answers without data (invalid response) or without a token (invalid token)', async () => {
    stubFetch({ 'POST /api/admin/login': () => envelopeResponse(200, null) });
    expect((await loginError(loginAdmin('a', 'b'))).reason).toBe('invalidResponse');
    stubFetch({ 'POST /api/admin/login': () => envelopeResponse(200, { username: 'a' }) });
    expect((await loginError(loginAdmin('a', 'b'))).reason).toBe('invalidToken');
  });

  it('shows the server message for other refusals such as rate limiting', async () => {
    stubFetch({ 'POST /api/admin/login': () => envelopeResponse(429, null, 'too many attempts') });
    const error = await loginError(loginAdmin('a', 'b'));
    expect(error).toMatchObject({ reason: 'loginFailed', detail: 'too many attempts' });
  });

  it("words the server's refusal in the interface's language by its reason", async () => {
    const body = {
      code: 429,
      message: 'too many attempts, retry in 30 s',
      data: null,
      success: false,
      reason: 'http.tooManyAttempts',
      params: { seconds: 30 },
    };
    stubFetch({ 'POST /api/admin/login': () => jsonResponse(429, body) });
    await i18n.changeLanguage('zh-CN');
    try {
      const error = await loginError(loginAdmin('a', 'b'));
      expect(error).toMatchObject({
        reason: 'loginFailed',
        detail: '尝试次数过多，请在 30 秒后重试',
      });
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
});

describe('API key login', () => {
  it('checks the key with an ApiKey header and stores permissions and info', async () => {
    const { calls } = stubFetch({
      'GET /api/test/api-key': () => envelopeResponse(200, keyAnswer()),
    });
    await loginApiKey(' key-1 ');
    expect(calls[0]?.headers.get('Authorization')).toBe('ApiKey key-1');
    expect(getAuthSnapshot()).toMatchObject({
      authType: 'apikey',
      apiKey: 'key-1',
      permissions: 257,
    });
    expect(getAuthSnapshot().apiKeyInfo).toMatchObject({
      id: 'k1',
      name: 'ci',
      basic_path: '/docs',
    });
    expect(localStorage.getItem(STORAGE_KEYS.apiKey)).toBe('key-1');
    expect(localStorage.getItem(STORAGE_KEYS.apiKeyPermissions)).toBe('257');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.apiKeyInfo) ?? '{}')).toMatchObject({
      basic_path: '/docs',
    });
  });

  it('computes the mask from the permission map when key_info has no number', async () => {
    const answer = keyAnswer({ key_info: { id: 'k2', name: 'old' } });
    stubFetch({ 'GET /api/test/api-key': () => envelopeResponse(200, answer) });
    await loginApiKey('k');
    expect(getAuthSnapshot().permissions).toBe(1 | 256);
    expect(getAuthSnapshot().apiKeyInfo?.basic_path).toBe('/docs');
  });

  it.each([
    ['an unsuccessful answer', () => envelopeResponse(200, null), 'apiKeyValidationFailed'],
    [
      'no permission info',
      () => envelopeResponse(200, { name: 'x', key_info: { id: '1' } }),
      'noPermissionInfo',
    ],
    ['a 401', () => envelopeResponse(401, null, 'API key invalid or expired'), 'invalidApiKey'],
    [
      'a key with no permission',
      () => envelopeResponse(200, keyAnswer({ key_info: { permissions: 0 } })),
      'insufficientPermissions',
    ],
  ])('refuses %s', async (_case, answer, reason) => {
    stubFetch({ 'GET /api/test/api-key': answer });
    expect((await loginError(loginApiKey('k'))).reason).toBe(reason);
    expect(getAuthSnapshot().authType).toBe('none');
    expect(localStorage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
  });
});

describe('logout and persistence', () => {
  it('restores a stored session on load', () => {
    localStorage.setItem(STORAGE_KEYS.apiKey, 'k');
    localStorage.setItem(STORAGE_KEYS.apiKeyPermissions, '2');
    reloadAuthFromStorage();
    expect(getAuthSnapshot()).toMatchObject({
      authType: 'apikey',
      permissions: 2,
      lastValidated: null,
    });
  });

  it('clears storage at once and revokes the admin token best-effort', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/login': () => envelopeResponse(200, { token: 'tok' }),
      'POST /api/admin/logout': () => envelopeResponse(500, null),
    });
    await loginAdmin('a', 'b');
    await logout();
    expect(getAuthSnapshot().authType).toBe('none');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(calls[1]).toMatchObject({ key: 'POST /api/admin/logout' });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(events).toEqual(['auth-state-changed', 'auth-state-changed']);
  });

  it('logs out and emits admin-token-expired when any call answers 401 to the admin token', async () => {
    stubFetch({
      'POST /api/admin/login': () => envelopeResponse(200, { token: 'tok' }),
      'GET /api/admin/api-keys': () => envelopeResponse(401, null),
    });
    await loginAdmin('a', 'b');
    await api.get('/admin/api-keys').catch(() => undefined);
    expect(getAuthSnapshot().authType).toBe('none');
    expect(events).toContain('admin-token-expired');
  });
});
