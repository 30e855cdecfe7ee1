/** Create-key dialog: validates with the contracts schema, posts, then hands the new key upward. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { errorStatus, useCreateApiKey } from '../api';
import { errorText } from '../common/format';
import { useFormState } from '../common/useFormState';
import { emptyKeyForm, validateCreateKey, type KeyField, type KeyFormValues } from './keyForm';
import { KeyFormModal } from './KeyFormModal';

export interface CreateKeyDialogProps {
  onClose: () => void;
  /** Receives the answer carrying the full key, shown only this once. */
  onCreated: (key: ApiKey) => void;
}

/** Mounted only while open, so every opening starts from an empty form. */
export function CreateKeyDialog({ onClose, onCreated }: CreateKeyDialogProps) {
  const { t } = useTranslation('admin');
  const form = useFormState<KeyFormValues, KeyField>(emptyKeyForm);
  const create = useCreateApiKey();

  function submit() {
    const result = validateCreateKey(form.values, new Date());
    if (!result.ok) return form.showErrors(result.errors);
    create.mutate(result.payload, {
      onSuccess: onCreated,
      onError: (error) => {
        const message = errorText(error, t('common.saveFailed'));
        // 409: a key with this custom value exists; say so next to the field that caused it.
        form.showError(errorStatus(error) === 409 ? 'customKey' : 'form', message);
      },
    });
  }

  return (
    <KeyFormModal
      mode="create"
      open
      values={form.values}
      errors={form.errors}
      setField={form.setField}
      onSubmit={submit}
      onClose={onClose}
      saving={create.isPending}
    />
  );
}
