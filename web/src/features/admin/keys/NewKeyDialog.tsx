/**
 * Shows a freshly created key in full, the only time the server ever returns it, with uploader
 * configurations that carry it (later ones need the key pasted in: UploaderConfigsDialog).
 */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyableValue } from '../../../components/CopyableValue';
import { Modal } from '../../../components/Modal';
import { LazyUploaderDownloads } from './uploaders/LazyUploaderDownloads';
import { offersUploaders } from './uploaders/offersUploaders';

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
        <CopyableValue
          value={value}
          copyLabel={t('keys.created.copy')}
          data-testid="new-key-value"
        />
        {value && offersUploaders(apiKey.permissions) && (
          <section className="space-y-2 border-t border-gray-200 pt-3 dark:border-gray-700">
            <h3 className="text-sm font-semibold">{t('keys.uploaders.heading')}</h3>
            <LazyUploaderDownloads apiKey={value} permissions={apiKey.permissions} />
          </section>
        )}
      </div>
    </Modal>
  );
}
