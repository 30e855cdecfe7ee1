/**
 * Cache statistics with a confirmed "clear cache" action that reports how many entries went, or
 * that the clearing waits in the offline queue.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { formatNumber } from '../../../lib/format';
import { useCacheStats, useClearCache } from '../api';
import { QueryState } from '../common/QueryState';
import { CacheTable } from './CacheTable';

export function CacheStatsCard() {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const query = useCacheStats();
  const clear = useClearCache();
  const [isConfirming, setIsConfirming] = useState(false);

  function confirm() {
    clear.mutate(undefined, {
      onSuccess: (answer) =>
        answer === null
          ? toast.info(t('dashboard.cache.queued'))
          : toast.success(t('dashboard.cache.cleared', { count: answer.cleared })),
      onError: (error) => toast.error(errorText(error, t('dashboard.cache.clearFailed'))),
      onSettled: () => setIsConfirming(false),
    });
  }

  const actions = (
    <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
      {t('dashboard.cache.clear')}
    </Button>
  );

  return (
    <Card title={t('dashboard.cache.title')} actions={actions}>
      <QueryState query={query}>
        {(stats) => (
          <div className="space-y-3">
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {t('dashboard.cache.total', {
                count: stats.totalEntries,
                formatted: formatNumber(stats.totalEntries, i18n.language),
              })}
            </p>
            {stats.caches.length === 0 ? (
              <p className="text-sm text-gray-500 dark:text-gray-400">
                {t('dashboard.cache.none')}
              </p>
            ) : (
              <CacheTable stats={stats} />
            )}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={isConfirming}
        title={t('dashboard.cache.confirmTitle')}
        message={t('dashboard.cache.confirmMessage')}
        confirmLabel={t('dashboard.cache.clear')}
        cancelLabel={t('common.cancel')}
        loading={clear.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      />
    </Card>
  );
}
