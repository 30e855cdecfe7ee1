/**
 * A menu at a screen point (right click, long press, or the menu key): arrow keys move, Enter
 * chooses, Escape, Tab, a click elsewhere or scrolling close it, and focus returns where it was.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ContextMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

export interface ContextMenuProps {
  /** Accessible name, e.g. the file the menu acts on. */
  label: string;
  x: number;
  y: number;
  items: ContextMenuItem[];
  onClose: () => void;
}

const MARGIN = 8;

export function ContextMenu({ label, x, y, items, onClose }: ContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Keep the whole menu on screen: open leftwards or upwards near the right or bottom edge.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const { width, height } = menu.getBoundingClientRect();
    const left = x + width + MARGIN > window.innerWidth ? x - width : x;
    const top = y + height + MARGIN > window.innerHeight ? y - height : y;
    menu.style.left = `${Math.max(MARGIN, left)}px`;
    menu.style.top = `${Math.max(MARGIN, top)}px`;
  }, [x, y]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const dismiss = (event: Event) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      close.current();
    };
    const dismissNow = () => close.current();
    document.addEventListener('pointerdown', dismiss, true);
    window.addEventListener('scroll', dismissNow, true);
    window.addEventListener('resize', dismissNow);
    window.addEventListener('blur', dismissNow);
    return () => {
      document.removeEventListener('pointerdown', dismiss, true);
      window.removeEventListener('scroll', dismissNow, true);
      window.removeEventListener('resize', dismissNow);
      window.removeEventListener('blur', dismissNow);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const entries = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % entries.length,
      ArrowUp: (index - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      entries[moves[event.key]!]?.focus();
    }
  }

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      style={{ left: x, top: y }}
      className="fixed z-50 min-w-[12rem] rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-testid={`menu-${item.id}`}
          onClick={() => {
            onClose();
            item.onSelect();
          }}
          className="flex w-full items-center gap-2 px-3 py-2 text-left text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:text-gray-100 dark:hover:bg-gray-800 dark:focus:bg-gray-800"
        >
          {item.icon}
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}

export default ContextMenu;
