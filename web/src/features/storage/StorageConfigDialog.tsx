/** Create or edit a storage configuration in a dialog: checks the form, sends it, shows the server's objections in place. */
import type { StorageConfig } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast/useToast';
import { errorText } from '../../lib/errorText';
import { useCreateStorageConfig, useUpdateStorageConfig } from './api';
import { StorageConfigFields } from './StorageConfigFields';
import {
  emptyStorageForm,
  fieldOfServerMessage,
  formFromConfig,
  isLocal,
  toBody,
  validateStorageForm,
} from './storageConfigForm';
import { useStorageForm } from './useStorageForm';

export interface StorageConfigDialogProps {
  /** The configuration to edit; absent to create one. */
  config?: StorageConfig;
  onClose: () => void;
}

/** Mounted only while open, so every opening starts from a fresh form. */
export function StorageConfigDialog({ config, onClose }: StorageConfigDialogProps) {
  const { t } = useTranslation('storageConfig');
  const toast = useToast();
  const form = useStorageForm(() => (config ? formFromConfig(config) : emptyStorageForm()));
  const create = useCreateStorageConfig();
  const update = useUpdateStorageConfig();
  const saving = create.isPending || update.isPending;
  // Credentials stay stored while the configuration stays on S3; a local one has none to keep.
  const keepsCredentials = Boolean(config?.has_secret) && !isLocal(form.values.provider);

  function submit() {
    const errors = validateStorageForm(form.values, { hasStoredCredentials: keepsCredentials });
    if (Object.keys(errors).length > 0) {
      form.showErrors(errors);
      return;
    }
    const body = toBody(form.values);
    const done = (saved: StorageConfig) => {
      toast.success(t(config ? 'form.updated' : 'form.created', { name: saved.name }));
      onClose();
    };
    const failed = (error: unknown) => {
      const message = errorText(error, t('form.saveFailed'));
      form.showError(fieldOfServerMessage(message) ?? 'form', message);
    };
    if (config) update.mutate({ id: config.id, body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  }

  return (
    <FormDialog
      title={config ? t('form.editTitle', { name: config.name }) : t('form.createTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('actions.cancel')}
      submitLabel={config ? t('form.save') : t('form.create')}
      submitTestId="storage-submit"
      formError={form.errors.form}
    >
      <StorageConfigFields
        form={form}
        keepsCredentials={keepsCredentials}
        maskedAccessKey={config?.access_key_id}
      />
    </FormDialog>
  );
}
