/**
 * Confirms and deletes one share or the selected ones, with the delete mode: the record and the
 * stored file, or only the record (the file stays in storage). The outcome is reported by toast.
 */
import type { DeleteMode, FileRecord } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { useDeleteFiles } from '../api';

export interface DeleteFilesDialogProps {
  files: readonly FileRecord[];
  onClose: () => void;
  /** Called after the server answered, before the dialog closes. */
  onDeleted: () => void;
}

export function DeleteFilesDialog({ files, onClose, onDeleted }: DeleteFilesDialogProps) {
  const { t } = useTranslation('fileManagement');
  const toast = useToast();
  const remove = useDeleteFiles();
  const [mode, setMode] = useState<DeleteMode>('both');
  const [only] = files;

  function confirm() {
    remove.mutate(
      { ids: files.map((file) => file.id), mode },
      {
        onSuccess: ({ success, failed }) => {
          if (failed.length === 0) toast.success(t('delete.done', { count: success }));
          else toast.error(t('delete.partly', { count: success, failed: failed.length }));
          onDeleted();
          onClose();
        },
        onError: (error) => toast.error(error.message || t('delete.failed')),
      },
    );
  }

  return (
    <ConfirmDialog
      open
      danger
      title={t('delete.title')}
      message={
        <div className="space-y-3">
          <p>
            {files.length === 1 && only
              ? t('delete.messageOne', { name: only.filename })
              : t('delete.messageMany', { count: files.length })}
          </p>
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">
              {t('delete.mode')}
            </legend>
            {(['both', 'record_only'] as const).map((option) => (
              <label key={option} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="delete-mode"
                  value={option}
                  checked={mode === option}
                  onChange={() => setMode(option)}
                  className="mt-0.5"
                  data-testid={`file-delete-mode-${option}`}
                />
                <span>{option === 'both' ? t('delete.modeBoth') : t('delete.modeRecordOnly')}</span>
              </label>
            ))}
          </fieldset>
        </div>
      }
      confirmLabel={t('delete.confirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
