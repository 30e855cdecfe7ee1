/**
 * One listing entry as a link (so middle click and "open in new tab" work): a folder leads into
 * it, a file to its preview. Right click, the menu key and a touch long-press open its menu;
 * Ctrl/⌘-click and Shift-click select instead of opening, as in a file manager.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/classes';
import type { ItemTarget } from './useExplorerLocation';
import { useLongPress, type Point } from './useLongPress';

const SELECTED_CLASS = 'bg-blue-50 ring-1 ring-blue-300 dark:bg-blue-950/50 dark:ring-blue-700';

export interface ItemLinkProps {
  item: FsItem;
  index: number;
  target: ItemTarget;
  /** The one entry in the tab order; arrow keys move it. */
  isActive: boolean;
  onFocusItem: (index: number) => void;
  onMenu: (item: FsItem, point: Point) => void;
  isSelected: boolean;
  /** Null where nothing can be done with a selection (no write permission). */
  onPick: ((item: FsItem, how: 'toggle' | 'range') => void) | null;
  className?: string;
  children: ReactNode;
}

export function ItemLink({
  item,
  index,
  target,
  isActive,
  onFocusItem,
  onMenu,
  isSelected,
  onPick,
  className = '',
  children,
}: ItemLinkProps) {
  const longPress = useLongPress((point) => onMenu(item, point));
  return (
    <Link
      to={target.to}
      state={target.state}
      data-explorer-item=""
      data-testid="explorer-item"
      data-name={item.name}
      data-selected={isSelected || undefined}
      tabIndex={isActive ? 0 : -1}
      draggable={false}
      onFocus={() => onFocusItem(index)}
      onClick={(event) => {
        const how = event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : null;
        if (!how || !onPick) return;
        event.preventDefault();
        onPick(item, how);
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        // The keyboard menu key reports no pointer position: open below the entry instead.
        const fromKeyboard = event.clientX === 0 && event.clientY === 0;
        const rect = event.currentTarget.getBoundingClientRect();
        onMenu(
          item,
          fromKeyboard
            ? { x: rect.left + 16, y: rect.bottom }
            : { x: event.clientX, y: event.clientY },
        );
      }}
      {...longPress}
      // No text selection or iOS link callout while a finger is held down for the menu.
      className={`select-none [-webkit-touch-callout:none] ${focusRing} ${className} ${isSelected ? SELECTED_CLASS : ''}`}
    >
      {children}
    </Link>
  );
}
