/** Confirms and deletes one mount; the files in its storage stay where they are. */
import type { Mount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ToastConfirmDialog } from '../../components/ToastConfirmDialog';
import { useDeleteMount } from './api';

export interface DeleteMountDialogProps {
  mount: Mount;
  onClose: () => void;
}

export function DeleteMountDialog({ mount, onClose }: DeleteMountDialogProps) {
  const { t } = useTranslation('mounts');
  const remove = useDeleteMount();
  return (
    <ToastConfirmDialog
      title={t('delete.title')}
      message={
        <div className="space-y-2">
          <p>{t('delete.message', { name: mount.name, path: mount.mount_path })}</p>
          <p>{t('delete.note')}</p>
        </div>
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      isRunning={remove.isPending}
      run={(outcome) => remove.mutate(mount.id, outcome)}
      doneMessage={t('delete.done', { name: mount.name })}
      failedMessage={t('delete.failed')}
      onClose={onClose}
    />
  );
}
