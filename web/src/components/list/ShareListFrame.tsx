/**
 * The body every paged share list has (text and file management): search and refresh, the load
 * error, then loading, empty or the rows with "select all", batch delete and the page controls.
 * The screen supplies its words, its rows' table and what "empty" says.
 */
import type { ReactNode } from 'react';
import { errorText } from '../../lib/errorText';
import { LoadError } from '../LoadError';
import { LoadingBlock } from '../LoadingBlock';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { SelectionBar } from './SelectionBar';
import type { ListControls } from './useListControls';
import { usePastEndStepBack } from './usePastEndStepBack';

/** The screen's own words for the parts every list has, already translated. */
export interface ShareListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  searchHint: string;
  refresh: string;
  loadFailed: string;
  selectAll: string;
  deleteSelected: (count: number) => string;
  pagination: string;
}

/** What the frame reads of the list's query. */
export interface ShareListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ShareListFrameProps<T extends { id: string }> {
  /** Prefix of the ids and test ids (`file`, `paste`). */
  idPrefix: string;
  texts: ShareListTexts;
  controls: ListControls;
  query: ShareListQuery;
  /** The page's rows; undefined until the first answer. */
  rows: readonly T[] | undefined;
  total: number;
  limit: number;
  /** More buttons beside refresh. */
  toolbarExtra?: ReactNode;
  /** What shows when the page has no rows. */
  empty: ReactNode;
  onDeleteSelected: (rows: readonly T[]) => void;
  /** The rows' table. */
  children: (rows: readonly T[]) => ReactNode;
}

export function ShareListFrame<T extends { id: string }>({
  idPrefix,
  texts,
  controls,
  query,
  rows,
  total,
  limit,
  toolbarExtra,
  empty,
  onDeleteSelected,
  children,
}: ShareListFrameProps<T>) {
  const { page, goToPage } = controls;
  const { isPastEnd } = usePastEndStepBack({
    page,
    limit,
    total,
    shownCount: rows?.length ?? 0,
    isPlaceholderData: query.isPlaceholderData,
    goToPage,
  });
  // Only ids on the page shown count, so a search or a deletion cannot leave hidden ones selected.
  const selectedHere = (rows ?? []).filter((row) => controls.selected.has(row.id));

  return (
    <>
      <ListToolbar
        idPrefix={idPrefix}
        search={controls.searchInput}
        onSearch={controls.setSearchInput}
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        searchHint={texts.searchHint}
        isRefreshing={query.isFetching && !query.isPending}
        onRefresh={() => void query.refetch()}
        refreshLabel={texts.refresh}
      >
        {toolbarExtra}
      </ListToolbar>
      {/* A failed refresh keeps the rows it had, with the error above them. */}
      {query.isError && (
        <LoadError
          message={errorText(query.error, texts.loadFailed)}
          onRetry={() => void query.refetch()}
          testId={`${idPrefix}-list-error`}
        />
      )}
      {query.isPending ? (
        <LoadingBlock testId={`${idPrefix}-list-loading`} />
      ) : !rows ? null : rows.length === 0 ? (
        !isPastEnd && empty
      ) : (
        <>
          <SelectionBar
            selectedCount={selectedHere.length}
            pageCount={rows.length}
            onSelectAll={(checked) =>
              controls.selectAll(
                rows.map((row) => row.id),
                checked,
              )
            }
            onDeleteSelected={() => onDeleteSelected(selectedHere)}
            selectAllLabel={texts.selectAll}
            deleteLabel={texts.deleteSelected(selectedHere.length)}
            testIdPrefix={idPrefix}
          />
          {children(rows)}
          <ListPagination
            page={page}
            limit={limit}
            total={total}
            onPage={goToPage}
            label={texts.pagination}
            testIdPrefix={idPrefix}
          />
        </>
      )}
    </>
  );
}
