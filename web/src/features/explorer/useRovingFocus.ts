/**
 * Keyboard movement through the listing: one item is in the tab order at a time; arrows move it
 * (left/right and up/down by a row in tiled views), Home and End jump, Enter opens the link.
 */
import { useRef, useState, type KeyboardEvent } from 'react';

export const ITEM_SELECTOR = '[data-explorer-item]';

/** Tiles in the first row: the number of columns the grid wrapped to. */
function columnsOf(items: HTMLElement[]): number {
  const top = items[0]?.offsetTop;
  const inFirstRow = items.findIndex((item) => item.offsetTop !== top);
  return inFirstRow === -1 ? items.length : Math.max(1, inFirstRow);
}

export function useRovingFocus<T extends HTMLElement>(
  count: number,
  layout: 'rows' | 'tiles',
  resetKey: string,
) {
  const containerRef = useRef<T>(null);
  // Remembered per folder: entering another folder starts again at its first item.
  const [current, setCurrent] = useState({ key: resetKey, index: 0 });
  const active = current.key === resetKey ? Math.min(current.index, Math.max(0, count - 1)) : 0;
  const setActive = (index: number) => setCurrent({ key: resetKey, index });

  function onKeyDown(event: KeyboardEvent<T>) {
    const items = Array.from(
      containerRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [],
    );
    const index = items.indexOf(event.target as HTMLElement);
    if (index === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      // Shift+Enter keeps the browser's "open in a new window"; plain Enter follows the link here.
      if (event.shiftKey) return;
      event.preventDefault();
      items[index]?.click();
      return;
    }
    const step = layout === 'rows' ? 1 : columnsOf(items);
    const moves: Record<string, number> = {
      ArrowDown: index + step,
      ArrowUp: index - step,
      Home: 0,
      End: items.length - 1,
      ...(layout === 'tiles' ? { ArrowRight: index + 1, ArrowLeft: index - 1 } : {}),
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    target.focus();
    setActive(next);
  }

  return { containerRef, activeIndex: active, setActiveIndex: setActive, onKeyDown };
}
