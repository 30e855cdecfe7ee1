/**
 * The actions on one entry: open (or preview), download (a folder as a zip), links that need no
 * login, adding files to the basket, and the writes
 * this user may make (share, rename, copy, move, delete). On an entry that is part of a selection,
 * copy, move and delete act on the whole selection. The download link is fetched as the menu opens, so the click rarely waits.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu, type ContextMenuItem } from '../../components/ContextMenu';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/toast/useToast';
import { errorText } from '../../lib/errorText';
import { filePath } from '../../lib/shareLinks';
import type { ExplorerActions } from './actions/useExplorerActions';
import { useCopyFileLink } from './actions/useCopyFileLink';
import {
  canCopy,
  canMove,
  canRemove,
  canRename,
  canShare,
  canShareFolder,
} from './actions/writeRules';
import { useFsInfoFetcher } from './api';
import { Glyph } from './Glyph';
import type { GlyphName } from './glyphs';
import type { Selection } from './selection/useSelection';
import { startDownload } from './startDownload';
import type { Point } from './useLongPress';

export interface ItemContextMenuProps {
  item: FsItem;
  point: Point;
  actions: ExplorerActions;
  selection: Selection;
  onOpen: (item: FsItem) => void;
  onClose: () => void;
}

const iconClass = 'h-4 w-4 text-gray-500 dark:text-gray-400';
const glyph = (name: GlyphName) => <Glyph name={name} className={iconClass} />;

export function ItemContextMenu({
  item,
  point,
  actions,
  selection,
  onOpen,
  onClose,
}: ItemContextMenuProps) {
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const fetchInfo = useFsInfoFetcher();
  const copyLink = useCopyFileLink();
  const targets = selection.isSelected(item.path) ? selection.items : [item];

  useEffect(() => {
    // Warm the cache; a failure is reported when the download needs the link.
    if (!item.isDirectory) fetchInfo(item.path).catch(() => undefined);
  }, [item, fetchInfo]);

  async function download() {
    try {
      const info = await fetchInfo(item.path);
      if (!info.download_url) throw new Error(t('menu.noLink'));
      startDownload(info.download_url, item.name);
    } catch (error) {
      toast.error(errorText(error, t('menu.noLink')));
    }
  }

  const entry = (id: string, label: string, icon: ReactNode, onSelect: () => void) => ({
    id,
    label,
    icon,
    onSelect,
  });
  const items: ContextMenuItem[] = [
    entry('open', item.isDirectory ? t('menu.open') : t('menu.preview'), glyph('open'), () =>
      onOpen(item),
    ),
  ];
  if (!item.isDirectory) {
    items.push(
      entry('download', t('menu.download'), glyph('download'), () => void download()),
      entry('copy-link', t('menu.copyLink'), glyph('link'), () => void copyLink(item.path, false)),
      entry(
        'copy-direct-link',
        t('menu.copyDirectLink'),
        glyph('link'),
        () => void copyLink(item.path, true),
      ),
    );
  }
  if (item.isDirectory) {
    items.push(
      entry('download-zip', t('menu.downloadZip'), glyph('download'), () =>
        actions.downloadZip([item]),
      ),
    );
  } else {
    items.push(
      entry('basket', t('basket.add'), glyph('basket'), () => actions.addToBasket(targets)),
    );
  }
  const sharedAs = item.share?.slug;
  if (sharedAs) {
    items.push(
      entry('open-share', t('shareBadge.open'), glyph('share'), () =>
        window.open(filePath(sharedAs), '_blank', 'noopener'),
      ),
    );
  }
  if (canShare(actions.rights, [item])) {
    items.push(entry('share', t('actions.share'), glyph('share'), () => actions.share(item)));
  }
  if (targets.length > 1 && canShareFolder(actions.rights, targets)) {
    const label = t('menu.shareSelected', { count: targets.length });
    items.push(
      entry('share-selected', label, glyph('share'), () =>
        actions.shareFolder(
          item.path,
          targets.map((target) => target.name),
        ),
      ),
    );
  } else if (item.isDirectory && canShareFolder(actions.rights, [item])) {
    items.push(
      entry('share-folder', t('menu.shareFolder'), glyph('share'), () =>
        actions.shareFolder(item.path),
      ),
    );
  }
  if (canRename(actions.rights, [item])) {
    items.push(
      entry('rename', t('actions.rename'), <Icon name="edit" className={iconClass} />, () =>
        actions.rename(item),
      ),
    );
  }
  // Copy, move and delete act on the whole selection when the entry is part of it.
  const many = targets.length > 1;
  if (canCopy(actions.rights, targets)) {
    const label = many ? t('menu.copySelected', { count: targets.length }) : t('actions.copyTo');
    items.push(entry('copy', label, glyph('copy'), () => actions.copyTo(targets)));
  }
  if (canMove(actions.rights, targets)) {
    const label = many ? t('menu.moveSelected', { count: targets.length }) : t('actions.moveTo');
    items.push(entry('move', label, glyph('move'), () => actions.moveTo(targets)));
  }
  if (canRemove(actions.rights, targets)) {
    const label = many ? t('menu.deleteSelected', { count: targets.length }) : t('actions.delete');
    items.push(
      entry('delete', label, <Icon name="delete" className={iconClass} />, () =>
        actions.remove(targets),
      ),
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
