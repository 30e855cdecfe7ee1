/** Loading indicator; announced as a status unless marked decorative (e.g. inside a busy button). */
import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible text; defaults to the translated "Loading". */
  label?: string;
  /** When true the spinner is hidden from assistive tech because its container already says it. */
  decorative?: boolean;
  className?: string;
}

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export function Spinner({ size = 'md', label, decorative = false, className = '' }: SpinnerProps) {
  const { t } = useTranslation('common');
  const svg = (
    <svg
      className={`${sizes[size]} animate-spin text-current ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 018-8v4a4 4 0 00-4 4H4z" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label ?? t('actions.loading')}</span>
    </span>
  );
}

export default Spinner;
