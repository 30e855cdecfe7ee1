/** Create or edit a storage configuration in a dialog: checks the form, sends it, shows the server's objections in place. */
import type { StorageConfig, StorageTypeDescription } from '@cloudpaste/contracts';
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
  toBody,
  validateStorageForm,
} from './storageConfigForm';
import { driverOfProvider } from './storageTypes';
import { useStorageForm } from './useStorageForm';

export interface StorageConfigDialogProps {
  /** The configuration to edit; absent to create one. */
  config?: StorageConfig;
  /** The server's storage types, which the driver settings are drawn from. */
  types: readonly StorageTypeDescription[];
  onClose: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/** Mounted only while open, so every opening starts from a fresh form. */
export function StorageConfigDialog({ config, types, onClose }: StorageConfigDialogProps) {
  const { t } = useTranslation('storageConfig');
  const toast = useToast();
  const form = useStorageForm(types, () =>
    config ? formFromConfig(config, types) : emptyStorageForm(types),
  );
  const create = useCreateStorageConfig();
  const update = useUpdateStorageConfig();
  const saving = create.isPending || update.isPending;
  const driver = driverOfProvider(types, form.values.provider);
  // Secrets stay stored while the configuration keeps its driver; another driver starts anew.
  const secretsSet =
    config && driver?.type === config.storage_type ? new Set(config.secrets_set) : NONE;

  function submit() {
    const errors = validateStorageForm(form.values, driver, { secretsSet });
    if (!driver || Object.keys(errors).length > 0) {
      form.showErrors(errors);
      return;
    }
    const body = toBody(form.values, driver);
    const done = (saved: StorageConfig) => {
      toast.success(t(config ? 'form.updated' : 'form.created', { name: saved.name }));
      onClose();
    };
    const failed = (error: unknown) => {
      const message = errorText(error, t('form.saveFailed'));
      form.showError(fieldOfServerMessage(message, driver) ?? 'form', message);
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
      <StorageConfigFields form={form} types={types} config={config} secretsSet={secretsSet} />
    </FormDialog>
  );
}
