/** Labelled native select built from a list of value/label options. */
import { useId, type ComponentPropsWithRef } from 'react';
import { controlClass, describedBy, errorClass, hintClass, labelClass } from './classes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: SelectOption[];
  error?: string;
  hint?: string;
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
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={controlClass(Boolean(error))}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

export default SelectField;
