/** Markdown / plain text switch: two toggle buttons, the active one aria-pressed. */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';

export interface FormatToggleProps {
  value: PasteFormat;
  onChange: (format: PasteFormat) => void;
}

const FORMATS: PasteFormat[] = ['markdown', 'text'];

export function FormatToggle({ value, onChange }: FormatToggleProps) {
  const { t } = useTranslation('editor');
  return (
    <div
      role="group"
      aria-label={t('format.label')}
      className="inline-flex rounded-md border border-gray-300 p-0.5 dark:border-gray-600"
    >
      {FORMATS.map((format) => {
        const isActive = value === format;
        return (
          <button
            key={format}
            type="button"
            aria-pressed={isActive}
            data-testid={`format-${format}`}
            onClick={() => onChange(format)}
            className={`rounded px-3 py-1 text-sm font-medium transition-colors ${focusRing} ${
              isActive
                ? 'bg-blue-600 text-white'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
            }`}
          >
            {t(`format.${format}`)}
          </button>
        );
      })}
    </div>
  );
}
