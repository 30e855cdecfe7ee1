/** File management screen body: search, the paged share list, selection and the dialogs it opens. */
import { FILE_PAGE_SIZE, SEARCH_MIN_CHARS, type FileRecord } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { ShareListFrame } from '../../../components/list/ShareListFrame';
import { useListControls } from '../../../components/list/useListControls';
import { fileShareUrl } from '../../../lib/shareLinks';
import { useFileList } from '../api';
import { FileQrDialog } from '../view/FileQrDialog';
import { DeleteFilesDialog } from './DeleteFilesDialog';
import { EditFileDialog } from './EditFileDialog';
import { FileListEmpty } from './FileListEmpty';
import { FileTable } from './FileTable';

/** At most one dialog is open at a time; this says which, and for which shares. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'delete'; files: readonly FileRecord[]; isBatch: boolean }
  | { kind: 'edit'; file: FileRecord }
  | { kind: 'qr'; file: FileRecord };

export function FileManagement() {
  const { t } = useTranslation('fileManagement');
  const { isAdmin, authType } = useAuth();
  const controls = useListControls();
  const list = useFileList({ page: controls.page, search: controls.search || undefined });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <div className="space-y-4">
      {!isAdmin && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(authType === 'user' ? 'scope.user' : 'scope.key')}
        </p>
      )}
      <ShareListFrame
        idPrefix="file"
        texts={{
          searchLabel: t('search.label'),
          searchPlaceholder: t('search.placeholder'),
          searchHint: t('search.hint', { count: SEARCH_MIN_CHARS }),
          refresh: t('toolbar.refresh'),
          loadFailed: t('list.loadFailed'),
          selectAll: t('table.selectAll'),
          deleteSelected: (count) => t('toolbar.deleteSelected', { count }),
          pagination: t('pagination.label'),
        }}
        controls={controls}
        query={list}
        rows={list.data?.files}
        total={list.data?.pagination.total ?? 0}
        limit={FILE_PAGE_SIZE}
        empty={<FileListEmpty search={controls.search} />}
        onDeleteSelected={(files) => setDialog({ kind: 'delete', files, isBatch: true })}
      >
        {(files) => (
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
        )}
      </ShareListFrame>
      {dialog.kind === 'delete' && (
        <DeleteFilesDialog
          files={dialog.files}
          onClose={close}
          onDeleted={dialog.isBatch ? controls.clearSelection : () => {}}
        />
      )}
      {dialog.kind === 'edit' && <EditFileDialog file={dialog.file} onClose={close} />}
      {dialog.kind === 'qr' && (
        <FileQrDialog
          link={fileShareUrl(dialog.file.slug)}
          slug={dialog.file.slug}
          title={t('qr.title', { name: dialog.file.filename })}
          onClose={close}
        />
      )}
    </div>
  );
}
