/** The lightbox of a rendered document: opens on an image's click, zooms, traps and gives back focus. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { useImageLightbox } from './useImageLightbox';

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await i18n.loadNamespaces('diagrams');
});

function Document() {
  const { onClick, onKeyDown, lightbox } = useImageLightbox();
  return (
    <div onClick={onClick} onKeyDown={onKeyDown}>
      <button type="button">before</button>
      <img src="/cat.png" alt="A cat" tabIndex={0} />
      <a href="/elsewhere">
        <img src="/linked.png" alt="Linked" />
      </a>
      {lightbox}
    </div>
  );
}

describe('image lightbox', () => {
  it('opens on a click, zooms with buttons and keys, and closes with Escape', async () => {
    render(<Document />);
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    fireEvent.click(screen.getByRole('img', { name: 'A cat' }));

    const dialog = await screen.findByRole('dialog', { name: 'A cat' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    expect(screen.getByText('Zoom: 100%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom: 125%')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: '+' });
    expect(screen.getByText('Zoom: 156%')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: '-' });
    fireEvent.keyDown(dialog, { key: '-' });
    fireEvent.keyDown(dialog, { key: '-' });
    expect(screen.getByText('Zoom: 80%')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: '0' });
    expect(screen.getByText('Zoom: 100%')).toBeTruthy();

    // Tab from the last button comes back to the first: focus stays in the dialog.
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zoom out' }));

    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('leaves images inside links to their link', () => {
    render(<Document />);
    fireEvent.click(screen.getByRole('img', { name: 'Linked' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the keyboard: Enter on a focused image', async () => {
    render(<Document />);
    const cat = screen.getByRole('img', { name: 'A cat' });
    cat.focus();
    fireEvent.keyDown(cat, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'A cat' });
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(document.activeElement).toBe(cat);
  });
});
