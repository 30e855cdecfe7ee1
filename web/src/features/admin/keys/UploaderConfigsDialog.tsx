/**
 * Uploader configurations for a key listed earlier: the server keeps only a hash of a key, so its
 * holder pastes it in and the files are made in the browser (docs/INTEGRATIONS.md).
 */
import type { ApiKey } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { LazyUploaderDownloads } from './uploaders/LazyUploaderDownloads';

export interface UploaderConfigsDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

export function UploaderConfigsDialog({ apiKey, onClose }: UploaderConfigsDialogProps) {
  const { t } = useTranslation('admin');
  const [secret, setSecret] = useState('');
  const pasted = secret.trim();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('keys.uploaders.title', { name: apiKey.name })}
      footer={<Button onClick={onClose}>{t('keys.uploaders.close')}</Button>}
    >
      <div className="space-y-3">
        <TextField
          label={t('keys.uploaders.keyLabel')}
          hint={t('keys.uploaders.keyHint', { masked: apiKey.key_masked })}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid="uploader-key-input"
        />
        {pasted && <LazyUploaderDownloads apiKey={pasted} permissions={apiKey.permissions} />}
      </div>
    </Modal>
  );
}
