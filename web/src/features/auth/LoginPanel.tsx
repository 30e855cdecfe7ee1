/** The admin area's login page: tabs for admin account and API key. */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { focusRing } from '../../components/classes';
import { AdminLoginForm } from './AdminLoginForm';
import { ApiKeyLoginForm } from './ApiKeyLoginForm';
import { SignUpLink } from './registration/SignUpLink';
import { SessionEndedNotice } from './SessionEndedNotice';
import { SsoSignIn } from './sso/SsoSignIn';

type Mode = 'admin' | 'apikey';
const MODES: readonly Mode[] = ['admin', 'apikey'];

export function LoginPanel() {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>('admin');
  const baseId = useId();

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'admin' ? 'apikey' : 'admin';
    setMode(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-md py-8">
      <Card>
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-100">{t('login.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t('login.description')}</p>
        <SessionEndedNotice />
        <div
          role="tablist"
          aria-label={t('login.modes.label')}
          onKeyDown={onTabKeyDown}
          className="mt-5 grid grid-cols-2 gap-1 rounded-md bg-gray-100 p-1 dark:bg-gray-800"
        >
          {MODES.map((m) => (
            <button
              key={m}
              id={`${baseId}-tab-${m}`}
              type="button"
              role="tab"
              data-testid={`login-mode-${m}`}
              aria-selected={mode === m}
              aria-controls={`${baseId}-panel`}
              tabIndex={mode === m ? 0 : -1}
              onClick={() => setMode(m)}
              className={`rounded px-3 py-1.5 text-sm font-medium ${focusRing} ${
                mode === m
                  ? 'bg-white text-gray-900 shadow dark:bg-gray-950 dark:text-white'
                  : 'text-gray-600 hover:text-gray-900 dark:text-gray-300'
              }`}
            >
              {t(`login.modes.${m}`)}
            </button>
          ))}
        </div>
        {/* Not labelled by its tab: the tab and the key field share the words "API key". */}
        <div id={`${baseId}-panel`} role="tabpanel" className="mt-5">
          {mode === 'admin' ? <AdminLoginForm /> : <ApiKeyLoginForm />}
        </div>
        <SsoSignIn />
        <SignUpLink />
      </Card>
    </div>
  );
}
