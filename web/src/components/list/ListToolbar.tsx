/** Above a share list: the search box (with a hint while the term is too short) and refresh. */
import { SEARCH_MIN_CHARS } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';

export interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** Prefix of the search field's id and of the test id `{prefix}-refresh`. */
  idPrefix: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown only while a too-short term is typed; otherwise it would be noise. */
  searchHint: string;
  refreshLabel: string;
  /** More buttons beside refresh. */
  children?: ReactNode;
}

export function ListToolbar({
  search,
  onSearch,
  isRefreshing,
  onRefresh,
  idPrefix,
  searchLabel,
  searchPlaceholder,
  searchHint,
  refreshLabel,
  children,
}: ListToolbarProps) {
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_CHARS;
  const refresh = (
    <Button
      variant="secondary"
      onClick={onRefresh}
      loading={isRefreshing}
      data-testid={`${idPrefix}-refresh`}
    >
      {refreshLabel}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <TextField
        id={`${idPrefix}-search`}
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        hint={tooShort ? searchHint : undefined}
        autoComplete="off"
        className="w-full sm:w-72"
      />
      {children ? (
        <div className="flex flex-wrap items-center gap-2">
          {refresh}
          {children}
        </div>
      ) : (
        refresh
      )}
    </div>
  );
}
