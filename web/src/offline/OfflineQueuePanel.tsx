/**
 * What waits in the offline queue (SPEC §4): a pill while anything does, opening the list with each
 * write's state, the reason a replay was refused, and retry, remove and sync-now controls.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { formatDateTime } from '../lib/format';
import { useOfflineQueue } from './useOfflineQueue';

export function OfflineQueuePanel() {
  const { t, i18n } = useTranslation('common');
  const { items, status, sync } = useOfflineQueue();
  const [isOpen, setIsOpen] = useState(false);
  if (items.length === 0 && !isOpen) return null;
  const failed = status.kind === 'failed' || items.some((item) => item.status === 'failed');
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        data-testid="offline-queue-open"
        className="fixed right-4 bottom-4 z-50 rounded-full bg-blue-600 px-3 py-1.5 text-xs font-medium text-white shadow-lg hover:bg-blue-700"
      >
        {status.kind === 'syncing'
          ? t('offlineQueue.syncing')
          : t('offlineQueue.waiting', { count: items.length })}
      </button>
      <Modal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('offlineQueue.title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
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
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void sync.queue.remove(item.id!)}
                  >
                    {t('offlineQueue.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
