/** Why this visitor cannot save (no login, or a key without text permission), with a way to log in. */
import type { AuthType } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { PermissionNotice } from '../../../components/PermissionNotice';

export interface EditorPermissionNoticeProps {
  authType: AuthType;
  isEdit: boolean;
  id?: string;
}

export function EditorPermissionNotice({ authType, isEdit, id }: EditorPermissionNoticeProps) {
  const { t } = useTranslation('editor');
  // A signed-in user lacks the bit as a key does (docs/ACCOUNTS.md), but asks the admin for it.
  const isKey = authType === 'apikey' || authType === 'user';
  return (
    <PermissionNotice
      id={id}
      title={isEdit ? t('permission.titleEdit') : t('permission.title')}
      reason={
        authType === 'user'
          ? t('permission.userWithoutText')
          : isKey
            ? t('permission.keyWithoutText')
            : t('permission.notLoggedIn')
      }
      loginLabel={isKey ? t('permission.switchLogin') : t('permission.login')}
      testId="editor-permission-notice"
    />
  );
}
