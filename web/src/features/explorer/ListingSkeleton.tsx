/** Placeholder shapes in the layout of the chosen view while a folder loads. */
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './useExplorerPrefs';

const bar = 'animate-pulse rounded bg-gray-200 dark:bg-gray-700';

export function ListingSkeleton({ mode }: { mode: ViewMode }) {
  const { t } = useTranslation('explorer');
  const label = <span className="sr-only">{t('listing.loading')}</span>;
  if (mode === 'list') {
    return (
      <div
        role="status"
        data-testid="explorer-loading"
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
      >
        {label}
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex items-center gap-3" aria-hidden="true">
            <div className={`h-5 w-5 ${bar}`} />
            <div
              className={`h-4 flex-1 ${bar}`}
              style={{ maxWidth: `${40 + ((index * 17) % 45)}%` }}
            />
            <div className={`ml-auto h-4 w-16 ${bar}`} />
          </div>
        ))}
      </div>
    );
  }
  const tile = mode === 'grid' ? 'minmax(7.5rem,1fr)' : 'minmax(10rem,1fr)';
  return (
    <div
      role="status"
      data-testid="explorer-loading"
      className="grid gap-3"
      style={{ gridTemplateColumns: `repeat(auto-fill, ${tile})` }}
    >
      {label}
      {Array.from({ length: 12 }, (_, index) => (
        <div key={index} className="space-y-2 p-3" aria-hidden="true">
          <div className={`mx-auto aspect-square ${mode === 'grid' ? 'w-12' : 'w-full'} ${bar}`} />
          <div className={`mx-auto h-3 w-3/4 ${bar}`} />
        </div>
      ))}
    </div>
  );
}
