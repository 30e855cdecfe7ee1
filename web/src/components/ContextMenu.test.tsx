/** ContextMenu: keyboard movement that wraps, choosing an item, and the ways it closes. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContextMenu } from './ContextMenu';

function renderMenu() {
  const onClose = vi.fn();
  const onOpen = vi.fn();
  render(
    <>
      <button type="button">outside</button>
      <ContextMenu
        label="Actions for a.txt"
        x={10}
        y={20}
        onClose={onClose}
        items={[
          { id: 'open', label: 'Open', onSelect: onOpen },
          { id: 'download', label: 'Download', onSelect: vi.fn() },
        ]}
      />
    </>,
  );
  return { onClose, onOpen };
}

describe('ContextMenu', () => {
  it('focuses the first item, moves with wrapping arrows, and chooses with a click', () => {
    const { onClose, onOpen } = renderMenu();
    const menu = screen.getByRole('menu', { name: 'Actions for a.txt' });
    expect(menu.style.left).toBe('10px');
    expect(document.activeElement?.textContent).toBe('Open');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Download');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Open');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, on a press outside and on scrolling, but not on a press inside', () => {
    const { onClose } = renderMenu();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Download' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    fireEvent.scroll(window);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
