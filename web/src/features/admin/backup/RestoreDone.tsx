/** A restore's outcome: what went in, and the way to the login (every session ended with it). */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/useAuth';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { formatDateTime } from '../../../lib/format';
import type { RestoreOutcome } from '../api';

export function RestoreDone({ outcome }: { outcome: RestoreOutcome }) {
  const { t, i18n } = useTranslation('admin');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const leave = async () => {
    try {
      await logout();
    } finally {
      void navigate('/admin', { replace: true });
    }
  };
  return (
    <Card title={t('backup.done.title')}>
      <div role="status" className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
        <p>
          {t('backup.done.message', { date: formatDateTime(outcome.createdAt, i18n.language) })}
        </p>
        <ul className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
          {Object.entries(outcome.rows).map(([table, rows]) => (
            <li key={table} className="flex justify-between gap-3 tabular-nums">
              <span>{t(`backup.tables.${table}`, { defaultValue: table })}</span>
              <span>{rows}</span>
            </li>
          ))}
        </ul>
        <p>{t('backup.done.signIn')}</p>
        <Button onClick={() => void leave()} data-testid="backup-sign-in">
          {t('backup.done.signInButton')}
        </Button>
      </div>
    </Card>
  );
}
