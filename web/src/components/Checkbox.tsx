/** Checkbox with its label (the whole row is clickable) and an optional description line. */
import { useId, type ComponentPropsWithRef } from 'react';
import { hintClass } from './classes';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  description?: string;
}

export function Checkbox({ label, description, id, className = '', ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-gray-300 text-blue-600 focus:ring-2 focus:ring-blue-500 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800"
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={inputId} className="font-medium text-gray-700 dark:text-gray-200">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={hintClass}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export default Checkbox;
