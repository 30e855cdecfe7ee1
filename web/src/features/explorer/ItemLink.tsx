/**
 * One listing entry as a link (so middle click and "open in new tab" work): a folder leads into
 * it, a file to its preview. Right click, the menu key and a touch long-press open its menu.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/classes';
import type { ItemTarget } from './useExplorerLocation';
import { useLongPress, type Point } from './useLongPress';

export interface ItemLinkProps {
  item: FsItem;
  index: number;
  target: ItemTarget;
  /** The one entry in the tab order; arrow keys move it. */
  isActive: boolean;
  onFocusItem: (index: number) => void;
  onMenu: (item: FsItem, point: Point) => void;
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
      tabIndex={isActive ? 0 : -1}
      draggable={false}
      onFocus={() => onFocusItem(index)}
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
      className={`select-none [-webkit-touch-callout:none] ${focusRing} ${className}`}
    >
      {children}
    </Link>
  );
}
