/** The frame around every labelled form control: label above, hint and error text below. */
import type { ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './classes';
import type { FieldIds } from './useFieldIds';

/** The texts every labelled field takes besides its control's own props. */
export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

export interface FieldShellProps extends FieldProps {
  ids: FieldIds;
  className: string;
  /** The control itself, carrying the ids and aria attributes from useFieldIds. */
  children: ReactNode;
}

export function FieldShell({ ids, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
