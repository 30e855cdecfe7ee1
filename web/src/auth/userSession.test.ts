/**
 * A role-user's session (docs/ACCOUNTS.md): signed in through the one login, its bits and base path
 * read from /api/account, kept across reloads, sent as a Bearer token, and ended by a 401.
 */
import { Permission, STORAGE_KEYS } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { envelopeResponse, stubFetch } from '../test/stubFetch';
import { loginAdmin, logout, revalidate } from './authActions';
import { getAuthSnapshot, reloadAuthFromStorage } from './authStore';

const account = (permissions: number, role = 'user') => ({
  id: 'u1',
  username: 'alice',
  display_name: 'Alice',
  role,
  permissions,
  basic_path: '/team',
  mount_ids: null,
  expiresAt: null,
});

beforeEach(() => {
  localStorage.clear();
  reloadAuthFromStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('a role-user session', () => {
  it('signs in through the login, reads its account, and survives a reload', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/login': () =>
        envelopeResponse(200, { username: 'alice', token: 'utok', expiresAt: '', role: 'user' }),
      'GET /api/account': () => envelopeResponse(200, account(Permission.TEXT)),
      'GET /api/pastes': () => envelopeResponse(200, { results: [] }),
    });
    await loginAdmin('alice', 'secret');
    expect(getAuthSnapshot()).toMatchObject({
      authType: 'user',
      adminToken: 'utok',
      permissions: Permission.TEXT,
      account: { username: 'alice', basic_path: '/team' },
    });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer utok');
    reloadAuthFromStorage();
    expect(getAuthSnapshot().authType).toBe('user');
    await api.get('/pastes');
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer utok');
  });

  it('takes the bits the admin changed at the next check, and ends on a 401', async () => {
    let permissions: number = Permission.TEXT;
    stubFetch({
      'POST /api/admin/login': () =>
        envelopeResponse(200, { username: 'alice', token: 'utok', expiresAt: '', role: 'user' }),
      'GET /api/account': () =>
        permissions < 0
          ? envelopeResponse(401, null, 'session expired')
          : envelopeResponse(200, account(permissions)),
      'POST /api/admin/logout': () => envelopeResponse(200, null),
    });
    await loginAdmin('alice', 'secret');
    permissions = Permission.FILE_SHARE;
    await revalidate(Date.now() + 3_600_000);
    expect(getAuthSnapshot().permissions).toBe(Permission.FILE_SHARE);
    permissions = -1;
    await revalidate(Date.now() + 3_600_000);
    expect(getAuthSnapshot().authType).toBe('none');
    expect(localStorage.getItem(STORAGE_KEYS.accountInfo)).toBeNull();
  });

  it('logs out through the server and forgets the account', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/login': () =>
        envelopeResponse(200, { username: 'alice', token: 'utok', expiresAt: '', role: 'user' }),
      'GET /api/account': () => envelopeResponse(200, account(0)),
      'POST /api/admin/logout': () => envelopeResponse(200, null),
    });
    await loginAdmin('alice', 'secret');
    await logout();
    expect(calls.some((c) => c.key === 'POST /api/admin/logout')).toBe(true);
    expect(getAuthSnapshot().authType).toBe('none');
  });
});

describe('a refused account', () => {
  it("shows the server's reason for a disabled account, not a wrong password", async () => {
    stubFetch({
      'POST /api/admin/login': () =>
        new Response(
          JSON.stringify({
            code: 403,
            message: 'this account is disabled: ask the admin to enable it',
            data: null,
            success: false,
            error: 'ACCOUNT_INACTIVE',
            reason: 'auth.accountDisabled',
          }),
          { status: 403, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const error = await loginAdmin('bob', 'right password').catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'loginFailed', status: 403 });
    expect((error as Error).message).toMatch(/disabled/);
    expect(getAuthSnapshot().authType).toBe('none');
  });
});
