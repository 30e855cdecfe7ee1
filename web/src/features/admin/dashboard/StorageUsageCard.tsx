/** Bytes used on each storage configuration against its capacity, as labelled bars. */
import type { DashboardStorageUsage } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';
import { formatBytes, formatNumber } from '../../../lib/format';
import { useDashboardStats } from '../api';
import { QueryState } from '../common/QueryState';
import { formatPercent, NEARLY_FULL_PERCENT, usagePercent } from './stats';

function StorageUsageRow({ storage }: { storage: DashboardStorageUsage }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const used = formatBytes(storage.used_bytes, locale);
  const percent = usagePercent(storage.used_bytes, storage.total_storage_bytes);
  return (
    <li className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium text-gray-900 dark:text-gray-100">
            {storage.name}
          </span>
          {storage.is_default === 1 && <Badge tone="info">{t('dashboard.storage.default')}</Badge>}
        </span>
        <span className="text-gray-700 dark:text-gray-300">
          {percent === null
            ? t('dashboard.storage.usedUnlimited', { used })
            : t('dashboard.storage.usedOf', {
                used,
                total: formatBytes(storage.total_storage_bytes, locale),
                percent: formatPercent(percent / 100, locale),
              })}
        </span>
      </div>
      {percent !== null && (
        <ProgressBar
          percent={percent}
          label={t('dashboard.storage.barLabel', { name: storage.name })}
          tone={percent >= NEARLY_FULL_PERCENT ? 'failed' : 'active'}
        />
      )}
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {storage.provider_type} ·{' '}
        {t('dashboard.storage.files', {
          count: storage.file_count,
          formatted: formatNumber(storage.file_count, locale),
        })}
      </p>
    </li>
  );
}

export function StorageUsageCard() {
  const { t } = useTranslation('admin');
  const query = useDashboardStats();
  return (
    <Card title={t('dashboard.storage.title')}>
      <QueryState query={query}>
        {(stats) =>
          stats.storage.length === 0 ? (
            <p className="text-sm text-gray-500 dark:text-gray-400">
              {t('dashboard.storage.none')}
            </p>
          ) : (
            <ul className="space-y-4">
              {stats.storage.map((storage) => (
                <StorageUsageRow key={storage.id} storage={storage} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
