/** Turns a login failure into its translated message. */
import type { TFunction } from 'i18next';
import { LoginError } from '../../auth/authActions';

export function loginErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof LoginError) return error.detail ?? t(`auth:login.errors.${error.reason}`);
  return t('auth:login.errors.loginFailed');
}
