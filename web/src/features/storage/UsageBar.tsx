/** Space used by file shares against the capacity; a bar only when there is a capacity to fill. */
import type { StorageUsage } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format';
import { usagePercent } from './usage';

export interface UsageBarProps {
  usage: StorageUsage;
  totalBytes: number | null;
}

export function UsageBar({ usage, totalBytes }: UsageBarProps) {
  const { t, i18n } = useTranslation('storageConfig');
  const used = formatBytes(usage.used_bytes, i18n.language);
  const percent = usagePercent(usage.used_bytes, totalBytes);
  const files = t('usage.files', { count: usage.file_count });
  if (percent === null || totalBytes === null) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400" data-testid="usage-text">
        {t('usage.unlimited', { used, files })}
      </p>
    );
  }
  const label = t('usage.ofTotal', {
    used,
    total: formatBytes(totalBytes, i18n.language),
    percent,
    files,
  });
  const color = percent >= 90 ? 'bg-red-500' : percent >= 75 ? 'bg-amber-500' : 'bg-blue-500';
  return (
    <div className="space-y-1">
      <p className="text-sm text-gray-600 dark:text-gray-400" data-testid="usage-text">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('usage.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div className={`h-full rounded-full ${color}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
