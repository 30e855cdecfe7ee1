/** Per-cache entries, hits, misses and hit rate. */
import type { CacheStats } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatPercent, hitRate } from './stats';

const HEADERS = [
  'dashboard.cache.name',
  'dashboard.cache.entries',
  'dashboard.cache.hits',
  'dashboard.cache.misses',
  'dashboard.cache.hitRate',
] as const;

export function CacheTable({ stats }: { stats: CacheStats }) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm dark:divide-gray-700">
        <caption className="sr-only">{t('dashboard.cache.title')}</caption>
        <thead className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">
          <tr>
            {HEADERS.map((key, i) => (
              <th
                key={key}
                scope="col"
                className={`px-3 py-2 font-medium ${i > 0 ? 'text-right' : ''}`}
              >
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 text-gray-700 dark:divide-gray-700 dark:text-gray-300">
          {stats.caches.map((cache) => {
            const rate = hitRate(cache.hits, cache.misses);
            return (
              <tr key={cache.name}>
                <td className="px-3 py-2 font-mono text-xs">{cache.name}</td>
                <td className="px-3 py-2 text-right">{n(cache.entries)}</td>
                <td className="px-3 py-2 text-right">{n(cache.hits)}</td>
                <td className="px-3 py-2 text-right">{n(cache.misses)}</td>
                <td className="px-3 py-2 text-right">
                  {rate === null ? '—' : formatPercent(rate, i18n.language)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
