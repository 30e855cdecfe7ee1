/** Asks before unsaved edits are thrown away (closing the preview, going elsewhere, cancelling). */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export function DiscardChangesDialog({
  onDiscard,
  onKeep,
}: {
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation('explorer');
  return (
    <ConfirmDialog
      open
      danger
      title={t('editor.discardTitle')}
      message={t('editor.discardMessage')}
      confirmLabel={t('editor.discard')}
      cancelLabel={t('editor.keepEditing')}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
