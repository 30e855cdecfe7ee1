/** Sort order for every view: the column to sort by and a button flipping the direction. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import { Glyph } from './Glyph';
import { SORT_KEYS, type SortKey, type SortOrder } from './sortItems';

export function SortControl({
  sort,
  onChange,
}: {
  sort: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  const { t } = useTranslation('explorer');
  const id = useId();
  const labels: Record<SortKey, string> = {
    name: t('columns.name'),
    size: t('columns.size'),
    modified: t('columns.modified'),
  };
  const isAscending = sort.direction === 'asc';
  return (
    <div className="inline-flex items-center gap-1.5 text-sm">
      <label htmlFor={id} className="sr-only text-gray-600 sm:not-sr-only dark:text-gray-400">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={sort.key}
        onChange={(event) => onChange({ ...sort, key: event.target.value as SortKey })}
        data-testid="sort-key"
        className={`rounded-md border border-gray-300 bg-white py-1 pr-7 pl-2 text-sm text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => onChange({ ...sort, direction: isAscending ? 'desc' : 'asc' })}
        title={isAscending ? t('sort.ascending') : t('sort.descending')}
        data-testid="sort-direction"
        className={`rounded-md border border-gray-300 bg-white p-1.5 text-gray-700 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 ${focusRing}`}
      >
        <Glyph name={isAscending ? 'arrowUp' : 'arrowDown'} className="h-4 w-4" />
        <span className="sr-only">{isAscending ? t('sort.ascending') : t('sort.descending')}</span>
      </button>
    </div>
  );
}
