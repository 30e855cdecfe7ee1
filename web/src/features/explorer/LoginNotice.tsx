/** Why this visitor cannot browse mounts (not logged in, or a key without the mount permission). */
import type { AuthType } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../components/classes';

export function LoginNotice({ authType }: { authType: AuthType }) {
  const { t } = useTranslation('explorer');
  return (
    <div
      role="note"
      data-testid="explorer-login-notice"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">{t('permission.title')}</p>
      <p className="mt-1">
        {authType === 'apikey' ? t('permission.keyWithoutMount') : t('permission.notLoggedIn')}
      </p>
      <p className="mt-2">
        <Link
          to="/admin"
          className={`font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200 ${focusRing}`}
        >
          {authType === 'apikey' ? t('permission.switchLogin') : t('permission.login')}
        </Link>
      </p>
    </div>
  );
}
