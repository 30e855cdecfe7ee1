/** Confirms and deletes one configuration; refused (409) while file shares still use it. */
import type { StorageConfig } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ToastConfirmDialog } from '../../components/ToastConfirmDialog';
import { useDeleteStorageConfig } from './api';

export interface DeleteStorageConfigDialogProps {
  config: StorageConfig;
  onClose: () => void;
}

export function DeleteStorageConfigDialog({ config, onClose }: DeleteStorageConfigDialogProps) {
  const { t } = useTranslation('storageConfig');
  const remove = useDeleteStorageConfig();
  return (
    <ToastConfirmDialog
      title={t('delete.title')}
      message={
        <div className="space-y-2">
          <p>{t('delete.message', { name: config.name })}</p>
          {config.is_default === 1 && <p>{t('delete.defaultNote')}</p>}
        </div>
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      isRunning={remove.isPending}
      run={(outcome) => remove.mutate(config.id, outcome)}
      doneMessage={t('delete.done', { name: config.name })}
      failedMessage={t('delete.failed')}
      onClose={onClose}
    />
  );
}
