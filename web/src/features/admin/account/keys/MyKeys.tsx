/** The Account page's "My API keys" (docs/ACCOUNTS.md): a user's own keys, never beyond the user. */
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../auth/useAuth';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { PermissionBadges } from '../../keys/PermissionBadges';
import { useDeleteOwnKey, useOwnKeys } from './api';
import { NewOwnKeyForm } from './NewOwnKeyForm';

export function MyKeys() {
  const { t } = useTranslation('admin');
  const { isAdmin } = useAuth();
  const keys = useOwnKeys();
  const remove = useDeleteOwnKey();
  // The admin manages every key on the API keys page.
  if (isAdmin) return null;
  return (
    <Card title={t('myKeys.title')} className="mb-4">
      <div className="max-w-2xl space-y-4">
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('myKeys.description')}</p>
        {keys.data && keys.data.length === 0 && (
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('myKeys.none')}</p>
        )}
        <ul className="divide-y divide-gray-200 dark:divide-gray-700" data-testid="own-keys">
          {keys.data?.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-3 py-2">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate font-medium text-gray-900 dark:text-gray-100">{key.name}</p>
                <p className="text-xs text-gray-500 dark:text-gray-400">
                  <code>{key.key_masked}</code>
                  {' · '}
                  {t('users.basePath', { path: key.basic_path })}
                </p>
                <PermissionBadges mask={key.permissions} />
              </div>
              <Button
                size="sm"
                variant="danger"
                loading={remove.isPending && remove.variables === key.id}
                onClick={() => remove.mutate(key.id)}
              >
                {t('myKeys.delete')}
              </Button>
            </li>
          ))}
        </ul>
        <NewOwnKeyForm />
      </div>
    </Card>
  );
}
