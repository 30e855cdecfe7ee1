/**
 * Which entries of the folder shown are selected: toggled one by one (checkbox, Ctrl/⌘-click),
 * a range from the last one toggled (Shift-click), or all at once. Another folder starts empty,
 * and entries that left the listing (deleted, renamed) drop out of the selection.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useMemo, useState } from 'react';

interface SelectionState {
  folder: string;
  paths: ReadonlySet<string>;
  /** Where a Shift-click range starts: the entry last toggled. */
  anchor: string | null;
}

export interface Selection {
  /** The selected entries, in listing order. */
  items: FsItem[];
  isSelected: (path: string) => boolean;
  toggle: (item: FsItem) => void;
  /** Selects the entries from the anchor to this one (inclusive), as file managers do. */
  extendTo: (item: FsItem) => void;
  selectAll: () => void;
  clear: () => void;
}

export function useSelection(items: FsItem[], folder: string): Selection {
  const [state, setState] = useState<SelectionState>({ folder, paths: new Set(), anchor: null });
  return useMemo(() => {
    const current =
      state.folder === folder ? state : { folder, paths: new Set<string>(), anchor: null };
    const selected = items.filter((item) => current.paths.has(item.path));
    const set = (paths: Iterable<string>, anchor: string | null) =>
      setState({ folder, paths: new Set(paths), anchor });
    return {
      items: selected,
      isSelected: (path) => current.paths.has(path),
      toggle(item) {
        const paths = new Set(selected.map((i) => i.path));
        if (paths.has(item.path)) paths.delete(item.path);
        else paths.add(item.path);
        set(paths, item.path);
      },
      extendTo(item) {
        const from = items.findIndex((i) => i.path === current.anchor);
        const to = items.indexOf(item);
        if (from === -1 || to === -1) {
          set([item.path], item.path);
          return;
        }
        const [start, end] = from < to ? [from, to] : [to, from];
        set(
          items.slice(start, end + 1).map((i) => i.path),
          current.anchor,
        );
      },
      selectAll: () =>
        set(
          items.map((i) => i.path),
          current.anchor,
        ),
      clear: () => set([], null),
    };
  }, [items, folder, state]);
}
