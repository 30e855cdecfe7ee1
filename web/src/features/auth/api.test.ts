/** The two-step sign-in of an account with two-factor on (docs/ACCOUNTS.md), against a stubbed server. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAdmin, LoginError } from '../../auth/authActions';
import { getAuthSnapshot, reloadAuthFromStorage } from '../../auth/authStore';
import { envelopeResponse, jsonResponse, stubFetch } from '../../test/stubFetch';
import { loginWithCode } from './api';

beforeEach(() => reloadAuthFromStorage());
afterEach(() => vi.unstubAllGlobals());

describe('two-factor sign-in', () => {
  it('answers the challenge without a session, then the code opens one', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/login': () =>
        envelopeResponse(200, {
          username: 'admin',
          twoFactorRequired: true,
          challenge: 'chal',
          expiresAt: '',
        }),
      'POST /api/admin/login/two-factor': () =>
        envelopeResponse(200, { username: 'admin', token: 'tok', expiresAt: '', role: 'admin' }),
    });
    const pending = await loginAdmin('admin', 'secret');
    expect(pending).toEqual({ username: 'admin', challenge: 'chal' });
    expect(getAuthSnapshot().authType).not.toBe('admin');
    await loginWithCode('chal', '123456');
    expect(calls[1]?.body).toEqual({ challenge: 'chal', code: '123456' });
    expect(getAuthSnapshot()).toMatchObject({ authType: 'admin', adminToken: 'tok' });
  });

  it('says the code was wrong in the server words', async () => {
    stubFetch({
      'POST /api/admin/login/two-factor': () =>
        jsonResponse(401, {
          code: 401,
          success: false,
          data: null,
          message: 'the code is wrong or was used already',
          error: 'INVALID_CREDENTIALS',
          reason: 'twoFactor.codeWrong',
        }),
    });
    const error = await loginWithCode('chal', '000000').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({
      reason: 'invalidCode',
      status: 401,
      detail: 'the code is wrong or was used already',
    });
  });
});
