/** Session revalidation: when it runs, and what a failed check does to the session. */
import { AUTH_REVALIDATE_MS, STORAGE_KEYS } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAdmin, needsRevalidation, revalidate } from './authActions';
import { getAuthSnapshot, reloadAuthFromStorage } from './authStore';
import { envelopeResponse, stubFetch } from '../test/stubFetch';

const events: string[] = [];
const record = (event: Event) => events.push(event.type);
const NAMES = ['auth-state-changed', 'admin-token-expired', 'api-key-invalid'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  reloadAuthFromStorage();
  events.length = 0;
  for (const name of NAMES) window.addEventListener(name, record);
});

afterEach(() => {
  for (const name of NAMES) window.removeEventListener(name, record);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function adminSession(tokenCheck: () => Response) {
  const stub = stubFetch({
    'POST /api/admin/login': () => envelopeResponse(200, { token: 'tok' }),
    'GET /api/test/admin-token': tokenCheck,
  });
  await loginAdmin('a', 'b');
  events.length = 0;
  return stub;
}

describe('revalidate', () => {
  it('skips the server within 5 minutes of the last check and asks after', async () => {
    const { calls } = await adminSession(() => envelopeResponse(200, { valid: true }));
    vi.setSystemTime(Date.now() + AUTH_REVALIDATE_MS - 1);
    expect(needsRevalidation()).toBe(false);
    await expect(revalidate()).resolves.toBe(true);
    expect(calls.map((c) => c.key)).not.toContain('GET /api/test/admin-token');
    vi.setSystemTime(Date.now() + 1);
    await expect(revalidate()).resolves.toBe(true);
    expect(calls.at(-1)?.key).toBe('GET /api/test/admin-token');
    expect(getAuthSnapshot().lastValidated).toBe(Date.now());
  });

  it('always checks a session restored from storage', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'stored');
    reloadAuthFromStorage();
    const { calls } = stubFetch({
      'GET /api/test/admin-token': () => envelopeResponse(200, { valid: true }),
    });
    await revalidate();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored');
  });

  it('returns to none with admin-token-expired when the token check is falsy', async () => {
    await adminSession(() => envelopeResponse(200, null));
    vi.setSystemTime(Date.now() + AUTH_REVALIDATE_MS);
    await expect(revalidate()).resolves.toBe(false);
    expect(getAuthSnapshot().authType).toBe('none');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(events).toEqual(['auth-state-changed', 'admin-token-expired']);
  });

  it('keeps the session, unvalidated, when the server cannot be reached', async () => {
    await adminSession(() => {
      throw new TypeError('Failed to fetch');
    });
    vi.setSystemTime(Date.now() + AUTH_REVALIDATE_MS);
    await expect(revalidate()).resolves.toBe(true);
    expect(getAuthSnapshot().authType).toBe('admin');
    expect(needsRevalidation()).toBe(true);
  });

  it('refreshes API key permissions, and drops a revoked key with api-key-invalid', async () => {
    localStorage.setItem(STORAGE_KEYS.apiKey, 'k');
    localStorage.setItem(STORAGE_KEYS.apiKeyPermissions, '1');
    reloadAuthFromStorage();
    const answer = {
      name: 'k',
      basic_path: '/',
      permissions: {},
      key_info: { id: '1', permissions: 3 },
    };
    stubFetch({ 'GET /api/test/api-key': () => envelopeResponse(200, answer) });
    await revalidate();
    expect(getAuthSnapshot().permissions).toBe(3);

    vi.setSystemTime(Date.now() + AUTH_REVALIDATE_MS);
    stubFetch({
      'GET /api/test/api-key': () => envelopeResponse(401, null, 'API key invalid or expired'),
    });
    await expect(revalidate()).resolves.toBe(false);
    expect(getAuthSnapshot().authType).toBe('none');
    expect(events).toContain('api-key-invalid');
  });

  it('shares one request between concurrent callers', async () => {
    const { calls } = await adminSession(() => envelopeResponse(200, { valid: true }));
    vi.setSystemTime(Date.now() + AUTH_REVALIDATE_MS);
    await Promise.all([revalidate(), revalidate(), revalidate()]);
    expect(calls.filter((c) => c.key === 'GET /api/test/admin-token')).toHaveLength(1);
  });
});
