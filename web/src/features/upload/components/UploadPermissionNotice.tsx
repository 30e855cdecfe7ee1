/** Why this visitor cannot upload (no login, or a key without file permission), with a way to log in. */
import type { AuthType } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { PermissionNotice } from '../../../components/PermissionNotice';

export function UploadPermissionNotice({ authType }: { authType: AuthType }) {
  const { t } = useTranslation('upload');
  // A signed-in user lacks the bit as a key does (docs/ACCOUNTS.md), but asks the admin for it.
  const isKey = authType === 'apikey' || authType === 'user';
  return (
    <PermissionNotice
      title={t('permission.title')}
      reason={
        authType === 'user'
          ? t('permission.userWithoutFile')
          : isKey
            ? t('permission.keyWithoutFile')
            : t('permission.notLoggedIn')
      }
      loginLabel={isKey ? t('permission.switchLogin') : t('permission.login')}
      testId="upload-permission-notice"
    />
  );
}
