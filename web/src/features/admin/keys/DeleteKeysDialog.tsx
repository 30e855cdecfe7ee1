/** Confirms and performs the deletion of the selected keys, naming how many; toasts the outcome. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useDeleteApiKeys } from '../api';

export interface DeleteKeysDialogProps {
  ids: readonly string[];
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteKeysDialog({ ids, onClose, onDeleted }: DeleteKeysDialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const remove = useDeleteApiKeys();

  function confirm() {
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        toast.success(t('keys.deleteMany.done', { count: deleted }));
        onDeleted();
        onClose();
      },
      onError: (error) => toast.error(errorText(error, t('keys.deleteMany.failed'))),
    });
  }

  return (
    <ConfirmDialog
      open
      danger
      title={t('keys.deleteMany.title')}
      message={t('keys.deleteMany.message', { count: ids.length })}
      confirmLabel={t('keys.deleteMany.confirm')}
      cancelLabel={t('common.cancel')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
