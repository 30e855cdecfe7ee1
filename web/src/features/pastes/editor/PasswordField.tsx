/** Password input with a show/hide button, wired to its label, hint and error like every field. */
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, focusRing } from '../../../components/classes';
import { FieldShell, type FieldProps } from '../../../components/FieldShell';
import { useFieldIds } from '../../../components/useFieldIds';

export interface PasswordFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'type'>, FieldProps {}

export function PasswordField({
  label,
  hint,
  error,
  id,
  className = '',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('editor');
  const { ids, controlProps } = useFieldIds(id, hint, error);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...controlProps}
          type={isVisible ? 'text' : 'password'}
          autoComplete="new-password"
          className={controlClass(Boolean(error), 'pr-16')}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-pressed={isVisible}
          aria-controls={ids.controlId}
          disabled={rest.disabled}
          className={`absolute inset-y-0 right-1 my-auto h-7 rounded px-2 text-xs font-medium text-gray-600 hover:bg-gray-100 disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-700 ${focusRing}`}
        >
          {isVisible ? t('options.hidePassword') : t('options.showPassword')}
        </button>
      </div>
    </FieldShell>
  );
}
