/** The gallery view: large tiles where images show themselves and other entries their icon. */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './FileIcon';
import { TILE_CLASS } from './GridView';
import { ItemLink } from './ItemLink';
import { isImage } from './previewKind';
import { Thumbnail } from './Thumbnail';
import { useItemInteractions, type ListingHandlers } from './useItemInteractions';

export function GalleryView({ items, ...handlers }: ListingHandlers & { items: FsItem[] }) {
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
      data-testid="explorer-gallery"
      className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3"
    >
      {items.map((item, index) => (
        <li key={item.path}>
          <ItemLink {...linkProps(item, index)} className={TILE_CLASS}>
            {isImage(item) ? (
              <Thumbnail item={item} />
            ) : (
              <div className="flex aspect-square w-full items-center justify-center rounded-md bg-gray-50 dark:bg-gray-800/60">
                <FileIcon item={item} className="h-16 w-16" />
              </div>
            )}
            <span className="w-full truncate text-gray-900 dark:text-gray-100">{item.name}</span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
