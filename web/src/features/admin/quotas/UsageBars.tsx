/** An account's quota as bars of used / limit (docs/ACCOUNTS.md "Quotas"): Account page and Admin > Users. */
import type { QuotaState } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ProgressBar';
import { formatBytes } from '../../../lib/format';

/** Past this share of the limit the bar turns red. */
const NEARLY_FULL = 90;

function Bar({ label, used, limit }: { label: string; used: string; limit: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex justify-between gap-2 text-xs text-gray-600 dark:text-gray-400">
        <span className="truncate">{label}</span>
        <span className="shrink-0 tabular-nums">
          {limit === null ? t('quota.unlimitedOf', { used }) : t('quota.usedOf', { used, limit })}
        </span>
      </p>
    </div>
  );
}

export function UsageBars({ quota }: { quota: QuotaState }) {
  const { t, i18n } = useTranslation('admin');
  const bytes = (n: number) => formatBytes(n, i18n.language);
  const percent = (used: number, limit: number | null) =>
    limit === null ? 0 : (used / limit) * 100;
  const bars = [
    {
      key: 'bytes',
      label: t('quota.bytes'),
      used: bytes(quota.used_bytes),
      limit: quota.quota_bytes === null ? null : bytes(quota.quota_bytes),
      percent: percent(quota.used_bytes, quota.quota_bytes),
    },
    {
      key: 'shares',
      label: t('quota.shares'),
      used: String(quota.used_shares),
      limit: quota.quota_shares === null ? null : String(quota.quota_shares),
      percent: percent(quota.used_shares, quota.quota_shares),
    },
  ];
  return (
    <div className="space-y-2" data-testid="usage-bars">
      {bars.map((bar) => (
        <div key={bar.key} className="space-y-1">
          <Bar label={bar.label} used={bar.used} limit={bar.limit} />
          {bar.limit !== null && (
            <ProgressBar
              percent={bar.percent}
              label={bar.label}
              tone={bar.percent >= NEARLY_FULL ? 'failed' : 'active'}
            />
          )}
        </div>
      ))}
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {quota.quota_file_bytes === null
          ? t('quota.anyFile')
          : t('quota.largestFile', { limit: bytes(quota.quota_file_bytes) })}
      </p>
    </div>
  );
}
