/** Shows a freshly created key in full, the only time the server ever returns it. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Modal } from '../../../components/Modal';

export interface NewKeyDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

export function NewKeyDialog({ apiKey, onClose }: NewKeyDialogProps) {
  const { t } = useTranslation('admin');
  const value = apiKey.key ?? '';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('keys.created.title', { name: apiKey.name })}
      footer={<Button onClick={onClose}>{t('keys.created.done')}</Button>}
    >
      <div className="space-y-3">
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('keys.created.warning')}
        </p>
        <div className="flex items-center gap-2">
          <code
            data-testid="new-key-value"
            className="flex-1 break-all rounded-md bg-gray-100 px-3 py-2 font-mono text-sm text-gray-900 select-all dark:bg-gray-800 dark:text-gray-100"
          >
            {value}
          </code>
          <CopyButton value={value} label={t('keys.created.copy')} />
        </div>
      </div>
    </Modal>
  );
}
