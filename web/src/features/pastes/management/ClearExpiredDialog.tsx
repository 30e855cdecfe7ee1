/**
 * Confirms "clear expired" and reports by toast how many shares the server removed, or that it
 * waits in the offline queue.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useClearExpiredPastes } from '../api';

export function ClearExpiredDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('textManagement');
  const toast = useToast();
  const clear = useClearExpiredPastes();

  function confirm() {
    clear.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer === null) toast.info(t('clearExpired.queued'));
        else if (answer.deleted > 0)
          toast.success(t('clearExpired.done', { count: answer.deleted }));
        else toast.info(t('clearExpired.none'));
        onClose();
      },
      onError: (error) => toast.error(errorText(error, t('clearExpired.failed'))),
    });
  }

  return (
    <ConfirmDialog
      open
      danger
      title={t('clearExpired.title')}
      message={t('clearExpired.message')}
      confirmLabel={t('clearExpired.confirm')}
      loading={clear.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
