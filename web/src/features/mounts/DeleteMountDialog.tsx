/** Confirms and deletes one mount; the files in its storage stay where they are. */
import type { Mount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toast/useToast';
import { useDeleteMount } from './api';
import { errorText } from './mountFormat';

export interface DeleteMountDialogProps {
  mount: Mount;
  onClose: () => void;
}

export function DeleteMountDialog({ mount, onClose }: DeleteMountDialogProps) {
  const { t } = useTranslation('mounts');
  const toast = useToast();
  const remove = useDeleteMount();

  function confirm() {
    remove.mutate(mount.id, {
      onSuccess: () => {
        toast.success(t('delete.done', { name: mount.name }));
        onClose();
      },
      onError: (error) => {
        toast.error(errorText(error, t('delete.failed')));
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open
      danger
      title={t('delete.title')}
      message={
        <div className="space-y-2">
          <p>{t('delete.message', { name: mount.name, path: mount.mount_path })}</p>
          <p>{t('delete.note')}</p>
        </div>
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
