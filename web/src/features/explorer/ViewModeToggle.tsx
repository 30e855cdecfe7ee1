/** List, grid or gallery: a group of pressed/unpressed buttons. */
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import { Glyph } from './Glyph';
import { VIEW_MODES, type ViewMode } from './useExplorerPrefs';

export function ViewModeToggle({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  const { t } = useTranslation('explorer');
  const labels: Record<ViewMode, string> = {
    list: t('view.list'),
    grid: t('view.grid'),
    gallery: t('view.gallery'),
  };
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex overflow-hidden rounded-md border border-gray-300 dark:border-gray-600"
    >
      {VIEW_MODES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          title={labels[option]}
          onClick={() => onChange(option)}
          data-testid={`view-${option}`}
          className={`px-2.5 py-1.5 ${focusRing} ${
            mode === option
              ? 'bg-blue-600 text-white dark:bg-blue-500'
              : 'bg-white text-gray-700 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700'
          }`}
        >
          <Glyph name={option} className="h-4 w-4" />
          <span className="sr-only">{labels[option]}</span>
        </button>
      ))}
    </div>
  );
}
