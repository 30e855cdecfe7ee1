/** Account screen body: the change form, then a visible countdown to logout and the login screen. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/useAuth';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ChangeAccountForm } from './ChangeAccountForm';
import { useCountdown } from './useCountdown';

export const LOGOUT_COUNTDOWN_SECONDS = 3;
/** The admin area shows its login form to anyone not logged in, so that is where we go. */
const LOGIN_PATH = '/admin';

export function AccountManagement() {
  const { t } = useTranslation('admin');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [isLeaving, setIsLeaving] = useState(false);

  async function leave() {
    if (isLeaving) return;
    setIsLeaving(true);
    try {
      await logout();
    } finally {
      // The old credentials are no longer valid either way; go to the login screen regardless.
      void navigate(LOGIN_PATH, { replace: true });
    }
  }

  const countdown = useCountdown(() => void leave());

  if (countdown.isRunning) {
    return (
      <Card title={t('account.success.title')}>
        <div role="status" className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
          <p>{t('account.success.message')}</p>
          <p className="text-base font-semibold text-gray-900 dark:text-gray-100">
            {t('account.success.countdown', { count: countdown.remaining ?? 0 })}
          </p>
          <Button variant="secondary" onClick={() => void leave()} loading={isLeaving}>
            {t('account.success.logoutNow')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card title={t('account.formTitle')}>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('account.formHint')}</p>
      <ChangeAccountForm onChanged={() => countdown.start(LOGOUT_COUNTDOWN_SECONDS)} />
    </Card>
  );
}
