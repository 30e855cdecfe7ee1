/** Form values with translated per-field errors; editing a field clears its error. */
import type { StorageTypeDescription } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/localizedText';
import {
  settingField,
  withProvider,
  type SettingValue,
  type StorageField,
  type StorageFormErrors,
  type StorageFormValues,
} from './storageConfigForm';

export type StorageFormState = ReturnType<typeof useStorageForm>;
type CommonValues = Omit<StorageFormValues, 'settings' | 'provider'>;

export function useStorageForm(
  types: readonly StorageTypeDescription[],
  initial: () => StorageFormValues,
) {
  const { t, i18n } = useTranslation('storageConfig');
  const [values, setValues] = useState<StorageFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<StorageField | 'form', string>>>({});
  const clear = (field: string) =>
    setErrors((e) => (e[field as StorageField] ? { ...e, [field]: undefined } : e));

  function setField<K extends keyof CommonValues>(field: K, value: StorageFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  }

  function setSetting(key: string, value: SettingValue) {
    setValues((v) => ({ ...v, settings: { ...v.settings, [key]: value } }));
    clear(settingField(key));
  }

  function setProvider(provider: string) {
    setValues((v) => withProvider(v, types, provider));
    setErrors({});
  }

  /** Shows a validator's problems as texts, naming the field where the text needs it. */
  function showErrors(found: StorageFormErrors) {
    setErrors(
      Object.fromEntries(
        Object.entries(found).flatMap(([field, problem]) =>
          problem
            ? [
                [
                  field,
                  t(problem.key, {
                    label: problem.label && localized(problem.label, i18n.language),
                  }),
                ],
              ]
            : [],
        ),
      ),
    );
  }

  /** Shows one message (usually the server's) on one field or on the form. */
  function showError(field: StorageField | 'form', message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
  }

  return { values, errors, setField, setSetting, setProvider, showErrors, showError };
}
