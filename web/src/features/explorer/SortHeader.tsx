/** The list view's column headings; the sortable ones are buttons that flip or change the order. */
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import { Glyph } from './Glyph';
import { nextSort, type SortKey, type SortOrder } from './sortItems';

export const LIST_COLUMNS =
  'grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_11rem] lg:grid-cols-[minmax(0,1fr)_6rem_11rem_8rem]';

export function SortHeader({
  sort,
  onSort,
}: {
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
}) {
  const { t } = useTranslation('explorer');
  const column = (key: SortKey, label: string, className = '') => {
    const isCurrent = sort.key === key;
    return (
      <div className={className}>
        <button
          type="button"
          onClick={() => onSort(nextSort(sort, key))}
          data-testid={`sort-column-${key}`}
          className={`inline-flex items-center gap-1 rounded uppercase hover:text-gray-900 dark:hover:text-gray-100 ${focusRing}`}
        >
          {label}
          {isCurrent && (
            <>
              <Glyph
                name={sort.direction === 'asc' ? 'arrowUp' : 'arrowDown'}
                className="h-3.5 w-3.5"
              />
              <span className="sr-only">
                {sort.direction === 'asc' ? t('sort.sortedAsc') : t('sort.sortedDesc')}
              </span>
            </>
          )}
        </button>
      </div>
    );
  };
  return (
    <div
      className={`${LIST_COLUMNS} min-w-0 flex-1 px-3 py-2 text-xs font-medium tracking-wide text-gray-500 dark:text-gray-400`}
    >
      {column('name', t('columns.name'))}
      {column('size', t('columns.size'), 'text-right')}
      {column('modified', t('columns.modified'), 'hidden sm:block')}
      <div aria-hidden="true" className="hidden uppercase lg:block">
        {t('columns.type')}
      </div>
    </div>
  );
}
