/** The offline shell: a fixed badge while offline, and a 3 s toast when the network drops. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast/useToast';
import { useIsOnline } from '../components/useIsOnline';

export const OFFLINE_TOAST_MS = 3000;

export function OfflineIndicator() {
  const { t } = useTranslation('common');
  const toast = useToast();
  const isOnline = useIsOnline();
  const wasOnline = useRef(isOnline);

  useEffect(() => {
    // Only the moment of going offline: a page opened offline has the badge, not a toast.
    if (wasOnline.current && !isOnline)
      toast.info(t('pwa.offlineToast'), { durationMs: OFFLINE_TOAST_MS });
    wasOnline.current = isOnline;
  }, [isOnline, toast, t]);

  if (isOnline) return null;
  return (
    <div
      data-testid="offline-badge"
      className="fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full bg-gray-900 px-3 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-gray-100 dark:text-gray-900"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-400" />
      {t('pwa.offlineBadge')}
    </div>
  );
}
