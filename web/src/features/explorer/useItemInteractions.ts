/** What every listing view needs to render its entries: roving focus plus the ItemLink props. */
import type { FsItem } from '@cloudpaste/contracts';
import type { ItemLinkProps } from './ItemLink';
import type { Selection } from './selection/useSelection';
import type { ItemTarget } from './useExplorerLocation';
import type { Point } from './useLongPress';
import { useRovingFocus } from './useRovingFocus';

export interface ListingHandlers {
  /** The folder shown; moving to another resets the keyboard position. */
  path: string;
  targetOf: (item: FsItem) => ItemTarget;
  onMenu: (item: FsItem, point: Point) => void;
  /** Null when the user can do nothing with a selection. */
  selection: Selection | null;
}

export function useItemInteractions<T extends HTMLElement>(
  items: FsItem[],
  layout: 'rows' | 'tiles',
  { path, targetOf, onMenu, selection }: ListingHandlers,
) {
  const roving = useRovingFocus<T>(items.length, layout, path);
  const linkProps = (item: FsItem, index: number): Omit<ItemLinkProps, 'children'> => ({
    item,
    index,
    target: targetOf(item),
    isActive: index === roving.activeIndex,
    onFocusItem: roving.setActiveIndex,
    onMenu,
    isSelected: selection?.isSelected(item.path) ?? false,
    onPick: selection
      ? (picked, how) => (how === 'range' ? selection.extendTo(picked) : selection.toggle(picked))
      : null,
  });
  return { containerRef: roving.containerRef, onKeyDown: roving.onKeyDown, linkProps };
}
