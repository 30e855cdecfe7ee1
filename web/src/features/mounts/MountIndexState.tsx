/**
 * A mount's search index as the admin sees it in the mount list: being built (with how many
 * objects so far), built (how long ago), or not built yet. docs/product/mounts-and-explorer.md.
 */
import type { MountIndexState as IndexState } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, relativeTimeFormat } from '../../lib/format';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago", "yesterday": the largest whole unit since `iso` (seconds under a minute). */
export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS)
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(-Math.max(1, Math.floor(elapsed / 1000)), 'second');
}

export function MountIndexState({ index }: { index: IndexState | undefined }) {
  const { t, i18n } = useTranslation('mounts');
  if (!index) return null;
  const locale = i18n.language;
  const text =
    index.state === 'building'
      ? t('index.building', { count: index.indexed, indexed: formatNumber(index.indexed, locale) })
      : index.state === 'ready' && index.indexedAt
        ? t('index.ready', { ago: timeAgo(index.indexedAt, locale) })
        : t('index.none');
  return (
    <span
      data-testid="mount-index-state"
      data-state={index.state}
      className={`text-xs ${index.state === 'building' ? 'text-amber-700 dark:text-amber-300' : 'text-gray-500 dark:text-gray-400'}`}
    >
      {text}
    </span>
  );
}
