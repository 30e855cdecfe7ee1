/**
 * Keys on a focused entry, as in a file manager: F2 renames it, Delete removes the selection (or,
 * with nothing selected, the entry), Space selects it, Ctrl/⌘+A selects all, Escape clears.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { KeyboardEvent } from 'react';
import type { ExplorerActions } from '../actions/useExplorerActions';
import { canRemove, canRename } from '../actions/writeRules';
import { ITEM_SELECTOR } from '../useRovingFocus';
import type { Selection } from './useSelection';

export function useListingKeys(
  items: FsItem[],
  selection: Selection | null,
  actions: ExplorerActions,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>(ITEM_SELECTOR);
    const item = items.find((entry) => entry.name === element?.dataset.name);
    if (!item || !selection) return;
    const isCommand = event.ctrlKey || event.metaKey;
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (event.key === 'F2' && canRename(actions.rights, [item])) {
      act(() => actions.rename(item));
    } else if (event.key === 'Delete') {
      const targets = selection.items.length > 0 ? selection.items : [item];
      if (canRemove(actions.rights, targets)) act(() => actions.remove(targets));
    } else if (event.key === ' ' && !isCommand) {
      act(() => selection.toggle(item));
    } else if (event.key.toLowerCase() === 'a' && isCommand) {
      act(selection.selectAll);
    } else if (event.key === 'Escape' && selection.items.length > 0) {
      act(selection.clear);
    }
  };
}
