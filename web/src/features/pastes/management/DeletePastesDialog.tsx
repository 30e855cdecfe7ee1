/**
 * Confirms and deletes one share or the selected ones; the outcome is reported by toast, also when
 * the deletion waits in the offline queue.
 */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useDeletePastes } from '../api';

export interface DeletePastesDialogProps {
  pastes: readonly PasteRecord[];
  onClose: () => void;
  /** Called after the server deleted them (or the deletion was queued), before the dialog closes. */
  onDeleted: () => void;
}

export function DeletePastesDialog({ pastes, onClose, onDeleted }: DeletePastesDialogProps) {
  const { t } = useTranslation('textManagement');
  const toast = useToast();
  const remove = useDeletePastes();
  const [only] = pastes;

  function confirm() {
    remove.mutate(
      pastes.map((paste) => paste.id),
      {
        onSuccess: (answer) => {
          if (answer === null) toast.info(t('delete.queued', { count: pastes.length }));
          else toast.success(t('delete.done', { count: answer.deleted }));
          onDeleted();
          onClose();
        },
        onError: (error) => toast.error(errorText(error, t('delete.failed'))),
      },
    );
  }

  return (
    <ConfirmDialog
      open
      danger
      title={t('delete.title')}
      message={
        pastes.length === 1 && only
          ? t('delete.messageOne', { slug: only.slug })
          : t('delete.messageMany', { count: pastes.length })
      }
      confirmLabel={t('delete.confirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
