/** Asked when a file is imported into a non-empty editor: replace the text, insert at the cursor, or cancel. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

export interface ImportChoiceDialogProps {
  fileName: string | null;
  onReplace: () => void;
  onInsert: () => void;
  onCancel: () => void;
}

export function ImportChoiceDialog({
  fileName,
  onReplace,
  onInsert,
  onCancel,
}: ImportChoiceDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <Modal
      open={fileName !== null}
      onClose={onCancel}
      size="sm"
      title={t('import.choice.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('import.choice.cancel')}
          </Button>
          <Button variant="secondary" onClick={onInsert} data-testid="import-insert">
            {t('import.choice.insert')}
          </Button>
          <Button onClick={onReplace} data-testid="import-replace">
            {t('import.choice.replace')}
          </Button>
        </>
      }
    >
      <p>{t('import.choice.message', { name: fileName ?? '' })}</p>
    </Modal>
  );
}
