/** Confirms and performs the deletion of one key; the outcome is reported by toast. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useDeleteApiKey } from '../api';

export interface DeleteKeyDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

export function DeleteKeyDialog({ apiKey, onClose }: DeleteKeyDialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const remove = useDeleteApiKey();

  function confirm() {
    remove.mutate(apiKey.id, {
      onSuccess: () => {
        toast.success(t('keys.delete.done', { name: apiKey.name }));
        onClose();
      },
      onError: (error) => toast.error(errorText(error, t('keys.delete.failed'))),
    });
  }

  return (
    <ConfirmDialog
      open
      danger
      title={t('keys.delete.title')}
      message={t('keys.delete.message', { name: apiKey.name })}
      confirmLabel={t('keys.delete.confirm')}
      cancelLabel={t('common.cancel')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
