/** State of the key form shared by the create and edit dialogs, checked against the contracts rules. */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errorText';
import type { Validation } from '../common/validation';
import { useFormState } from '../common/useFormState';
import { saveErrorPlace, type KeyField, type KeyFormValues } from './keyForm';

/** What KeyFormModal reads and writes: the values, their error texts and the field setter. */
export type KeyFormState = Pick<
  ReturnType<typeof useFormState<KeyFormValues, KeyField>>,
  'values' | 'errors' | 'setField'
>;

export function useKeyForm<P>(
  initial: KeyFormValues | (() => KeyFormValues),
  validator: (values: KeyFormValues, now: Date) => Validation<KeyField, P>,
) {
  const { t } = useTranslation('admin');
  const form = useFormState<KeyFormValues, KeyField>(initial);

  /** The body to send, or undefined after showing what is wrong; expiry is judged against now. */
  function validate(): P | undefined {
    const result = validator(form.values, new Date());
    if (result.ok) return result.payload;
    form.showErrors(result.errors);
    return undefined;
  }

  /** A refused save, shown where saveErrorPlace says. */
  function showSaveError(error: unknown) {
    const place = saveErrorPlace(error as Parameters<typeof saveErrorPlace>[0], form.values.name);
    if (place.error) form.showErrors({ [place.field]: place.error });
    else form.showError(place.field, errorText(error, t('common.saveFailed')));
  }

  return { ...form, validate, showSaveError };
}
