/**
 * The dashboard's refresh button and when its figures were read: an admin watching an attack or an
 * upload wants new numbers now, and to know how old the ones on screen are.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { OutlineIcon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { dateFormat } from '../../../lib/format';
import { useDashboardRefresh } from '../api';

/** With seconds: a refresh a few seconds after the last must visibly change the time. */
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

const refreshIcon = 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7';

export function DashboardRefresh() {
  const { t, i18n } = useTranslation('admin');
  const { updatedAt, isFetching, refresh } = useDashboardRefresh();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        className="text-sm text-gray-600 dark:text-gray-400"
        aria-live="polite"
        data-testid="dashboard-updated"
      >
        {updatedAt > 0 &&
          t('dashboard.refresh.updatedAt', {
            time: dateFormat(i18n.language, TIME_OPTIONS).format(updatedAt),
          })}
      </p>
      {/* Never disabled while fetching: a disabled button drops keyboard focus mid-refresh. */}
      <Button
        variant="secondary"
        size="sm"
        aria-busy={isFetching || undefined}
        onClick={() => {
          if (!isFetching) void refresh();
        }}
        data-testid="dashboard-refresh"
      >
        {isFetching ? (
          <Spinner size="sm" decorative />
        ) : (
          <OutlineIcon path={refreshIcon} className="h-4 w-4" />
        )}
        {t('dashboard.refresh.button')}
      </Button>
    </div>
  );
}
