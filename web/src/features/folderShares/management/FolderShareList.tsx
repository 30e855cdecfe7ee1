/**
 * The owner's folder shares (the admin's: everyone's), under File management: the folder or
 * picked set, the link, downloads against the limit, expiry, state, and revoke (the link answers
 * 410 at once) or delete. A table on wide screens, cards on phones.
 */
import type { FolderShare } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../components/toast/useToast';
import { formatDateTime } from '../../../lib/format';
import { folderSharePath } from '../../../lib/shareLinks';
import { useDeleteFolderShare, useOwnFolderShares, useRevokeFolderShare } from '../api';

type Pending = { action: 'revoke' | 'delete'; share: FolderShare };

export function FolderShareList() {
  const { t } = useTranslation('folderShare');
  const toast = useToast();
  const shares = useOwnFolderShares();
  const revoke = useRevokeFolderShare();
  const remove = useDeleteFolderShare();
  const [pending, setPending] = useState<Pending | null>(null);

  function confirm() {
    if (!pending) return;
    const mutation = pending.action === 'revoke' ? revoke : remove;
    mutation.mutate(pending.share.id, {
      onSuccess: () => {
        toast.success(
          t(pending.action === 'revoke' ? 'manage.revokedToast' : 'manage.deletedToast'),
        );
        setPending(null);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <Card title={t('manage.title')}>
      <div data-testid="folder-share-management">
        {shares.isPending ? (
          <p className="text-sm text-gray-500">…</p>
        ) : shares.isError ? (
          <LoadError message={t('manage.loadFailed')} onRetry={() => void shares.refetch()} />
        ) : shares.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('manage.empty')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {shares.data.map((share) => (
              <ShareRow
                key={share.id}
                share={share}
                onAsk={(action) => setPending({ action, share })}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`manage.${pending.action}`) : ''}
        message={
          pending
            ? t(pending.action === 'revoke' ? 'manage.revokeConfirm' : 'manage.deleteConfirm', {
                path: pending.share.path,
              })
            : ''
        }
        confirmLabel={pending ? t(`manage.${pending.action}`) : ''}
        danger
        loading={revoke.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}

function ShareRow({
  share,
  onAsk,
}: {
  share: FolderShare;
  onAsk: (action: Pending['action']) => void;
}) {
  const { t, i18n } = useTranslation('folderShare');
  const state = stateOf(share);
  return (
    <li
      data-testid="folder-share-entry"
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-gray-900 dark:text-gray-100">
            {share.path}
          </span>
          <Badge tone={state === 'active' ? 'success' : 'neutral'}>{t(`manage.${state}`)}</Badge>
          {share.names && (
            <Badge tone="info">{t('manage.picked', { count: share.names.length })}</Badge>
          )}
          {share.has_password && <Badge tone="neutral">{t('manage.protected')}</Badge>}
          {share.allow_uploads && <Badge tone="neutral">{t('manage.uploads')}</Badge>}
        </div>
        <a
          href={folderSharePath(share.slug)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm break-all text-blue-700 hover:underline dark:text-blue-300"
        >
          {folderSharePath(share.slug)}
        </a>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t('manage.downloads')}:{' '}
          <span data-testid="folder-share-downloads">
            {share.max_downloads > 0
              ? `${share.downloads} / ${share.max_downloads}`
              : share.downloads}
          </span>
          {' · '}
          {t('manage.expires')}:{' '}
          {share.expires_at ? formatDateTime(share.expires_at, i18n.language) : t('manage.never')}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {state === 'active' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAsk('revoke')}
            data-testid="folder-share-revoke"
          >
            {t('manage.revoke')}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          onClick={() => onAsk('delete')}
          data-testid="folder-share-delete"
        >
          {t('manage.delete')}
        </Button>
      </div>
    </li>
  );
}

function stateOf(share: FolderShare): 'active' | 'revoked' | 'expired' | 'usedUp' {
  if (share.revoked_at !== null) return 'revoked';
  if (share.expires_at !== null && Date.parse(share.expires_at) <= Date.now()) return 'expired';
  if (share.max_downloads > 0 && share.downloads >= share.max_downloads) return 'usedUp';
  return 'active';
}
