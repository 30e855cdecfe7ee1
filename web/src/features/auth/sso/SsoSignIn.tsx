/**
 * Single sign-on on the login page (docs/ACCOUNTS.md, "Single sign-on"): the "Sign in with …"
 * button while the server offers it, and the end of a sign-in the provider sent back here: the
 * session taken from its cookie (`?sso=done`), or the reason it failed (`?sso_error=`) in the
 * interface's language.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { focusRing } from '../../../components/classes';
import { loginErrorMessage } from '../loginErrorMessage';
import { useOidcLoginState } from '../../../auth/oidcLoginState';
import { ssoReasonText, useSsoReturn } from '../../../auth/ssoReturn';
import { finishOidcSignIn, oidcStartUrl } from './api';

export function SsoSignIn() {
  const { t } = useTranslation(['sso', 'auth']);
  const state = useOidcLoginState();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // Set from the first render's URL, not in an effect: the session is being taken at once.
  const [finishing, setFinishing] = useState(() => params.get('sso') === 'done');

  useSsoReturn(({ outcome, reason }) => {
    if (reason) void ssoReasonText(reason, t('failed')).then(setError);
    else if (outcome === 'done')
      finishOidcSignIn().catch((failure: unknown) => {
        setFinishing(false);
        setError(loginErrorMessage(failure, t));
      });
  });

  const label = state.data?.label ?? '';
  return (
    <>
      {error && (
        <p
          role="alert"
          data-testid="sso-error"
          className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          {error}
        </p>
      )}
      {finishing && (
        <p role="status" className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {t('finishing')}
        </p>
      )}
      {state.data?.enabled && (
        <>
          <div className="mt-5 flex items-center gap-3 text-xs text-gray-500 dark:text-gray-400">
            <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
            {t('or')}
            <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
          </div>
          <a
            href={oidcStartUrl()}
            data-testid="sso-sign-in"
            className={`mt-4 flex w-full items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 ${focusRing}`}
          >
            {t('signIn', { label })}
          </a>
        </>
      )}
    </>
  );
}
