/**
 * The second step of a sign-in with two-factor on (docs/ACCOUNTS.md): the challenge and a code
 * from the app or a recovery code. Loaded with the admin area's login, not with every page.
 */
import { api, ApiError } from '../../api/client';
import { LoginError, loginFailure, startSession, type LoginAnswer } from '../../auth/authActions';

export async function loginWithCode(challenge: string, code: string): Promise<void> {
  let data: LoginAnswer;
  try {
    data = await api.post<LoginAnswer>('/admin/login/two-factor', { challenge, code });
  } catch (error) {
    // The server says whether the code was wrong or the sign-in expired, in our language.
    if (error instanceof ApiError && error.status === 401)
      throw new LoginError('invalidCode', error.message, 401);
    throw loginFailure(error, 'invalidCode');
  }
  await startSession(data);
}
