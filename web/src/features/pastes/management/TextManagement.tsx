/** Text management screen body: search, the paged share list, selection and the dialogs it opens. */
import { PASTE_PAGE_SIZE, SEARCH_MIN_CHARS, type PasteRecord } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { Button } from '../../../components/Button';
import { ShareListFrame } from '../../../components/list/ShareListFrame';
import { useListControls } from '../../../components/list/useListControls';
import { usePasteList } from '../api';
import { ClearExpiredDialog } from './ClearExpiredDialog';
import { DeletePastesDialog } from './DeletePastesDialog';
import { PasteListEmpty } from './PasteListEmpty';
import { PasteTable } from './PasteTable';
import { PreviewDialog } from './PreviewDialog';
import { QrDialog } from './QrDialog';

/** At most one dialog is open at a time; this says which, and for which shares. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'delete'; pastes: readonly PasteRecord[]; isBatch: boolean }
  | { kind: 'clearExpired' }
  | { kind: 'qr'; paste: PasteRecord }
  | { kind: 'preview'; paste: PasteRecord };

export interface TextManagementProps {
  /**
   * The search the list opens with: `?q=` of a link to a share's entry (pasteManagementPath); the
   * share with that very slug is marked.
   */
  initialSearch?: string;
}

export function TextManagement({ initialSearch }: TextManagementProps) {
  const { t } = useTranslation('textManagement');
  const { isAdmin, authType } = useAuth();
  const controls = useListControls(initialSearch);
  const list = usePasteList({
    page: controls.page,
    limit: PASTE_PAGE_SIZE,
    search: controls.search || undefined,
  });
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
        idPrefix="paste"
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
        rows={list.data?.results}
        total={list.data?.pagination.total ?? 0}
        limit={PASTE_PAGE_SIZE}
        toolbarExtra={
          <Button
            variant="secondary"
            onClick={() => setDialog({ kind: 'clearExpired' })}
            data-testid="paste-clear-expired"
          >
            {t('toolbar.clearExpired')}
          </Button>
        }
        empty={<PasteListEmpty search={controls.search} />}
        onDeleteSelected={(pastes) => setDialog({ kind: 'delete', pastes, isBatch: true })}
      >
        {(pastes) => (
          <PasteTable
            pastes={pastes}
            now={new Date(list.dataUpdatedAt)}
            selected={controls.selected}
            currentSlug={initialSearch}
            isStale={list.isPlaceholderData}
            onToggle={controls.toggle}
            onPreview={(paste) => setDialog({ kind: 'preview', paste })}
            onQr={(paste) => setDialog({ kind: 'qr', paste })}
            onDelete={(paste) => setDialog({ kind: 'delete', pastes: [paste], isBatch: false })}
          />
        )}
      </ShareListFrame>
      {dialog.kind === 'delete' && (
        <DeletePastesDialog
          pastes={dialog.pastes}
          onClose={close}
          onDeleted={dialog.isBatch ? controls.clearSelection : () => {}}
        />
      )}
      {dialog.kind === 'clearExpired' && <ClearExpiredDialog onClose={close} />}
      {dialog.kind === 'qr' && <QrDialog paste={dialog.paste} onClose={close} />}
      {dialog.kind === 'preview' && <PreviewDialog paste={dialog.paste} onClose={close} />}
    </div>
  );
}
