/** The folder picker: browse by click, trail and keyboard; only the folder shown is chosen. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FolderPickerDialog, type PickerFolder } from './FolderPickerDialog';

const TREE: Record<string, PickerFolder[]> = {
  '/': [
    { name: 'photos', path: '/photos', isMount: true },
    { name: 'docs', path: '/docs', isMount: true },
  ],
  '/photos': [
    { name: '2023', path: '/photos/2023' },
    { name: '2024', path: '/photos/2024' },
  ],
  '/photos/2024': [],
};

/** The dialog over TREE; the listing of `failing` fails. */
function Harness({
  start = '/',
  onChoose,
  failing,
}: {
  start?: string;
  onChoose: (path: string) => void;
  failing?: string;
}) {
  const [path, setPath] = useState(start);
  return (
    <FolderPickerDialog
      path={path}
      onNavigate={setPath}
      folders={path === failing ? undefined : TREE[path]}
      error={path === failing ? 'This folder is gone' : undefined}
      onRetry={() => {}}
      onChoose={onChoose}
      onClose={() => {}}
    />
  );
}

const folderButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const current = () => screen.getByTestId('folder-picker-current').textContent;

describe('FolderPickerDialog', () => {
  it('opens folders by click, goes back by the trail, and chooses the folder shown', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const list = screen.getByRole('list', { name: 'Folders in /' });
    expect(within(list).getAllByText('Mount')).toHaveLength(2);
    fireEvent.click(folderButton('photos'));
    expect(current()).toContain('/photos');
    fireEvent.click(folderButton('2024'));
    expect(screen.getByText('No folders here.')).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    fireEvent.click(within(trail).getByRole('button', { name: 'photos' }));
    expect(current()).toContain('/photos');
    expect(within(trail).getByText('photos').closest('[aria-current]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose this folder' }));
    expect(onChoose).toHaveBeenCalledWith('/photos');
  });

  it('moves with the arrow keys, opens with Enter, goes up with Backspace', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const list = screen.getByTestId('folder-picker-list');
    const first = folderButton('photos');
    // One tab stop for the whole list: the active folder.
    expect(first.tabIndex).toBe(0);
    expect(folderButton('docs').tabIndex).toBe(-1);
    act(() => first.focus());
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(folderButton('docs'));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(folderButton('photos'));
    // Enter on a button clicks it.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(current()).toContain('/photos');
    // Focus follows into the new folder instead of falling out of the dialog.
    expect(document.activeElement).toBe(folderButton('2023'));
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(folderButton('2024'));
    fireEvent.keyDown(list, { key: 'Backspace' });
    expect(current()).toMatch(/\/$/);
    expect(document.activeElement).toBe(folderButton('photos'));
  });

  it('shows why a folder cannot be listed, and the trail still leads out', () => {
    render(<Harness start="/photos/2024" failing="/photos/2024" onChoose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('This folder is gone');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Root' }));
    expect(folderButton('photos')).toBeTruthy();
  });
});
