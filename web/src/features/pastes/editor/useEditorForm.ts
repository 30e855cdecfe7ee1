/** Editor values plus translated per-field errors; editing a field clears its error and the form's. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLUG_MAX_LENGTH } from '@cloudpaste/contracts';
import { MAX_CUSTOM_EXPIRY_HOURS } from './expiry';
import {
  PASSWORD_MAX_LENGTH,
  REMARK_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  validateValues,
  type EditorField,
  type EditorValues,
} from './editorValues';

/** The numbers validation messages quote. */
const LIMITS = {
  slugMax: SLUG_MAX_LENGTH,
  titleMax: TITLE_MAX_LENGTH,
  remarkMax: REMARK_MAX_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  maxYears: MAX_CUSTOM_EXPIRY_HOURS / (365 * 24),
};

export type FieldErrors = Partial<Record<EditorField | 'form', string>>;

export function useEditorForm(initial: () => EditorValues) {
  const { t } = useTranslation('editor');
  const [values, setValues] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setField<K extends keyof EditorValues>(field: K, value: EditorValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) =>
      e[field as EditorField] || e.form ? { ...e, [field]: undefined, form: undefined } : e,
    );
  }

  /** Runs the client-side checks; shows their messages and returns false when any fails. */
  function validate(isEdit: boolean): boolean {
    const found = validateValues(values, isEdit);
    const texts: FieldErrors = {};
    for (const [field, key] of Object.entries(found) as [EditorField, string][])
      texts[field] = t(key, LIMITS);
    setErrors(texts);
    return Object.keys(texts).length === 0;
  }

  /** Shows one message (usually the server's) beside one field or in the save area. */
  function showError(field: EditorField | 'form', message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
  }

  function reset(next: EditorValues) {
    setValues(next);
    setErrors({});
  }

  return { values, setField, errors, validate, showError, reset };
}

export type EditorForm = ReturnType<typeof useEditorForm>;
