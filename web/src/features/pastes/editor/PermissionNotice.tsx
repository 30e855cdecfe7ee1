/** Why this visitor cannot save (no login, or a key without text permission), with a way to log in. */
import type { AuthType } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../../components/classes';

export interface PermissionNoticeProps {
  authType: AuthType;
  isEdit: boolean;
  id?: string;
}

export function PermissionNotice({ authType, isEdit, id }: PermissionNoticeProps) {
  const { t } = useTranslation('editor');
  const reason =
    authType === 'apikey' ? t('permission.keyWithoutText') : t('permission.notLoggedIn');
  return (
    <div
      id={id}
      role="note"
      data-testid="editor-permission-notice"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">{isEdit ? t('permission.titleEdit') : t('permission.title')}</p>
      <p className="mt-1">{reason}</p>
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
