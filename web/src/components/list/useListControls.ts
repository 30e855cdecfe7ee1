/**
 * State of a paged, searchable share list: the typed search, the debounced term sent to the
 * server, the page and the selected ids. A new search term starts again at page 1 without an
 * effect: the page is remembered together with the term it belongs to.
 */
import { SEARCH_MIN_CHARS } from '@cloudpaste/contracts';
import { useCallback, useState } from 'react';
import { useDebouncedValue } from '../useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

/** `initialSearch`: a term the list opens with (a link to one share's entry), applied at once. */
export function useListControls(initialSearch = '') {
  const [searchInput, setSearchInput] = useState(initialSearch);
  const settled = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // A keyword under two characters is no search at all.
  const search = settled.length >= SEARCH_MIN_CHARS ? settled : '';
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const goToPage = useCallback(
    (next: number) => {
      setPaging({ search, page: Math.max(1, next) });
      // A selection the user can no longer see must not be deleted by accident.
      setSelected(new Set());
    },
    [search],
  );

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const selectAll = useCallback((ids: readonly string[], checked: boolean) => {
    setSelected(checked ? new Set(ids) : new Set());
  }, []);

  const clearSelection = useCallback(() => setSelected(new Set()), []);

  return {
    searchInput,
    setSearchInput,
    search,
    page,
    goToPage,
    selected,
    toggle,
    selectAll,
    clearSelection,
  };
}

export type ListControls = ReturnType<typeof useListControls>;
