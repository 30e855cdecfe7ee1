/**
 * Above the listing: where we are (breadcrumbs), what can be done here (upload, new folder: given
 * as `actions`) and how it is shown (sort, view mode, refresh).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import { ExplorerBreadcrumbs } from './ExplorerBreadcrumbs';
import { Glyph } from './Glyph';
import { SortControl } from './SortControl';
import type { SortOrder } from './sortItems';
import type { ViewMode } from './useExplorerPrefs';
import { ViewModeToggle } from './ViewModeToggle';

export interface ExplorerToolbarProps {
  path: string;
  basicPath: string;
  mode: ViewMode;
  onModeChange: (mode: ViewMode) => void;
  sort: SortOrder;
  onSortChange: (order: SortOrder) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** Write actions the user may take in this folder. */
  actions?: ReactNode;
}

export function ExplorerToolbar(props: ExplorerToolbarProps) {
  const { t } = useTranslation('explorer');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ExplorerBreadcrumbs path={props.path} basicPath={props.basicPath} />
      <div className="flex flex-wrap items-center gap-2">
        {props.actions}
        <SortControl sort={props.sort} onChange={props.onSortChange} />
        <ViewModeToggle mode={props.mode} onChange={props.onModeChange} />
        <button
          type="button"
          onClick={props.onRefresh}
          disabled={props.isRefreshing}
          title={t('toolbar.refresh')}
          data-testid="explorer-refresh"
          className={`rounded-md border border-gray-300 bg-white p-1.5 text-gray-700 hover:bg-gray-50 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 ${focusRing}`}
        >
          <Glyph name="refresh" className={`h-4 w-4 ${props.isRefreshing ? 'animate-spin' : ''}`} />
          <span className="sr-only">{t('toolbar.refresh')}</span>
        </button>
      </div>
    </div>
  );
}
