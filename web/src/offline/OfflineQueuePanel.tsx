/**
 * What waits in the offline queue: a pill while anything does, opening the list
 * (OfflineQueueDialog, whose code loads when it is first opened).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../components/lazyPart';
import { useOfflineQueue } from './useOfflineQueue';

const OfflineQueueDialog = lazyPart(() =>
  import('./OfflineQueueDialog').then((module) => module.OfflineQueueDialog),
);

export function OfflineQueuePanel() {
  const { t } = useTranslation('common');
  const { items, status } = useOfflineQueue();
  const [isOpen, setIsOpen] = useState(false);
  if (items.length === 0 && !isOpen) return null;
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
      {isOpen && <OfflineQueueDialog onClose={() => setIsOpen(false)} />}
    </>
  );
}
