/**
 * A wrong password or two-factor code on the Account page's security forms, or at the sign-in's
 * code step, is that form's answer (docs/ACCOUNTS.md): it must not end the session as a stale
 * token's 401 does.
 */
import { describe, expect, it } from 'vitest';
import { failure, setupClientHarness } from '../test/clientHarness';
import { jsonResponse } from '../test/stubFetch';
import { api } from './client';

const { fetchMock, session } = setupClientHarness();

const wrongCode = () =>
  jsonResponse(401, {
    code: 401,
    success: false,
    data: null,
    message: 'the code is wrong or was used already',
    error: 'INVALID_CREDENTIALS',
    reason: 'twoFactor.codeWrong',
  });

describe('two-factor forms', () => {
  it.each([
    '/account/two-factor/confirm',
    '/account/two-factor/disable',
    '/admin/login/two-factor',
  ])('keep the session on a wrong code at %s, and say why', async (path) => {
    session.credential = { type: 'admin', token: 't' };
    fetchMock.mockResolvedValue(wrongCode());
    const error = await failure(api.post(path, { code: '000000' }));
    expect(error.message).toBe('the code is wrong or was used already');
    expect(session.rejected).toEqual([]);
  });
});
