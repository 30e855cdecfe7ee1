/** What is running: version, name, environment, storage and database from GET /version. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { useVersion } from '../api';
import { QueryState } from '../common/QueryState';

const FIELDS = [
  { field: 'version', label: 'dashboard.version.version' },
  { field: 'name', label: 'dashboard.version.name' },
  { field: 'environment', label: 'dashboard.version.environment' },
  { field: 'storage', label: 'dashboard.version.storage' },
  { field: 'database', label: 'dashboard.version.database' },
] as const;

export function VersionCard() {
  const { t } = useTranslation('admin');
  const query = useVersion();
  return (
    <Card title={t('dashboard.version.title')}>
      <QueryState query={query}>
        {(info) => (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
            {FIELDS.map(({ field, label }) => (
              <div key={field}>
                <dt className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">
                  {t(label)}
                </dt>
                {/* Older servers omit some fields; a dash beats an empty cell. */}
                <dd className="mt-0.5 font-medium text-gray-900 dark:text-gray-100">
                  {info[field] || '—'}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </Card>
  );
}
