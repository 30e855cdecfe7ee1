/**
 * The tile views' frame (grid and gallery): a list of item links that arrow keys move through by
 * rows of tiles. Each view says how wide its tiles are and what a tile shows.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemLink } from './ItemLink';
import { useItemInteractions, type ListingHandlers } from './useItemInteractions';

const TILE_CLASS =
  'flex h-full flex-col items-center gap-2 rounded-lg border border-transparent p-3 text-center text-sm hover:border-gray-200 hover:bg-white dark:hover:border-gray-700 dark:hover:bg-gray-900';

export interface TileListProps extends ListingHandlers {
  items: FsItem[];
  testId: string;
  /** The grid's column sizing and gap. */
  className: string;
  renderTile: (item: FsItem) => ReactNode;
}

export function TileList({ items, testId, className, renderTile, ...handlers }: TileListProps) {
  const { t } = useTranslation('explorer');
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
      data-testid={testId}
      className={`grid ${className}`}
    >
      {items.map((item, index) => (
        <li key={item.path}>
          <ItemLink {...linkProps(item, index)} className={TILE_CLASS}>
            {renderTile(item)}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
