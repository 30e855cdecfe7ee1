/** Confirms and deletes one configuration; refused (409) while file shares still use it. */
import type { StorageConfig } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toast/useToast';
import { useDeleteStorageConfig } from './api';
import { errorText } from './format';

export interface DeleteStorageConfigDialogProps {
  config: StorageConfig;
  onClose: () => void;
}

export function DeleteStorageConfigDialog({ config, onClose }: DeleteStorageConfigDialogProps) {
  const { t } = useTranslation('storageConfig');
  const toast = useToast();
  const remove = useDeleteStorageConfig();

  function confirm() {
    remove.mutate(config.id, {
      onSuccess: () => {
        toast.success(t('delete.done', { name: config.name }));
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
          <p>{t('delete.message', { name: config.name })}</p>
          {config.is_default === 1 && <p>{t('delete.defaultNote')}</p>}
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
