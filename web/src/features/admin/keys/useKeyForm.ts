/** State of the key form shared by the create and edit dialogs, checked against the contracts rules. */
import type { Validation } from '../common/validation';
import { useFormState } from '../common/useFormState';
import type { KeyField, KeyFormValues } from './keyForm';

/** What KeyFormModal reads and writes: the values, their error texts and the field setter. */
export type KeyFormState = Pick<
  ReturnType<typeof useFormState<KeyFormValues, KeyField>>,
  'values' | 'errors' | 'setField'
>;

export function useKeyForm<P>(
  initial: KeyFormValues | (() => KeyFormValues),
  validator: (values: KeyFormValues, now: Date) => Validation<KeyField, P>,
) {
  const form = useFormState<KeyFormValues, KeyField>(initial);

  /** The body to send, or undefined after showing what is wrong; expiry is judged against now. */
  function validate(): P | undefined {
    const result = validator(form.values, new Date());
    if (result.ok) return result.payload;
    form.showErrors(result.errors);
    return undefined;
  }

  return { ...form, validate };
}
