/**
 * The list view: one row per entry with its icon, name, size, modification time and kind, and, for
 * someone who can act on a selection, a checkbox (with "select all" in the header).
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { checkboxClass } from '../../components/list/listClasses';
import { FileIcon } from './FileIcon';
import { ItemLink } from './ItemLink';
import { SelectAllBox } from './selection/SelectAllBox';
import { ShareBadge } from './ShareBadge';
import { LIST_COLUMNS, SortHeader } from './SortHeader';
import type { SortOrder } from './sortItems';
import { useItemInteractions, type ListingHandlers } from './useItemInteractions';
import { useItemLabels } from './useItemLabels';

export interface ListViewProps extends ListingHandlers {
  items: FsItem[];
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
}

export function ListView({ items, sort, onSort, ...handlers }: ListViewProps) {
  const { t } = useTranslation('explorer');
  const labels = useItemLabels();
  const { selection } = handlers;
  const { containerRef, onKeyDown, linkProps } = useItemInteractions<HTMLUListElement>(
    items,
    'rows',
    handlers,
  );
  const muted = 'text-gray-600 dark:text-gray-400';
  return (
    <div
      data-testid="explorer-list"
      className="overflow-hidden rounded-lg border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-center border-b border-gray-200 dark:border-gray-700">
        {selection && <SelectAllBox selection={selection} total={items.length} />}
        <SortHeader sort={sort} onSort={onSort} />
      </div>
      <ul ref={containerRef} onKeyDown={onKeyDown} aria-label={t('listing.label')}>
        {items.map((item, index) => (
          <li
            key={item.path}
            className="flex items-center border-b border-gray-100 last:border-b-0 dark:border-gray-800"
          >
            {selection && (
              // Out of the tab order: the keyboard selects with Space on the entry itself.
              <input
                type="checkbox"
                tabIndex={-1}
                checked={selection.isSelected(item.path)}
                onChange={() => selection.toggle(item)}
                aria-label={t('selection.select', { name: item.name })}
                data-testid="explorer-select"
                className={`ml-3 shrink-0 ${checkboxClass}`}
              />
            )}
            <ItemLink
              {...linkProps(item, index)}
              className={`${LIST_COLUMNS} min-w-0 flex-1 items-center px-3 py-2 text-sm hover:bg-gray-50 focus-visible:ring-inset focus-visible:ring-offset-0 dark:hover:bg-gray-800/60`}
            >
              <span className="flex min-w-0 items-center gap-2.5">
                <FileIcon item={item} />
                <span className="truncate text-gray-900 dark:text-gray-100">{item.name}</span>
                <ShareBadge item={item} />
              </span>
              <span className={`text-right tabular-nums ${muted}`}>{labels.sizeOf(item)}</span>
              <span className={`hidden sm:block ${muted}`}>{labels.modifiedOf(item)}</span>
              <span className={`hidden truncate lg:block ${muted}`}>{labels.kindOf(item)}</span>
            </ItemLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
