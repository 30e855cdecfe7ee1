/** Text management screen body: search, the paged share list, selection and the dialogs it opens. */
import { PASTE_PAGE_SIZE, type PasteRecord } from '@cloudpaste/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { usePasteList } from '../api';
import { ClearExpiredDialog } from './ClearExpiredDialog';
import { DeletePastesDialog } from './DeletePastesDialog';
import { ListError, ListLoading } from './ListStatus';
import { PasteListEmpty } from './PasteListEmpty';
import { pageCountOf, PastePagination } from './PastePagination';
import { PasteTable } from './PasteTable';
import { PasteToolbar } from './PasteToolbar';
import { QrDialog } from './QrDialog';
import { SelectionBar } from './SelectionBar';
import { usePasteListControls } from './usePasteListControls';

/** At most one dialog is open at a time; this says which, and for which shares. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'delete'; pastes: readonly PasteRecord[]; isBatch: boolean }
  | { kind: 'clearExpired' }
  | { kind: 'qr'; paste: PasteRecord };

export function TextManagement() {
  const { t } = useTranslation('textManagement');
  const { isAdmin } = useAuth();
  const controls = usePasteListControls();
  const { page, search, goToPage } = controls;
  const list = usePasteList({ page, limit: PASTE_PAGE_SIZE, search: search || undefined });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const results = list.data?.results ?? [];
  const total = list.data?.pagination.total ?? 0;
  const pages = pageCountOf(total, PASTE_PAGE_SIZE);
  // Only ids on the page shown count, so a search or a deletion cannot leave hidden ones selected.
  const selectedHere = results.filter((paste) => controls.selected.has(paste.id));

  // Deleting the last shares of the last page leaves it empty: step back to the new last page.
  const isPastEnd = !list.isPlaceholderData && results.length === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (isPastEnd) goToPage(pages);
  }, [isPastEnd, pages, goToPage]);

  return (
    <div className="space-y-4">
      {!isAdmin && <p className="text-sm text-gray-600 dark:text-gray-400">{t('scope.key')}</p>}
      <PasteToolbar
        search={controls.searchInput}
        onSearch={controls.setSearchInput}
        isRefreshing={list.isFetching && !list.isPending}
        onRefresh={() => void list.refetch()}
        onClearExpired={() => setDialog({ kind: 'clearExpired' })}
      />
      {/* A failed refresh keeps the rows it had, with the error above them. */}
      {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending ? (
        <ListLoading />
      ) : !list.data ? null : results.length === 0 ? (
        !isPastEnd && <PasteListEmpty search={search} />
      ) : (
        <>
          <SelectionBar
            selectedCount={selectedHere.length}
            pageCount={results.length}
            onSelectAll={(checked) =>
              controls.selectAll(
                results.map((paste) => paste.id),
                checked,
              )
            }
            onDeleteSelected={() =>
              setDialog({ kind: 'delete', pastes: selectedHere, isBatch: true })
            }
          />
          <PasteTable
            pastes={results}
            now={new Date(list.dataUpdatedAt)}
            selected={controls.selected}
            isStale={list.isPlaceholderData}
            onToggle={controls.toggle}
            onQr={(paste) => setDialog({ kind: 'qr', paste })}
            onDelete={(paste) => setDialog({ kind: 'delete', pastes: [paste], isBatch: false })}
          />
          <PastePagination page={page} limit={PASTE_PAGE_SIZE} total={total} onPage={goToPage} />
        </>
      )}
      {dialog.kind === 'delete' && (
        <DeletePastesDialog
          pastes={dialog.pastes}
          onClose={close}
          onDeleted={dialog.isBatch ? controls.clearSelection : () => {}}
        />
      )}
      {dialog.kind === 'clearExpired' && <ClearExpiredDialog onClose={close} />}
      {dialog.kind === 'qr' && <QrDialog paste={dialog.paste} onClose={close} />}
    </div>
  );
}
