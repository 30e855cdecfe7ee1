/**
 * The Account page's app passwords (docs/ACCOUNTS.md, "App passwords"): passwords for WebDAV
 * clients (rclone, Finder, Windows, phones), each read-only or read-write and kept to a folder,
 * shown once when made, revocable, with their last use.
 */
import type { AppPasswordInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { CopyableValue } from '../../../../components/CopyableValue';
import { FormAlert } from '../../../../components/FormAlert';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { useToast } from '../../../../components/toast/useToast';
import { errorText } from '../../../../lib/errorText';
import { formatDateTime } from '../../../../lib/format';
import { webdavUrl } from '../../settings/webdavAddress';
import { useAccount } from '../../users/api';
import { useAppPasswords, useRevokeAppPassword } from './api';
import { CreateAppPasswordDialog } from './CreateAppPasswordDialog';

export function AppPasswordsCard() {
  const { t, i18n } = useTranslation('appPasswords');
  const username = useAccount().data?.username ?? '';
  const toast = useToast();
  const list = useAppPasswords();
  const revoke = useRevokeAppPassword();
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AppPasswordInfo | null>(null);
  const [error, setError] = useState<string>();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (gone) => {
        setError(undefined);
        setRevoking(null);
        toast.success(t('revoked', { name: gone.name }));
      },
      onError: (e) => {
        setRevoking(null);
        setError(errorText(e, t('failed')));
      },
    });
  }

  return (
    <Card title={t('title')} className="mb-4">
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">{t('hint')}</p>
      <div className="mb-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <span className="text-gray-600 dark:text-gray-400">{t('address')}</span>
        <CopyableValue value={webdavUrl(window.location.origin)} layout="wrap" />
        <span className="text-gray-600 dark:text-gray-400">{t('username')}</span>
        <CopyableValue value={username} layout="wrap" />
      </div>
      <FormAlert message={error} />
      {list.isPending ? (
        <LoadingBlock />
      ) : (list.data ?? []).length === 0 ? (
        <p className="py-3 text-sm text-gray-600 dark:text-gray-400">{t('empty')}</p>
      ) : (
        <ul
          className="divide-y divide-gray-200 dark:divide-gray-800"
          data-testid="app-password-list"
        >
          {(list.data ?? []).map((p) => (
            <li
              key={p.id}
              data-testid="app-password-row"
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium break-all text-gray-900 dark:text-gray-100">
                  {p.name}
                  <Badge tone={p.scope === 'read' ? 'neutral' : 'warning'}>
                    {t(`scopes.${p.scope}`)}
                  </Badge>
                </p>
                <p className="text-gray-600 dark:text-gray-400">
                  {t('folder', { path: p.basic_path })} ·{' '}
                  {t('created', { when: when(p.created_at) })} ·{' '}
                  {p.last_used_at ? t('lastUsed', { when: when(p.last_used_at) }) : t('neverUsed')}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setRevoking(p)}
                data-testid="app-password-revoke"
              >
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-3" onClick={() => setCreating(true)} data-testid="app-password-new">
        {t('new')}
      </Button>
      {isCreating && <CreateAppPasswordDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        message={t('revokeMessage', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        danger
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
