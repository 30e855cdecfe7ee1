/** Form values with translated per-field errors; editing a field clears its error. */
import type { StorageProvider } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  withProvider,
  type StorageField,
  type StorageFormErrors,
  type StorageFormValues,
} from './storageConfigForm';

export type StorageFormState = ReturnType<typeof useStorageForm>;

export function useStorageForm(initial: () => StorageFormValues) {
  const { t } = useTranslation('storageConfig');
  const [values, setValues] = useState<StorageFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<StorageField | 'form', string>>>({});

  function setField<K extends StorageField>(field: K, value: StorageFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function setProvider(provider: StorageProvider) {
    setValues((v) => withProvider(v, provider));
    setErrors({});
  }

  /** Shows a validator's i18n keys as texts. */
  function showErrors(found: StorageFormErrors) {
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
  }

  /** Shows one message (usually the server's) on one field or on the form. */
  function showError(field: StorageField | 'form', message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
  }

  return { values, errors, setField, setProvider, showErrors, showError };
}
