/** Labelled multi-line input; same props and accessibility wiring as TextField. */
import { useId, type ComponentPropsWithRef } from 'react';
import { controlClass, describedBy, errorClass, hintClass, labelClass } from './classes';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

export function TextArea({
  label,
  error,
  hint,
  id,
  className = '',
  rows = 4,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={controlClass(Boolean(error), 'font-mono')}
        {...rest}
      />
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

export default TextArea;
