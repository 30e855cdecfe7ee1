/** The explorer's remembered preferences: view mode (list, grid, gallery) and sort order. */
import { useMemo } from 'react';
import { DEFAULT_SORT, SORT_KEYS, sortFromString, sortToString, type SortOrder } from './sortItems';
import { useStoredChoice } from './useStoredChoice';

export const VIEW_MODES = ['list', 'grid', 'gallery'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const VIEW_MODE_STORAGE_KEY = 'mountExplorerViewMode';
export const SORT_STORAGE_KEY = 'mountExplorerSort';

const SORT_CHOICES = SORT_KEYS.flatMap((key) => [`${key}-asc`, `${key}-desc`]);

export function useViewMode() {
  return useStoredChoice<ViewMode>(VIEW_MODE_STORAGE_KEY, VIEW_MODES, 'list');
}

export function useSortOrder(): [SortOrder, (order: SortOrder) => void] {
  const [stored, setStored] = useStoredChoice(
    SORT_STORAGE_KEY,
    SORT_CHOICES,
    sortToString(DEFAULT_SORT),
  );
  const order = useMemo(() => sortFromString(stored), [stored]);
  return [order, (next) => setStored(sortToString(next))];
}
