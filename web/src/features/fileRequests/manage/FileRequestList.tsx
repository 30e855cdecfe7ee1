/**
 * The owner's file requests (the admin's: everyone's): title, folder, link (copy, QR code), what
 * arrived with the unseen count, state; new, edit, disable or enable, delete.
 */
import type { FileRequest } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyButton } from '../../../components/CopyButton';
import { LoadError } from '../../../components/LoadError';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { useToast } from '../../../components/toast/useToast';
import { formatBytes, formatDateTime } from '../../../lib/format';
import {
  fileRequestLink,
  fileRequestPath,
  useDeleteFileRequest,
  useOwnFileRequests,
  useSetFileRequestEnabled,
} from '../api';
import { FileRequestDialog } from './FileRequestDialog';
import { ReceivedFiles } from './ReceivedFiles';

type Open =
  | { kind: 'edit'; request: FileRequest | null }
  | { kind: 'files' | 'qr' | 'delete'; request: FileRequest };

export function FileRequestList() {
  const { t } = useTranslation('fileRequest');
  const toast = useToast();
  const requests = useOwnFileRequests();
  const remove = useDeleteFileRequest();
  const toggle = useSetFileRequestEnabled();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  return (
    <Card
      title={t('manage.title')}
      actions={
        <Button
          size="sm"
          data-testid="file-request-new"
          onClick={() => setOpen({ kind: 'edit', request: null })}
        >
          {t('manage.new')}
        </Button>
      }
    >
      <div data-testid="file-request-management">
        {requests.isPending ? (
          <p className="text-sm text-gray-500">{t('loading')}</p>
        ) : requests.isError ? (
          <LoadError message={t('manage.loadFailed')} onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('manage.empty')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {requests.data.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                onOpen={(kind) => setOpen({ kind, request })}
                onToggle={() =>
                  toggle.mutate(
                    { id: request.id, enabled: !request.enabled },
                    { onError: (error) => toast.error(error.message) },
                  )
                }
              />
            ))}
          </ul>
        )}
      </div>
      {open?.kind === 'edit' && (
        <FileRequestDialog
          request={open.request}
          onClose={close}
          onSaved={(saved) => {
            toast.success(t(open.request ? 'manage.savedToast' : 'manage.createdToast'));
            setOpen(open.request ? null : { kind: 'qr', request: saved });
          }}
        />
      )}
      {open?.kind === 'files' && <ReceivedFiles request={open.request} onClose={close} />}
      {open?.kind === 'qr' && (
        <QrCodeDialog
          url={fileRequestLink(open.request.slug)}
          title={t('manage.qrTitle', { title: open.request.title })}
          imageLabel={t('manage.qrLabel')}
          copyLabel={t('manage.copy')}
          hint={t('manage.qrHint')}
          onClose={close}
          testId="file-request-qr"
          downloadName={`request-${open.request.slug}`}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('manage.delete')}
        message={open ? t('manage.deleteConfirm', { title: open.request?.title ?? '' }) : ''}
        confirmLabel={t('manage.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          open?.request &&
          remove.mutate(open.request.id, {
            onSuccess: () => {
              toast.success(t('manage.deletedToast'));
              close();
            },
            onError: (error) => toast.error(error.message),
          })
        }
        onCancel={close}
      />
    </Card>
  );
}

function RequestRow({
  request,
  onOpen,
  onToggle,
}: {
  request: FileRequest;
  onOpen: (kind: 'edit' | 'files' | 'qr' | 'delete') => void;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('fileRequest');
  const state = stateOf(request);
  return (
    <li data-testid="file-request-entry" className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all text-gray-900 dark:text-gray-100">
          {request.title}
        </span>
        <Badge tone={state === 'open' ? 'success' : 'neutral'}>{t(`manage.${state}`)}</Badge>
        {request.has_password && <Badge tone="neutral">{t('manage.protected')}</Badge>}
        {request.unseen > 0 && (
          <Badge tone="info">
            <span data-testid="file-request-unseen">
              {t('manage.unseen', { count: request.unseen })}
            </span>
          </Badge>
        )}
      </div>
      <p className="text-xs break-all text-gray-600 dark:text-gray-400">
        {request.path === null ? t('manage.intoShares') : t('manage.into', { path: request.path })}{' '}
        ·{' '}
        {t('manage.received', {
          count: request.received_files,
          size: formatBytes(request.received_bytes, i18n.language),
        })}
        {' · '}
        {request.expires_at
          ? t('manage.until', { time: formatDateTime(request.expires_at, i18n.language) })
          : t('manage.never')}
      </p>
      <a
        href={fileRequestPath(request.slug)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm break-all text-blue-700 hover:underline dark:text-blue-300"
      >
        {fileRequestLink(request.slug)}
      </a>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onOpen('files')}>
          {t('manage.files')}
        </Button>
        <CopyButton size="sm" variant="secondary" value={fileRequestLink(request.slug)} />
        <Button size="sm" variant="secondary" onClick={() => onOpen('qr')}>
          {t('manage.qr')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onOpen('edit')}>
          {t('manage.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onToggle}>
          {t(request.enabled ? 'manage.disable' : 'manage.enable')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => onOpen('delete')}>
          {t('manage.delete')}
        </Button>
      </div>
    </li>
  );
}

function stateOf(request: FileRequest): 'open' | 'disabled' | 'expired' {
  if (!request.enabled) return 'disabled';
  if (request.expires_at !== null && Date.parse(request.expires_at) <= Date.now()) return 'expired';
  return 'open';
}
