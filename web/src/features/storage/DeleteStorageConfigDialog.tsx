/**
 * Confirms and deletes one configuration. It first asks what still uses it: while mounts or file
 * shares do, the server refuses (409), so the dialog names them and keeps the delete button off.
 */
import type { StorageConfig, StorageConfigReferences } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ToastConfirmDialog } from '../../components/ToastConfirmDialog';
import { useDeleteStorageConfig, useStorageConfigReferences } from './api';

export interface DeleteStorageConfigDialogProps {
  config: StorageConfig;
  onClose: () => void;
}

const isInUse = (refs: StorageConfigReferences) => refs.mounts.length > 0 || refs.file_count > 0;

function ReferencesNote({ refs }: { refs: StorageConfigReferences }) {
  const { t } = useTranslation('storageConfig');
  return (
    <div
      data-testid="storage-delete-references"
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="font-medium">{t('delete.inUse')}</p>
      {refs.mounts.length > 0 && (
        <p>
          {t('delete.usedByMounts', {
            count: refs.mounts.length,
            names: refs.mounts
              .map((m) => `${m.name} (${m.mount_path})`)
              .join(t('delete.listSeparator')),
          })}
        </p>
      )}
      {refs.file_count > 0 && <p>{t('delete.usedByFiles', { count: refs.file_count })}</p>}
      <p>{t('delete.removeFirst')}</p>
    </div>
  );
}

export function DeleteStorageConfigDialog({ config, onClose }: DeleteStorageConfigDialogProps) {
  const { t } = useTranslation('storageConfig');
  const remove = useDeleteStorageConfig();
  const references = useStorageConfigReferences(config.id);
  const refs = references.data;
  // A failed look-up does not block: the server still refuses a delete that would orphan anything.
  const blocked = references.isPending || (refs !== undefined && isInUse(refs));
  return (
    <ToastConfirmDialog
      title={t('delete.title')}
      message={
        <div className="space-y-2">
          <p>{t('delete.message', { name: config.name })}</p>
          {references.isPending && <p className="text-sm opacity-80">{t('delete.checking')}</p>}
          {refs && isInUse(refs) && <ReferencesNote refs={refs} />}
          {config.is_default === 1 && !(refs && isInUse(refs)) && <p>{t('delete.defaultNote')}</p>}
        </div>
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      isRunning={remove.isPending}
      confirmDisabled={blocked}
      run={(outcome) => remove.mutate(config.id, outcome)}
      doneMessage={t('delete.done', { name: config.name })}
      failedMessage={t('delete.failed')}
      onClose={onClose}
    />
  );
}
