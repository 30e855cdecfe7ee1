/** What a file request received (opening it marks the files seen), each linked to the explorer. */
import type { FileRequest } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useFileRequestFiles } from '../api';

export function ReceivedFiles({ request, onClose }: { request: FileRequest; onClose: () => void }) {
  const { t, i18n } = useTranslation('fileRequest');
  const files = useFileRequestFiles(request.id);
  return (
    <Modal open onClose={onClose} size="lg" title={t('received.title', { title: request.title })}>
      <div data-testid="file-request-received">
        {files.isPending ? (
          <p className="text-sm text-gray-500">{t('loading')}</p>
        ) : files.isError ? (
          <LoadError message={t('received.loadFailed')} onRetry={() => void files.refetch()} />
        ) : files.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('received.empty')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {files.data.map((file) => (
              <li key={file.id} data-testid="file-request-received-file" className="py-2">
                <Link
                  to={explorerLinkOf(file.path)}
                  className="font-medium break-all text-blue-700 hover:underline dark:text-blue-300"
                >
                  {file.name}
                </Link>
                <p className="text-xs text-gray-600 dark:text-gray-400">
                  {formatBytes(file.size, i18n.language)} ·{' '}
                  {formatDateTime(file.created_at, i18n.language)}
                  {file.uploader_name && ` · ${t('received.from', { name: file.uploader_name })}`}
                </p>
                {file.message && (
                  <p className="mt-1 text-sm break-words whitespace-pre-wrap text-gray-700 dark:text-gray-300">
                    {file.message}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

/** A received file share's page, or the explorer showing the file's folder with its preview open. */
function explorerLinkOf(path: string): string {
  if (path.startsWith('/file/')) return path;
  const folder = path.slice(0, path.lastIndexOf('/'));
  const name = path.slice(path.lastIndexOf('/') + 1);
  const encoded = folder.split('/').map(encodeURIComponent).join('/');
  return `/mount-explorer${encoded}?${new URLSearchParams({ preview: name }).toString()}`;
}
