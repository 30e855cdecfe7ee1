/** Turns the open-ended dashboard stats answer into labelled groups of numbers. */
import type { DashboardStats } from '@cloudpaste/contracts';
import { dateFormat, formatNumber } from '../../../lib/format';

export interface StatEntry {
  name: string;
  value: number;
}

export interface StatGroup {
  area: string;
  entries: StatEntry[];
}

/** Areas and counts we have words for, in display order; anything else the server adds is shown humanised. */
export const AREA_LABELS: Readonly<Record<string, string>> = {
  pastes: 'dashboard.areas.pastes',
  files: 'dashboard.areas.files',
  apiKeys: 'dashboard.areas.apiKeys',
  mounts: 'dashboard.areas.mounts',
  storageConfigs: 'dashboard.areas.storageConfigs',
};

export const STAT_LABELS: Readonly<Record<string, string>> = {
  total: 'dashboard.stats.total',
  active: 'dashboard.stats.active',
  expired: 'dashboard.stats.expired',
  totalSize: 'dashboard.stats.totalSize',
  public: 'dashboard.stats.public',
};

/** Counts named like `totalSize` or `used_bytes` are byte sizes. */
export function isByteStat(name: string): boolean {
  return /(size|bytes)$/i.test(name);
}

/** "totalSize" or "total_size" -> "Total size": a readable fallback for names we have no words for. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The count groups of the answer: known areas first (in AREA_LABELS order), then any other group
 * of numbers a newer server sends, as sent; lists (storage, activity) and non-finite numbers are left out.
 */
export function statGroups(stats: DashboardStats): StatGroup[] {
  const answer: Record<string, unknown> = { ...stats };
  const known = Object.keys(AREA_LABELS);
  const areas = [
    ...known.filter((a) => a in answer),
    ...Object.keys(answer).filter((a) => !known.includes(a)),
  ];
  return areas.flatMap((area) => {
    const value = answer[area];
    // Sign-ins have a card of their own (SignInAlertsCard): a warning, not a count of records.
    if (area === 'signIns' || !isRecord(value)) return [];
    const entries = Object.entries(value)
      .filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]))
      .map(([name, n]) => ({ name, value: n }));
    return entries.length > 0 ? [{ area, entries }] : [];
  });
}

/**
 * Percent of a storage's capacity in use; null when it has none (unlimited). A capacity of 0
 * leaves no room at all, so it reads as full.
 */
export function usagePercent(usedBytes: number, totalBytes: number | null): number | null {
  if (totalBytes === null) return null;
  return totalBytes > 0 ? (usedBytes / totalBytes) * 100 : 100;
}

/** From this share of the capacity on, a storage's bar turns red. */
export const NEARLY_FULL_PERCENT = 90;

/**
 * The y-axis ticks of the activity chart: whole numbers from 0, at most six of them, the last at
 * or above `max` (so the tallest bar never touches the top unlabelled).
 */
export function countTicks(max: number): number[] {
  const top = Math.max(max, 1);
  // The smallest of 1, 2, 5, 10, 20, 50 ... that covers `top` in five steps.
  let magnitude = 1;
  while (magnitude * 5 * 5 < top) magnitude *= 10;
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s * 5 >= top) ?? magnitude * 10;
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

const DAY_STYLES = {
  day: { day: 'numeric' },
  short: { month: 'short', day: 'numeric' },
  long: { weekday: 'short', month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A UTC day (`2026-03-04`) in the reader's language: `4` (day), `Mar 4` (short) or `Wed, Mar 4` (long). */
export function formatDay(
  date: string,
  locale: string,
  style: keyof typeof DAY_STYLES = 'short',
): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateFormat(locale, { ...DAY_STYLES[style], timeZone: 'UTC' }).format(day);
}

/** 0.755 -> "75.5%" in the reader's language. */
export function formatPercent(fraction: number, locale: string): string {
  return formatNumber(fraction, locale, { style: 'percent', maximumFractionDigits: 1 });
}

/** Share of lookups answered from the cache; null before the first lookup. */
export function hitRate(hits: number, misses: number): number | null {
  const total = hits + misses;
  return total > 0 ? hits / total : null;
}
