/** Listing order: folders always before files, each group by the chosen column, ties by name. */
import type { FsItem } from '@cloudpaste/contracts';

export const SORT_KEYS = ['name', 'size', 'modified'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortOrder = { key: 'name', direction: 'asc' };

// Numeric collation so "file10" follows "file9", as people expect from a file manager.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const byName = (a: FsItem, b: FsItem) =>
  collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function timeOf(item: FsItem): number {
  const time = item.modified ? Date.parse(item.modified) : Number.NaN;
  // Unknown times sort as the oldest, so they gather at one end instead of scattering.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function compareBy(key: SortKey, a: FsItem, b: FsItem): number {
  if (key === 'size') return a.size - b.size;
  if (key === 'modified') {
    const [x, y] = [timeOf(a), timeOf(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return byName(a, b);
}

export function sortItems(items: readonly FsItem[], order: SortOrder): FsItem[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (a.isDirectory !== b.isDirectory) return a.isDirectory ? -1 : 1;
    return sign * compareBy(order.key, a, b) || byName(a, b);
  });
}

/** The order as one stored string ("size-desc"), and back; anything unknown is the default. */
export function sortToString(order: SortOrder): string {
  return `${order.key}-${order.direction}`;
}

export function sortFromString(value: string | null): SortOrder {
  const [key, direction] = (value ?? '').split('-');
  const isKey = (SORT_KEYS as readonly string[]).includes(key ?? '');
  const isDirection = direction === 'asc' || direction === 'desc';
  return isKey && isDirection ? { key: key as SortKey, direction } : DEFAULT_SORT;
}

/** Clicking the current column flips it; another column starts ascending (newest first for dates). */
export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'modified' ? 'desc' : 'asc' };
}
