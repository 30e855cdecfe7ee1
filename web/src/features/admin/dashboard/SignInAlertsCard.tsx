/** Failed and refused sign-ins of the last day, so the admin learns of password guessing. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDashboardStats } from '../api';

/** Shown once the statistics are in (StatsCards says when they are loading or failed). */
export function SignInAlertsCard() {
  const { t, i18n } = useTranslation('admin');
  const alerts = useDashboardStats().data?.signIns;
  // None yet, or an older server that does not count them.
  if (!alerts) return null;
  const { hours, failedAttempts, addresses, lastFailureAt } = alerts;
  if (failedAttempts === 0) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400" data-testid="sign-in-alerts">
        {t('dashboard.signIns.none', { hours })}
      </p>
    );
  }
  // The counts side by side; the time, longer, in a smaller size and on a line of its own on a phone.
  const figures = [
    {
      label: t('dashboard.signIns.attempts', { hours }),
      value: formatNumber(failedAttempts, i18n.language),
    },
    { label: t('dashboard.signIns.addresses'), value: formatNumber(addresses, i18n.language) },
    {
      label: t('dashboard.signIns.latest'),
      value: formatDateTime(lastFailureAt, i18n.language),
      isTime: true,
    },
  ];
  return (
    <Card title={t('dashboard.signIns.title')}>
      <div
        role="status"
        data-testid="sign-in-alerts"
        className="space-y-3 border-l-4 border-amber-400 pl-3 dark:border-amber-600"
      >
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {figures.map(({ label, value, isTime }) => (
            <div key={label} className={isTime ? 'col-span-2 sm:col-span-1' : ''}>
              <dt className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">
                {label}
              </dt>
              <dd
                className={`mt-1 font-semibold text-amber-700 dark:text-amber-400 ${isTime ? 'text-lg sm:mt-2' : 'text-2xl'}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('dashboard.signIns.note')}</p>
      </div>
    </Card>
  );
}
