/**
 * A short explanation beside a value: an "i" button whose tooltip shows on hover, and on focus or a
 * tap (touch screens have no hover). Screen readers hear it as the button's description.
 */
import { useId } from 'react';
import { focusRing } from './classes';

export interface InfoTipProps {
  /** The button's accessible name ("About delivery"). */
  label: string;
  /** The explanation. */
  text: string;
  testId?: string;
}

export function InfoTip({ label, text, testId }: InfoTipProps) {
  const id = useId();
  return (
    <span className="group relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className={`inline-flex h-5 w-5 items-center justify-center rounded-full border border-gray-300 text-[11px] font-semibold text-gray-500 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-400 dark:hover:bg-gray-800 ${focusRing}`}
        data-testid={testId}
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute top-full left-0 z-20 mt-1 w-64 max-w-[80vw] rounded-md bg-gray-900 px-3 py-2 text-xs font-normal normal-case text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:bg-gray-700"
      >
        {text}
      </span>
    </span>
  );
}
