/** File management screen body: search, the paged share list, selection and the dialogs it opens. */
import { FILE_PAGE_SIZE, type FileRecord } from '@cloudpaste/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { useFileList } from '../api';
import { fileShareUrl } from '../view/format';
import { QrCodeDialog } from '../view/QrCodeDialog';
import { DeleteFilesDialog } from './DeleteFilesDialog';
import { EditFileDialog } from './EditFileDialog';
import { FilePagination, pageCountOf } from './FilePagination';
import { FileTable } from './FileTable';
import { FileToolbar } from './FileToolbar';
import { ListEmpty, ListError, ListLoading } from './ListStatus';
import { SelectionBar } from './SelectionBar';
import { useFileListControls } from './useFileListControls';

/** At most one dialog is open at a time; this says which, and for which shares. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'delete'; files: readonly FileRecord[]; isBatch: boolean }
  | { kind: 'edit'; file: FileRecord }
  | { kind: 'qr'; file: FileRecord };

export function FileManagement() {
  const { t } = useTranslation('fileManagement');
  const { isAdmin } = useAuth();
  const controls = useFileListControls();
  const { page, search, goToPage } = controls;
  const list = useFileList({ page, search: search || undefined });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const files = list.data?.files ?? [];
  const total = list.data?.pagination.total ?? 0;
  const pages = pageCountOf(total, FILE_PAGE_SIZE);
  // Only ids on the page shown count, so a search or a deletion cannot leave hidden ones selected.
  const selectedHere = files.filter((file) => controls.selected.has(file.id));

  // Deleting the last shares of the last page leaves it empty: step back to the new last page.
  const isPastEnd = !list.isPlaceholderData && files.length === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (isPastEnd) goToPage(pages);
  }, [isPastEnd, pages, goToPage]);

  return (
    <div className="space-y-4">
      {!isAdmin && <p className="text-sm text-gray-600 dark:text-gray-400">{t('scope.key')}</p>}
      <FileToolbar
        search={controls.searchInput}
        onSearch={controls.setSearchInput}
        isRefreshing={list.isFetching && !list.isPending}
        onRefresh={() => void list.refetch()}
      />
      {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending ? (
        <ListLoading />
      ) : !list.data ? null : files.length === 0 ? (
        !isPastEnd && <ListEmpty search={search} />
      ) : (
        <>
          <SelectionBar
            selectedCount={selectedHere.length}
            pageCount={files.length}
            onSelectAll={(checked) =>
              controls.selectAll(
                files.map((file) => file.id),
                checked,
              )
            }
            onDeleteSelected={() =>
              setDialog({ kind: 'delete', files: selectedHere, isBatch: true })
            }
          />
          <FileTable
            files={files}
            now={new Date(list.dataUpdatedAt)}
            selected={controls.selected}
            isStale={list.isPlaceholderData}
            onToggle={controls.toggle}
            onEdit={(file) => setDialog({ kind: 'edit', file })}
            onQr={(file) => setDialog({ kind: 'qr', file })}
            onDelete={(file) => setDialog({ kind: 'delete', files: [file], isBatch: false })}
          />
          <FilePagination page={page} limit={FILE_PAGE_SIZE} total={total} onPage={goToPage} />
        </>
      )}
      {dialog.kind === 'delete' && (
        <DeleteFilesDialog
          files={dialog.files}
          onClose={close}
          onDeleted={dialog.isBatch ? controls.clearSelection : () => {}}
        />
      )}
      {dialog.kind === 'edit' && <EditFileDialog file={dialog.file} onClose={close} />}
      {dialog.kind === 'qr' && (
        <QrCodeDialog
          link={fileShareUrl(dialog.file.slug)}
          title={t('qr.title', { name: dialog.file.filename })}
          onClose={close}
        />
      )}
    </div>
  );
}
