/**
 * The offline queue's list, opened from its pill: each write's state, the reason a replay
 * was refused, and retry, remove and sync-now controls. Loaded when first opened.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { formatDateTime } from '../lib/format';
import { useOfflineQueue } from './useOfflineQueue';

export function OfflineQueueDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const { items, status, sync } = useOfflineQueue();
  const failed = status.kind === 'failed' || items.some((item) => item.status === 'failed');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('offlineQueue.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('offlineQueue.close')}
          </Button>
          <Button
            onClick={() => void sync.syncNow()}
            loading={status.kind === 'syncing'}
            disabled={items.length === 0}
            data-testid="offline-queue-sync"
          >
            {t('offlineQueue.syncNow')}
          </Button>
        </>
      }
    >
      {failed && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {t('offlineQueue.syncFailed')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('offlineQueue.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 dark:divide-gray-800">
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="offline-queue-item"
              data-status={item.status}
              className="flex items-center gap-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{t(`offlineQueue.types.${item.type}`)}</span>
                <span className="block text-xs text-gray-500 dark:text-gray-400">
                  {formatDateTime(new Date(item.timestamp).toISOString(), i18n.language)} ·{' '}
                  {t(`offlineQueue.status.${item.status}`)}
                  {item.error ? ` · ${item.error}` : ''}
                </span>
              </span>
              {item.status === 'failed' && item.id !== undefined && (
                <Button variant="ghost" size="sm" onClick={() => void sync.queue.retry(item.id!)}>
                  {t('offlineQueue.retry')}
                </Button>
              )}
              {item.status !== 'syncing' && item.id !== undefined && (
                <Button variant="ghost" size="sm" onClick={() => void sync.queue.remove(item.id!)}>
                  {t('offlineQueue.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
