/**
 * The actions on one entry that work in this release: open (or preview), download, and copy a
 * temporary storage link. The link is fetched as the menu opens, so an action rarely waits and
 * the clipboard write stays close to the user's click (browsers refuse it long after).
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu, type ContextMenuItem } from '../../components/ContextMenu';
import { copyText } from '../../components/copyText';
import { useToast } from '../../components/toast/useToast';
import { absoluteContentUrl, useFsInfoFetcher } from './api';
import { Glyph } from './Glyph';
import type { Point } from './useLongPress';
import { startDownload } from './startDownload';

export interface ItemContextMenuProps {
  item: FsItem;
  point: Point;
  onOpen: (item: FsItem) => void;
  onClose: () => void;
}

export function ItemContextMenu({ item, point, onOpen, onClose }: ItemContextMenuProps) {
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const fetchInfo = useFsInfoFetcher();

  useEffect(() => {
    // Warm the cache; a failure is reported when an action needs the link.
    if (!item.isDirectory) fetchInfo(item.path).catch(() => undefined);
  }, [item, fetchInfo]);

  async function withLinks(action: (info: { download: string }) => Promise<void> | void) {
    try {
      const info = await fetchInfo(item.path);
      if (!info.download_url) throw new Error(t('menu.noLink'));
      await action({ download: info.download_url });
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('menu.noLink'));
    }
  }

  const icon = (name: 'open' | 'download' | 'link') => (
    <Glyph name={name} className="h-4 w-4 text-gray-500 dark:text-gray-400" />
  );
  const items: ContextMenuItem[] = [
    {
      id: 'open',
      label: item.isDirectory ? t('menu.open') : t('menu.preview'),
      icon: icon('open'),
      onSelect: () => onOpen(item),
    },
  ];
  if (!item.isDirectory) {
    items.push(
      {
        id: 'download',
        label: t('menu.download'),
        icon: icon('download'),
        onSelect: () => void withLinks(({ download }) => startDownload(download, item.name)),
      },
      {
        id: 'copy-link',
        label: t('menu.copyLink'),
        icon: icon('link'),
        onSelect: () =>
          void withLinks(async ({ download }) => {
            if (await copyText(absoluteContentUrl(download))) toast.success(t('menu.linkCopied'));
            else toast.error(t('menu.copyFailed'));
          }),
      },
    );
  }
  return (
    <ContextMenu
      label={t('menu.label', { name: item.name })}
      x={point.x}
      y={point.y}
      items={items}
      onClose={onClose}
    />
  );
}
