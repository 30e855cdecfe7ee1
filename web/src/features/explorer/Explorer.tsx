/**
 * The mount explorer for someone allowed to browse: the folder named by the URL, shown in the
 * remembered view and order, with the entry menu and the preview named by `?preview=`; and, as
 * the user's permissions allow, selection, uploads (picker, drop, paste), new folder, rename,
 * copy, move, delete and share, with long work shown in the tasks panel; search, and the file
 * basket downloaded as one zip.
 */
import { DEFAULT_BASIC_PATH, type FsItem } from '@cloudpaste/contracts';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePastedFiles } from '../../components/usePastedFiles';
import { useAuth } from '../../auth/useAuth';
import { ExplorerDialogs } from './actions/ExplorerDialogs';
import { FolderActions } from './actions/FolderActions';
import { FolderContextMenu } from './actions/FolderContextMenu';
import { useExplorerActions } from './actions/useExplorerActions';
import { canSelect } from './actions/writeRules';
import { useFolderPlace, useFsListing } from './api';
import { BasketButton } from './basket/BasketButton';
import { BasketDialog } from './basket/BasketDialog';
import { useBasket } from './basket/useBasket';
import { SearchDialog } from './search/SearchDialog';
import { ExplorerToolbar } from './ExplorerToolbar';
import { ItemContextMenu } from './ItemContextMenu';
import { Listing } from './Listing';
import { PreviewDialog } from './preview/PreviewDialog';
import { SelectionToolbar } from './selection/SelectionToolbar';
import { useListingKeys } from './selection/useListingKeys';
import { useSelection } from './selection/useSelection';
import { sortItems } from './sortItems';
import { TasksPanel } from './tasks/TasksPanel';
import { ToolButton } from './ToolButton';
import { useTaskStore } from './tasks/useTaskStore';
import { DropArea } from './upload/DropArea';
import { useExplorerLocation, type ExplorerLocation } from './useExplorerLocation';
import { useSortOrder, useViewMode } from './useExplorerPrefs';
import type { Point } from './useLongPress';
import { ITEM_SELECTOR } from './useRovingFocus';

export function Explorer() {
  const nav = useExplorerLocation();
  // The listing arrives through the query cache's store, whose updates React renders at once in
  // one task; deferred, the folder renders in slices the browser can interleave.
  const query = useDeferredValue(useFsListing(nav.path));
  return <ExplorerView nav={nav} query={query} />;
}

const ExplorerView = memo(function ExplorerView({
  nav,
  query,
}: {
  nav: ExplorerLocation;
  query: ReturnType<typeof useFsListing>;
}) {
  const { apiKeyInfo } = useAuth();
  const basicPath = apiKeyInfo?.basic_path ?? DEFAULT_BASIC_PATH;
  const [mode, setMode] = useViewMode();
  const [sort, setSort] = useSortOrder();
  // Remembers its folder, so a menu left open is not shown over another folder after Back.
  const [menu, setMenu] = useState<{ item: FsItem; point: Point; folder: string } | null>(null);
  const [folderMenu, setFolderMenu] = useState<{ point: Point; folder: string } | null>(null);
  const [panel, setPanel] = useState<'basket' | 'search' | null>(null);
  const basket = useBasket();
  const { t } = useTranslation('explorer');
  const items = useMemo(() => sortItems(query.data?.items ?? [], sort), [query.data, sort]);
  const selection = useSelection(items, nav.path);
  const { store, tasks } = useTaskStore();
  // While its listing loads, a folder inside a mount already shown is in that mount, so the
  // toolbar's writes stay; a folder that may lie above the mounts has nothing to write until the
  // listing says otherwise.
  const place = useFolderPlace(nav.path, query.data);
  const here = {
    path: nav.path,
    isVirtual: place?.isVirtual ?? true,
    mountId: place?.mount_id ?? null,
  };
  const actions = useExplorerActions(here, store, selection);
  const selectable = canSelect(actions.rights) ? selection : null;
  const onListingKey = useListingKeys(items, selectable, actions);
  const uploadFiles = (files: File[]) =>
    actions.upload({ entries: files.map((file) => ({ file, dir: '' })) });
  // A paste into an open dialog or the text editor is not an upload.
  usePastedFiles(uploadFiles, actions.rights.upload && !nav.preview && !actions.dialog);

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
        actions={
          actions.rights.upload && (
            <FolderActions onFiles={uploadFiles} onNewFolder={actions.newFolder} />
          )
        }
        tools={
          <>
            <ToolButton
              glyph="search"
              label={t('search.open')}
              onClick={() => setPanel('search')}
              testId="search-open"
            />
            <BasketButton count={basket.items.length} onOpen={() => setPanel('basket')} />
          </>
        }
      />
      {selectable && (
        <SelectionToolbar
          selection={selectable}
          total={items.length}
          rights={actions.rights}
          onRename={actions.rename}
          onShare={actions.share}
          onDelete={actions.remove}
          onCopy={actions.copyTo}
          onMove={actions.moveTo}
          onBasket={actions.addToBasket}
          onDownload={actions.downloadZip}
        />
      )}
      <DropArea folder={nav.path} isEnabled={actions.rights.upload} onDrop={actions.upload}>
        <div
          onKeyDown={onListingKey}
          onContextMenu={(event) => {
            // Entries open their own menu; beside them, the folder's.
            if ((event.target as HTMLElement).closest(ITEM_SELECTOR)) return;
            event.preventDefault();
            setFolderMenu({ point: { x: event.clientX, y: event.clientY }, folder: nav.path });
          }}
        >
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
            selection={selectable}
          />
        </div>
      </DropArea>
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
          actions={actions}
          selection={selection}
          onOpen={nav.open}
          onClose={() => setMenu(null)}
        />
      )}
      {folderMenu?.folder === nav.path && (
        <FolderContextMenu
          folder={nav.path}
          point={folderMenu.point}
          onNewFolder={actions.rights.upload ? actions.newFolder : null}
          onSelectAll={selectable && items.length > 0 ? selectable.selectAll : null}
          onClose={() => setFolderMenu(null)}
        />
      )}
      <ExplorerDialogs
        dialog={actions.dialog}
        onDelete={actions.startDelete}
        onCopy={actions.startCopy}
        onClose={actions.closeDialog}
      />
      {panel === 'basket' && (
        <BasketDialog
          items={basket.items}
          onRemove={(path) => basket.store.remove([path])}
          onClear={() => basket.store.clear()}
          onDownload={() => {
            actions.startArchive({ entries: basket.items, folder: t('basket.title') });
            setPanel(null);
          }}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'search' && (
        <SearchDialog
          folder={nav.path}
          mountId={here.mountId}
          onOpen={(item) => {
            setPanel(null);
            nav.reveal(item);
          }}
          onClose={() => setPanel(null)}
        />
      )}
      <TasksPanel
        tasks={tasks}
        onCancel={(id) => store.cancel(id)}
        onClearFinished={() => store.clearFinished()}
      />
    </div>
  );
});
