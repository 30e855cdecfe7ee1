/**
 * Above the listing: where we are (breadcrumbs), what can be done here (upload, new folder: given
 * as `actions`) and how it is shown (sort, view mode, refresh). On a phone the controls keep to
 * two rows under the breadcrumbs: the write buttons and the sort show no words there
 * (e2e/specs/admin-layout.spec.ts measures it).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplorerBreadcrumbs } from './ExplorerBreadcrumbs';
import { SortControl } from './SortControl';
import type { SortOrder } from './sortItems';
import type { ViewMode } from './useExplorerPrefs';
import { ToolButton } from './ToolButton';
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
  /** Search and the basket, beside the view controls. */
  tools?: ReactNode;
}

export function ExplorerToolbar(props: ExplorerToolbarProps) {
  const { t } = useTranslation('explorer');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ExplorerBreadcrumbs path={props.path} basicPath={props.basicPath} />
      <div className="flex flex-wrap items-center gap-2">
        {props.actions}
        {props.tools}
        <SortControl sort={props.sort} onChange={props.onSortChange} />
        <ViewModeToggle mode={props.mode} onChange={props.onModeChange} />
        <ToolButton
          glyph="refresh"
          label={t('toolbar.refresh')}
          onClick={props.onRefresh}
          disabled={props.isRefreshing}
          isSpinning={props.isRefreshing}
          testId="explorer-refresh"
        />
      </div>
    </div>
  );
}
