/** The grid view: tiles with a large icon, the name and, for files, the size. */
import type { FsItem } from '@cloudpaste/contracts';
import { FileIcon } from './FileIcon';
import { ShareBadge } from './ShareBadge';
import { TileList } from './TileList';
import type { ListingHandlers } from './useItemInteractions';
import { useItemLabels } from './useItemLabels';

export function GridView({ items, ...handlers }: ListingHandlers & { items: FsItem[] }) {
  const labels = useItemLabels();
  return (
    <TileList
      items={items}
      {...handlers}
      testId="explorer-grid"
      className="grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2"
      renderTile={(item) => (
        <>
          <FileIcon item={item} className="h-12 w-12" />
          <span className="line-clamp-2 w-full break-words text-gray-900 dark:text-gray-100">
            {item.name}
          </span>
          {!item.isDirectory && (
            <span className="flex items-center gap-1 text-xs text-gray-500 dark:text-gray-400">
              {labels.sizeOf(item)}
              <ShareBadge item={item} />
            </span>
          )}
        </>
      )}
    />
  );
}
