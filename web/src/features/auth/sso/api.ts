/**
 * Single sign-on's calls on the login page (docs/ACCOUNTS.md, "Single sign-on"): where the button
 * goes, and the session a finished sign-in left in its cookie.
 */
import { api } from '../../../api/client';
import { apiBaseUrl } from '../../../api/baseUrl';
import { loginFailure, startSession, type LoginAnswer } from '../../../auth/authActions';

/** Where the button sends the browser: the server redirects it on to the provider. */
export function oidcStartUrl(): string {
  return `${apiBaseUrl()}/api/auth/oidc/start`;
}

/** Takes the session the callback opened (its cookie, once) and signs this browser in with it. */
export async function finishOidcSignIn(): Promise<void> {
  let data: LoginAnswer;
  try {
    data = await api.post<LoginAnswer>('/auth/oidc/session');
  } catch (error) {
    throw loginFailure(error, 'loginFailed');
  }
  await startSession(data);
}
