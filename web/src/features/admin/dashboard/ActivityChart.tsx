/**
 * Text and file shares created on each of the last 7 days: a legend with the totals (or the hovered
 * day's numbers), the bars (uPlot, loaded on demand) and the same numbers as a table for screen readers.
 */
import type { DailyActivity } from '@cloudpaste/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { lazyPart } from '../../../components/lazyPart';
import { useDarkMode } from '../../../components/markdown/useDarkMode';
import { formatNumber } from '../../../lib/format';
import { useDashboardStats } from '../api';
import { QueryState } from '../common/QueryState';
import type { PlotSeries } from './ActivityPlot';
import { ActivityTable } from './ActivityTable';
import { formatDay } from './stats';

/**
 * A chunk that fails to load (offline, a new deployment) costs the picture, not the page, and is
 * fetched again when the network returns.
 */
const ActivityPlot = lazyPart(() => import('./ActivityPlot').then((module) => module.default), {
  loading: <LoadingBlock />,
  unavailable: <PlotUnavailable />,
});

function PlotUnavailable() {
  const { t } = useTranslation('admin');
  return (
    <p className="py-10 text-center text-sm text-gray-500 dark:text-gray-400">
      {t('dashboard.activity.unavailable')}
    </p>
  );
}

/** Series colours, for light and dark mode (Tailwind blue-600/400 and emerald-600/400). */
const SERIES = [
  { key: 'pastes', label: 'dashboard.activity.pastes', light: '#2563eb', dark: '#60a5fa' },
  { key: 'files', label: 'dashboard.activity.files', light: '#059669', dark: '#34d399' },
] as const;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function ActivityBody({ days }: { days: DailyActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const dark = useDarkMode();
  const [hovered, setHovered] = useState<number | null>(null);
  const labels = useMemo(
    () => ({
      short: days.map((d) => formatDay(d.date, locale)),
      narrow: days.map((d) => formatDay(d.date, locale, 'day')),
    }),
    [days, locale],
  );
  const series = useMemo(() => {
    const make = ({ key, label, ...colors }: (typeof SERIES)[number]): PlotSeries => ({
      label: t(label),
      values: days.map((d) => d[key]),
      color: dark ? colors.dark : colors.light,
    });
    return [make(SERIES[0]), make(SERIES[1])] as [PlotSeries, PlotSeries];
  }, [days, dark, t]);
  const formatCount = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const day = hovered === null ? undefined : days[hovered];
  const isEmpty = days.every((d) => d.pastes === 0 && d.files === 0);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-gray-600 dark:text-gray-400">
          {day ? formatDay(day.date, locale, 'long') : t('dashboard.activity.totals')}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: s.color }}
              />
              <span className="text-gray-700 dark:text-gray-300">{s.label}</span>
              <strong className="font-semibold text-gray-900 dark:text-gray-100">
                {formatCount(hovered === null ? sum(s.values) : (s.values[hovered] ?? 0))}
              </strong>
            </li>
          ))}
        </ul>
      </div>
      {isEmpty ? (
        <p className="py-10 text-center text-sm text-gray-500 dark:text-gray-400">
          {t('dashboard.activity.empty')}
        </p>
      ) : (
        <div aria-hidden="true" onMouseLeave={() => setHovered(null)}>
          <ActivityPlot
            labels={labels}
            series={series}
            dark={dark}
            formatCount={formatCount}
            onHover={setHovered}
          />
        </div>
      )}
      <ActivityTable days={days} />
    </div>
  );
}

export function ActivityChart() {
  const { t } = useTranslation('admin');
  const query = useDashboardStats();
  return (
    <Card title={t('dashboard.activity.title')}>
      <QueryState query={query}>{(stats) => <ActivityBody days={stats.activity} />}</QueryState>
    </Card>
  );
}
