/** The gallery view: large tiles where images show themselves and other entries their icon. */
import type { FsItem } from '@cloudpaste/contracts';
import { FileIcon } from './FileIcon';
import { isImage } from './previewKind';
import { Thumbnail } from './Thumbnail';
import { TileList } from './TileList';
import type { ListingHandlers } from './useItemInteractions';

export function GalleryView({ items, ...handlers }: ListingHandlers & { items: FsItem[] }) {
  return (
    <TileList
      items={items}
      {...handlers}
      testId="explorer-gallery"
      className="grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3"
      renderTile={(item) => (
        <>
          {isImage(item) ? (
            <Thumbnail item={item} />
          ) : (
            <div className="flex aspect-square w-full items-center justify-center rounded-md bg-gray-50 dark:bg-gray-800/60">
              <FileIcon item={item} className="h-16 w-16" />
            </div>
          )}
          <span className="w-full truncate text-gray-900 dark:text-gray-100">{item.name}</span>
        </>
      )}
    />
  );
}
