/** The mount management screen: the list of mounts, its states, and the add/edit/delete dialogs. */
import type { Mount } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { errorText } from '../../lib/errorText';
import { useMounts } from './api';
import { DeleteMountDialog } from './DeleteMountDialog';
import { MountDialog } from './MountDialog';
import { MountTable } from './MountTable';

/** At most one dialog is open at a time; this says which, and for which mount. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; mount: Mount }
  | { kind: 'delete'; mount: Mount };

export function MountManagement() {
  const { t } = useTranslation('mounts');
  const mounts = useMounts();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const openCreate = () => setDialog({ kind: 'create' });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {mounts.data ? t('list.count', { count: mounts.data.length }) : ''}
        </p>
        <Button onClick={openCreate} data-testid="add-mount-button">
          {t('actions.add')}
        </Button>
      </div>
      {mounts.isPending ? (
        <LoadingBlock />
      ) : mounts.isError ? (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorText(mounts.error, t('list.loadFailed'))}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mounts.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : mounts.data.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('list.emptyDescription')}
          action={<Button onClick={openCreate}>{t('list.emptyAction')}</Button>}
        />
      ) : (
        <MountTable
          mounts={mounts.data}
          onEdit={(mount) => setDialog({ kind: 'edit', mount })}
          onDelete={(mount) => setDialog({ kind: 'delete', mount })}
        />
      )}
      {dialog.kind === 'create' && <MountDialog onClose={close} />}
      {dialog.kind === 'edit' && <MountDialog mount={dialog.mount} onClose={close} />}
      {dialog.kind === 'delete' && <DeleteMountDialog mount={dialog.mount} onClose={close} />}
    </div>
  );
}
