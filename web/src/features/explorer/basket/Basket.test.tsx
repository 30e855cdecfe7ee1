/**
 * The file basket: files gathered from several folders (folders and duplicates left out), kept
 * across reloads, the total and the large-download warning, removing and emptying, and the zip
 * download handed to the browser; also a selection or folder downloaded as a zip directly.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { itemNamed, openFolder, settledTask } from '../testing/explorerScreen';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';
import { file } from '../testing/fsItems';
import { FileType } from '@cloudpaste/contracts';
import { BASKET_STORAGE_KEY } from './BasketStore';
import { resetBasketStore } from './useBasket';

setupExplorerTests();
beforeEach(() => {
  localStorage.removeItem(BASKET_STORAGE_KEY);
  resetBasketStore();
});

/** Clicks on download links, as 'href as name'. */
function watchDownloads() {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(`${new URL(this.href).pathname} as ${this.download}`);
  });
  return clicked;
}

const select = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
const basketPaths = () => screen.getAllByTestId('basket-item').map((item) => item.dataset.path);

describe('file basket', () => {
  it('gathers files from two folders and downloads them as one zip', async () => {
    const { calls, router } = await openFolder();
    const clicked = watchDownloads();
    select('notes.txt');
    select('my docs');
    fireEvent.click(screen.getByTestId('selection-basket'));
    expect(await screen.findByText('Added 1 file to the basket')).toBeTruthy();
    expect(screen.getByTestId('basket-count').textContent).toBe('1');

    await act(() => router.navigate('/mount-explorer/photos'));
    await waitFor(() => expect(itemNamed('a.png')).toBeTruthy());
    fireEvent.contextMenu(itemNamed('a.png'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to basket' }));
    fireEvent.contextMenu(itemNamed('a.png'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to basket' }));
    expect(await screen.findByText('Already in the basket')).toBeTruthy();

    fireEvent.click(screen.getByTestId('basket-open'));
    const dialog = screen.getByRole('dialog', { name: 'File basket' });
    expect(basketPaths()).toEqual(['/team/notes.txt', '/photos/a.png']);
    expect(within(dialog).getByRole('region', { name: '/team' })).toBeTruthy();
    expect(screen.getByTestId('basket-summary').textContent).toBe('2 files · 4.9 KB');
    expect(screen.queryByTestId('basket-warning')).toBeNull();

    fireEvent.click(screen.getByTestId('basket-download'));
    const { files } = await settledTask('completed');
    expect(files).toEqual(['notes.txt | Done', 'a.png | Done']);
    expect(calls).toContain('archive /team/notes.txt,/photos/a.png');
    expect(clicked).toEqual(['/api/fs/archive/ticket-1 as files.zip']);
  });

  it('survives a reload, warns about a large total, removes and empties', async () => {
    const tree = sampleTree();
    tree.folders['/photos']!.push(file('/photos/huge.iso', FileType.UNKNOWN, 3 * 1024 ** 3));
    await openFolder(tree, '/mount-explorer/photos');
    select('huge.iso');
    select('b.jpg');
    fireEvent.click(screen.getByTestId('selection-basket'));
    await screen.findByText('Added 2 files to the basket');
    expect(JSON.parse(localStorage.getItem(BASKET_STORAGE_KEY)!)).toHaveLength(2);

    // A new page: the basket is read back from the browser's storage.
    resetBasketStore();
    fireEvent.click(screen.getByTestId('basket-open'));
    expect(basketPaths()).toEqual(['/photos/b.jpg', '/photos/huge.iso']);
    expect(screen.getByTestId('basket-warning').textContent).toContain('(3 GB)');
    fireEvent.click(screen.getByRole('button', { name: 'Remove huge.iso from the basket' }));
    expect(basketPaths()).toEqual(['/photos/b.jpg']);
    expect(screen.queryByTestId('basket-warning')).toBeNull();
    fireEvent.click(screen.getByTestId('basket-clear'));
    expect(screen.getByText('The basket is empty')).toBeTruthy();
    expect((screen.getByTestId('basket-download') as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(localStorage.getItem(BASKET_STORAGE_KEY)!)).toEqual([]);
  });

  it("says when the server refuses the zip, and a folder's zip is named after it", async () => {
    const { calls, server } = await openFolder();
    const clicked = watchDownloads();
    fireEvent.contextMenu(itemNamed('my docs'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Download as zip' }));
    await settledTask('completed');
    expect(calls).toContain('archive /team/my docs');
    expect(clicked).toEqual(['/api/fs/archive/ticket-1 as my docs.zip']);

    server.fs.writeErrors = { 'archive /team/notes.txt': [400, 'at most 10000 files in one zip'] };
    select('notes.txt');
    fireEvent.click(screen.getByTestId('selection-download'));
    const { files } = await settledTask('failed');
    expect(files).toEqual(['notes.txt | Failed | at most 10000 files in one zip']);
    expect(
      await screen.findByText('The zip could not be prepared; see the tasks panel.'),
    ).toBeTruthy();
  });
});
