/** Confirms deleting the open share; the page then counts down back home. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteFiles } from '../api';

export interface DeleteFileDialogProps {
  id: string;
  filename: string;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteFileDialog({ id, filename, onClose, onDeleted }: DeleteFileDialogProps) {
  const { t } = useTranslation('fileView');
  const remove = useDeleteFiles();
  const failed =
    remove.data && remove.data.success === 0 ? remove.data.failed[0]?.error : undefined;

  function confirm() {
    remove.mutate(
      { ids: [id] },
      {
        onSuccess: (answer) => {
          if (answer.success > 0) onDeleted();
        },
      },
    );
  }

  const error = remove.isError
    ? remove.error.message || t('delete.failed')
    : failed
      ? t('delete.failedWith', { message: failed })
      : null;
  return (
    <ConfirmDialog
      open
      danger
      title={t('delete.title')}
      message={
        <>
          <p>{t('delete.message', { name: filename })}</p>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </>
      }
      confirmLabel={t('delete.confirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
