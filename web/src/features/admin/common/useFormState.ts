/** Form values plus translated, per-field error texts; editing a field clears its error. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from './validation';

export type ErrorTexts<F extends string> = Partial<Record<F, string>>;

export function useFormState<V extends object, F extends string>(initial: V | (() => V)) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<ErrorTexts<F>>({});

  function setField<K extends keyof V>(field: K, value: V[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
  }

  /** Shows a validator's errors, translated from their admin-namespace keys. */
  function showErrors(found: FormErrors<F>) {
    const texts: ErrorTexts<F> = {};
    for (const [field, error] of Object.entries(found) as [F, FormErrors<F>[F]][]) {
      if (error) texts[field] = t(error.key, error.params);
    }
    setErrors(texts);
  }

  /** Shows one message (usually the server's) on one field or on the form. */
  function showError(field: F, message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
  }

  function reset(next: V) {
    setValues(next);
    setErrors({});
  }

  return { values, setField, errors, showErrors, showError, reset };
}
