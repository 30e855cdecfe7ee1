/** Labelled multi-line input; same props and accessibility wiring as TextField. */
import type { ComponentPropsWithRef } from 'react';
import { controlClass } from './classes';
import { FieldShell, type FieldProps } from './FieldShell';
import { useFieldIds } from './useFieldIds';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldProps {}

export function TextArea({
  label,
  error,
  hint,
  id,
  className = '',
  rows = 4,
  ...rest
}: TextAreaProps) {
  const { ids, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...controlProps}
        rows={rows}
        className={controlClass(Boolean(error), 'font-mono')}
        {...rest}
      />
    </FieldShell>
  );
}

export default TextArea;
