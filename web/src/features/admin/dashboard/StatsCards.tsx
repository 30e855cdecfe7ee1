/** Count tiles per dashboard area: API keys with words we know, later areas shown generically. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { formatNumber } from '../../../lib/format';
import { useDashboardStats } from '../api';
import { QueryState } from '../common/QueryState';
import { AREA_LABELS, STAT_LABELS, humanize, statGroups, type StatGroup } from './stats';

/** Colour only where it means something: expired keys deserve attention. */
const ACCENT: Readonly<Record<string, string>> = {
  'apiKeys.active': 'text-green-700 dark:text-green-400',
  'apiKeys.expired': 'text-red-700 dark:text-red-400',
};

function GroupCard({ group }: { group: StatGroup }) {
  const { t, i18n } = useTranslation('admin');
  const areaKey = AREA_LABELS[group.area];
  return (
    <Card title={areaKey ? t(areaKey) : humanize(group.area)}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {group.entries.map((entry) => {
          const labelKey = STAT_LABELS[entry.name];
          const accent =
            ACCENT[`${group.area}.${entry.name}`] ?? 'text-gray-900 dark:text-gray-100';
          return (
            <div key={entry.name}>
              <dt className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">
                {labelKey ? t(labelKey) : humanize(entry.name)}
              </dt>
              <dd className={`mt-1 text-2xl font-semibold ${accent}`}>
                {formatNumber(entry.value, i18n.language)}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

export function StatsCards() {
  const query = useDashboardStats();
  return (
    <QueryState query={query}>
      {(stats) => (
        <div className="grid gap-4 lg:grid-cols-2">
          {statGroups(stats).map((group) => (
            <GroupCard key={group.area} group={group} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
