/**
 * An image's thumbnail for the gallery. Its storage link comes from /fs/get, asked only once the
 * tile nears the viewport and a few at a time (see api.ts), so big folders stay cheap.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useState } from 'react';
import { contentUrl, useFsInfo } from './api';
import { FileIcon } from './FileIcon';
import { useInView } from './useInView';

export function Thumbnail({ item }: { item: FsItem }) {
  const { ref, isInView } = useInView<HTMLDivElement>();
  const info = useFsInfo(item.path, { enabled: isInView, throttled: true });
  const [hasFailed, setFailed] = useState(false);
  const url = info.data?.preview_url;
  return (
    <div
      ref={ref}
      className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-gray-100 dark:bg-gray-800"
    >
      {url && !hasFailed ? (
        <img
          src={contentUrl(url)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
          data-testid="explorer-thumbnail"
        />
      ) : (
        <FileIcon item={item} className={`h-12 w-12 ${info.isFetching ? 'animate-pulse' : ''}`} />
      )}
    </div>
  );
}
