/**
 * Where a single sign-on flow comes back to the web app (docs/ACCOUNTS.md, "Single sign-on"):
 * `?sso=done|linked` or `?sso_error=<reason>`, taken from the address once and removed from it,
 * so a reload does not repeat it. The login page and the Account page both use it.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { reasonText, serverErrorsReady } from '../i18n/serverErrors';

export interface SsoReturn {
  /** `done` (signed in) or `linked`; null after a failure. */
  outcome: string | null;
  /** A failure's reason, worded by `ssoReasonText`. */
  reason: string | null;
}

export function useSsoReturn(onReturn: (back: SsoReturn) => void): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    const back = { outcome: params.get('sso'), reason: params.get('sso_error') };
    if (handled.current || (!back.outcome && !back.reason)) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete('sso');
        current.delete('sso_error');
        return current;
      },
      { replace: true },
    );
    latest.current(back);
  }, [params, setParams]);
}

/** A failure's reason in the interface's language, or `fallback` for one this build lacks. */
export async function ssoReasonText(reason: string, fallback: string): Promise<string> {
  await serverErrorsReady();
  return reasonText(reason, undefined) ?? fallback;
}
