/**
 * Selecting entries: checkboxes and "select all" in the list view, Ctrl/⌘- and Shift-click in any
 * view, Space, Ctrl+A and Escape on the keyboard, and the selection toolbar's count and actions.
 */
import { Permission } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemNamed, openFolder } from '../testing/explorerScreen';
import { loginWithKey } from '../testing/session';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { VIEW_MODE_STORAGE_KEY } from '../useExplorerPrefs';

setupExplorerTests();

const selected = () =>
  screen
    .getAllByTestId('explorer-item')
    .filter((item) => item.dataset.selected !== undefined)
    .map((item) => item.dataset.name);
const count = () => screen.getByTestId('selection-count').textContent;
const toolbarButtons = () =>
  within(screen.getByTestId('selection-toolbar'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('selection', () => {
  it('selects with checkboxes and the header box, and offers what fits the selection', async () => {
    await openFolder();
    expect(screen.queryByTestId('selection-toolbar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    expect(selected()).toEqual(['notes.txt']);
    expect(count()).toBe('1 selected');
    expect(toolbarButtons()).toEqual([
      'Rename',
      'Share',
      'Copy to…',
      'Move to…',
      'Add to basket',
      'Download as zip',
      'Delete',
      'Select all',
      'Clear selection',
    ]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select my docs' }));
    expect(count()).toBe('2 selected');
    expect(toolbarButtons()).toEqual([
      'Copy to…',
      'Move to…',
      'Add to basket',
      'Download as zip',
      'Delete',
      'Select all',
      'Clear selection',
    ]);
    const all = screen.getByTestId('explorer-select-all') as HTMLInputElement;
    expect(all.indeterminate).toBe(true);

    fireEvent.click(all);
    expect(selected()).toHaveLength(7);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.queryByTestId('selection-toolbar')).toBeNull();
  });

  it('toggles with Ctrl-click and selects a range with Shift-click, without opening anything', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'grid');
    const { router } = await openFolder();
    fireEvent.click(itemNamed('my docs'), { ctrlKey: true });
    fireEvent.click(itemNamed('notes.txt'), { shiftKey: true });
    expect(selected()).toEqual(['my docs', 'archive.zip', 'big.log', 'notes.txt']);
    fireEvent.click(itemNamed('big.log'), { metaKey: true });
    expect(selected()).toEqual(['my docs', 'archive.zip', 'notes.txt']);
    expect(router.state.location.pathname).toBe('/mount-explorer/team');
    expect(router.state.location.search).toBe('');
  });

  it('selects with Space and Ctrl+A, clears with Escape and in another folder', async () => {
    const { router } = await openFolder();
    itemNamed('readme.md').focus();
    fireEvent.keyDown(itemNamed('readme.md'), { key: ' ' });
    expect(selected()).toEqual(['readme.md']);
    fireEvent.keyDown(itemNamed('readme.md'), { key: 'a', ctrlKey: true });
    expect(selected()).toHaveLength(7);
    fireEvent.keyDown(itemNamed('readme.md'), { key: 'Escape' });
    expect(selected()).toEqual([]);

    fireEvent.keyDown(itemNamed('readme.md'), { key: ' ' });
    await act(() => router.navigate('/mount-explorer/photos'));
    await waitFor(() => expect(screen.queryByTestId('selection-toolbar')).toBeNull());
  });

  it('offers no selection to a key that can only view', async () => {
    loginWithKey(Permission.MOUNT_VIEW);
    await openFolder();
    expect(screen.queryByTestId('explorer-select')).toBeNull();
    fireEvent.keyDown(itemNamed('readme.md'), { key: ' ' });
    expect(screen.queryByTestId('selection-toolbar')).toBeNull();
  });
});
