/** Mount form values with translated per-field errors; editing a field clears its error. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MountField } from './mountErrors';
import type { MountFormErrors, MountFormValues } from './mountForm';

export type MountFormState = ReturnType<typeof useMountForm>;

export function useMountForm(initial: () => MountFormValues) {
  const { t } = useTranslation('mounts');
  const [values, setValues] = useState<MountFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<MountField, string>>>({});

  function setField<K extends keyof MountFormValues>(field: K, value: MountFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    // An objection not tied to one field may be fixed by any of them, so any edit clears it.
    setErrors((e) => (field in e || e.form ? { ...e, [field]: undefined, form: undefined } : e));
  }

  /** Shows a validator's errors as texts. */
  function showErrors(found: MountFormErrors) {
    const texts: Partial<Record<MountField, string>> = {};
    for (const field of Object.keys(found) as MountField[]) {
      const error = found[field];
      if (error) texts[field] = t(error.key, error.params);
    }
    setErrors(texts);
  }

  /** Shows one message (usually the server's) on one field or on the form. */
  function showError(field: MountField, message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
  }

  return { values, errors, setField, showErrors, showError };
}
