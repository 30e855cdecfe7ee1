/**
 * The mount explorer for someone allowed to browse: the folder named by the URL, shown in the
 * remembered view and order, with the entry menu and the preview named by `?preview=`.
 */
import { DEFAULT_BASIC_PATH, type FsItem } from '@cloudpaste/contracts';
import { useMemo, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { useFsListing } from './api';
import { ExplorerToolbar } from './ExplorerToolbar';
import { ItemContextMenu } from './ItemContextMenu';
import { Listing } from './Listing';
import { PreviewDialog } from './preview/PreviewDialog';
import { sortItems } from './sortItems';
import { useExplorerLocation } from './useExplorerLocation';
import { useSortOrder, useViewMode } from './useExplorerPrefs';
import type { Point } from './useLongPress';

export function Explorer() {
  const { apiKeyInfo } = useAuth();
  const basicPath = apiKeyInfo?.basic_path ?? DEFAULT_BASIC_PATH;
  const nav = useExplorerLocation();
  const query = useFsListing(nav.path);
  const [mode, setMode] = useViewMode();
  const [sort, setSort] = useSortOrder();
  // Remembers its folder, so a menu left open is not shown over another folder after Back.
  const [menu, setMenu] = useState<{ item: FsItem; point: Point; folder: string } | null>(null);
  const items = useMemo(() => sortItems(query.data?.items ?? [], sort), [query.data, sort]);

  return (
    <div className="space-y-4" data-testid="mount-explorer" data-path={nav.path}>
      <ExplorerToolbar
        path={nav.path}
        basicPath={basicPath}
        mode={mode}
        onModeChange={setMode}
        sort={sort}
        onSortChange={setSort}
        onRefresh={() => void query.refetch()}
        isRefreshing={query.isFetching}
      />
      <Listing
        query={query}
        items={items}
        mode={mode}
        sort={sort}
        onSort={setSort}
        basicPath={basicPath}
        path={nav.path}
        targetOf={nav.targetOf}
        onMenu={(item, point) => setMenu({ item, point, folder: nav.path })}
      />
      {nav.preview && (
        <PreviewDialog
          folder={nav.path}
          name={nav.preview}
          items={items}
          onShow={nav.showPreview}
          onClose={nav.closePreview}
        />
      )}
      {menu?.folder === nav.path && (
        <ItemContextMenu
          item={menu.item}
          point={menu.point}
          onOpen={nav.open}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  );
}
