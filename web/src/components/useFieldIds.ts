/** Ids tying a form control to its label, hint and error text, and the aria attributes built from them. */
import { useId } from 'react';
import { describedBy } from './classes';

export interface FieldIds {
  controlId: string;
  /** Set only when there is a hint to describe the control. */
  hintId?: string;
  /** Set only when there is an error to describe the control. */
  errorId?: string;
}

/** Keeps a given id (forms and e2e tests rely on it), else generates one unique to the field. */
export function useFieldIds(id: string | undefined, hint?: string, error?: string) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids: FieldIds = {
    controlId,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  };
  const controlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids.hintId, ids.errorId),
  };
  return { ids, controlProps };
}
