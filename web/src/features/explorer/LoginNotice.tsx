/** Why this visitor cannot browse mounts (not logged in, or a key without the mount permission). */
import type { AuthType } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { PermissionNotice } from '../../components/PermissionNotice';

export function LoginNotice({ authType }: { authType: AuthType }) {
  const { t } = useTranslation('explorer');
  const isKey = authType === 'apikey';
  return (
    <PermissionNotice
      title={t('permission.title')}
      reason={isKey ? t('permission.keyWithoutMount') : t('permission.notLoggedIn')}
      loginLabel={isKey ? t('permission.switchLogin') : t('permission.login')}
      testId="explorer-login-notice"
    />
  );
}
