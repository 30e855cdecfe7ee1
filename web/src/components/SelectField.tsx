/** Labelled native select built from a list of value/label options. */
import type { ComponentPropsWithRef } from 'react';
import { controlClass } from './classes';
import { FieldShell, type FieldProps } from './FieldShell';
import { useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'>, FieldProps {
  options: SelectOption[];
}

export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className = '',
  ...rest
}: SelectFieldProps) {
  const { ids, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <select {...controlProps} className={controlClass(Boolean(error))} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export default SelectField;
