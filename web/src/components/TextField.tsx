/** Labelled text input with hint and error text wired to it for screen readers. */
import type { ComponentPropsWithRef } from 'react';
import { controlClass } from './classes';
import { FieldShell, type FieldProps } from './FieldShell';
import { useFieldIds } from './useFieldIds';

export interface TextFieldProps extends ComponentPropsWithRef<'input'>, FieldProps {}

export function TextField({ label, error, hint, id, className = '', ...rest }: TextFieldProps) {
  const { ids, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <input {...controlProps} className={controlClass(Boolean(error))} {...rest} />
    </FieldShell>
  );
}

export default TextField;
