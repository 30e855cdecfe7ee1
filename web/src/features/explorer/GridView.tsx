/** The grid view: tiles with a large icon, the name and, for files, the size. */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './FileIcon';
import { ItemLink } from './ItemLink';
import { useItemInteractions, type ListingHandlers } from './useItemInteractions';
import { useItemLabels } from './useItemLabels';

export const TILE_CLASS =
  'flex h-full flex-col items-center gap-2 rounded-lg border border-transparent p-3 text-center text-sm hover:border-gray-200 hover:bg-white dark:hover:border-gray-700 dark:hover:bg-gray-900';

export function GridView({ items, ...handlers }: ListingHandlers & { items: FsItem[] }) {
  const { t } = useTranslation('explorer');
  const labels = useItemLabels();
  const { containerRef, onKeyDown, linkProps } = useItemInteractions<HTMLUListElement>(
    items,
    'tiles',
    handlers,
  );
  return (
    <ul
      ref={containerRef}
      onKeyDown={onKeyDown}
      aria-label={t('listing.label')}
      data-testid="explorer-grid"
      className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2"
    >
      {items.map((item, index) => (
        <li key={item.path}>
          <ItemLink {...linkProps(item, index)} className={TILE_CLASS}>
            <FileIcon item={item} className="h-12 w-12" />
            <span className="line-clamp-2 w-full break-words text-gray-900 dark:text-gray-100">
              {item.name}
            </span>
            {!item.isDirectory && (
              <span className="text-xs text-gray-500 dark:text-gray-400">
                {labels.sizeOf(item)}
              </span>
            )}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
