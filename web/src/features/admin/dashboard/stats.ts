/** Turns the open-ended dashboard stats answer into labelled groups of numbers. */
import type { DashboardStats } from '@cloudpaste/contracts';

export interface StatEntry {
  name: string;
  value: number;
}

export interface StatGroup {
  area: string;
  entries: StatEntry[];
}

/** Areas and counts we have words for; anything else the server adds is shown humanised. */
export const AREA_LABELS: Readonly<Record<string, string>> = {
  apiKeys: 'dashboard.areas.apiKeys',
};

export const STAT_LABELS: Readonly<Record<string, string>> = {
  total: 'dashboard.stats.total',
  active: 'dashboard.stats.active',
  expired: 'dashboard.stats.expired',
};

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

/** Known areas first (in AREA_LABELS order), then the rest as sent; only finite numbers are kept. */
export function statGroups(stats: DashboardStats): StatGroup[] {
  const known = Object.keys(AREA_LABELS);
  const areas = [
    ...known.filter((a) => a in stats),
    ...Object.keys(stats).filter((a) => !known.includes(a)),
  ];
  return areas.flatMap((area) => {
    const value: unknown = stats[area];
    if (!isRecord(value)) return [];
    const entries = Object.entries(value)
      .filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]))
      .map(([name, n]) => ({ name, value: n }));
    return entries.length > 0 ? [{ area, entries }] : [];
  });
}

/** Share of lookups answered from the cache; null before the first lookup. */
export function hitRate(hits: number, misses: number): number | null {
  const total = hits + misses;
  return total > 0 ? hits / total : null;
}
