/** Why this visitor cannot browse mounts (not logged in, or a key without the mount permission). */
import type { AuthType } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { PermissionNotice } from '../../components/PermissionNotice';

export function LoginNotice({ authType }: { authType: AuthType }) {
  const { t } = useTranslation('explorer');
  // A signed-in user lacks the bit as a key does (docs/ACCOUNTS.md), but asks the admin for it.
  const isKey = authType === 'apikey' || authType === 'user';
  return (
    <PermissionNotice
      title={t('permission.title')}
      reason={
        authType === 'user'
          ? t('permission.userWithoutMount')
          : isKey
            ? t('permission.keyWithoutMount')
            : t('permission.notLoggedIn')
      }
      loginLabel={isKey ? t('permission.switchLogin') : t('permission.login')}
      testId="explorer-login-notice"
    />
  );
}
