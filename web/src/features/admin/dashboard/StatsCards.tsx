/** Count tiles per dashboard area: the areas we have words for first, others the server adds shown generically. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { formatBytes, formatNumber } from '../../../lib/format';
import { useDashboardStats } from '../api';
import { QueryState } from '../common/QueryState';
import {
  AREA_LABELS,
  STAT_LABELS,
  humanize,
  isByteStat,
  statGroups,
  type StatGroup,
} from './stats';

/** Colour only where it means something (and never on a zero): expired keys deserve attention. */
const ACCENT: Readonly<Record<string, string>> = {
  'apiKeys.active': 'text-green-700 dark:text-green-400',
  'apiKeys.expired': 'text-red-700 dark:text-red-400',
};

function GroupCard({ group }: { group: StatGroup }) {
  const { t, i18n } = useTranslation('admin');
  const areaKey = AREA_LABELS[group.area];
  return (
    <Card title={areaKey ? t(areaKey) : humanize(group.area)}>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-4">
        {group.entries.map((entry) => {
          const labelKey = STAT_LABELS[entry.name];
          const accent =
            (entry.value > 0 && ACCENT[`${group.area}.${entry.name}`]) ||
            'text-gray-900 dark:text-gray-100';
          return (
            <div key={entry.name}>
              <dt className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">
                {labelKey ? t(labelKey) : humanize(entry.name)}
              </dt>
              <dd className={`mt-1 text-2xl font-semibold ${accent}`}>
                {isByteStat(entry.name)
                  ? formatBytes(entry.value, i18n.language)
                  : formatNumber(entry.value, i18n.language)}
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
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {statGroups(stats).map((group) => (
            <GroupCard key={group.area} group={group} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
