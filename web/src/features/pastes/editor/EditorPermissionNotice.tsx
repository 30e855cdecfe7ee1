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
  const isKey = authType === 'apikey';
  return (
    <PermissionNotice
      id={id}
      title={isEdit ? t('permission.titleEdit') : t('permission.title')}
      reason={isKey ? t('permission.keyWithoutText') : t('permission.notLoggedIn')}
      loginLabel={isKey ? t('permission.switchLogin') : t('permission.login')}
      testId="editor-permission-notice"
    />
  );
}
