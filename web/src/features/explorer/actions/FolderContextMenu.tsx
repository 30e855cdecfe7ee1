/** The menu of the folder itself (right click beside the entries): new folder, select all. */
import { useTranslation } from 'react-i18next';
import { ContextMenu, type ContextMenuItem } from '../../../components/ContextMenu';
import { Glyph } from '../Glyph';
import type { Point } from '../useLongPress';

export interface FolderContextMenuProps {
  folder: string;
  point: Point;
  onNewFolder: (() => void) | null;
  onSelectAll: (() => void) | null;
  onClose: () => void;
}

export function FolderContextMenu(props: FolderContextMenuProps) {
  const { t } = useTranslation('explorer');
  const { onNewFolder, onSelectAll } = props;
  const items: ContextMenuItem[] = [];
  if (onNewFolder) {
    const icon = <Glyph name="folderPlus" className="h-4 w-4 text-gray-500 dark:text-gray-400" />;
    items.push({ id: 'new-folder', label: t('actions.newFolder'), icon, onSelect: onNewFolder });
  }
  if (onSelectAll) {
    items.push({ id: 'select-all', label: t('selection.selectAll'), onSelect: onSelectAll });
  }
  if (items.length === 0) return null;
  return (
    <ContextMenu
      label={t('menu.folderLabel', { folder: props.folder })}
      x={props.point.x}
      y={props.point.y}
      items={items}
      onClose={props.onClose}
    />
  );
}
