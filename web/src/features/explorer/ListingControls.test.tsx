/** View modes (remembered), sorting with folders first, and keyboard movement through the listing. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFs } from './testing/fakeFs';
import { renderExplorer } from './testing/renderExplorer';
import { sampleTree } from './testing/tree';
import { SORT_STORAGE_KEY, VIEW_MODE_STORAGE_KEY } from './useExplorerPrefs';
import { setupExplorerTests } from './testing/setupExplorerTests';

const items = () => screen.getAllByTestId('explorer-item');
const names = () => items().map((item) => item.dataset.name);

setupExplorerTests();

describe('view modes', () => {
  it('switches between list, grid and gallery and remembers the choice', async () => {
    stubFs(sampleTree());
    const first = renderExplorer('/mount-explorer/team');
    expect(await screen.findByTestId('explorer-list')).toBeTruthy();
    expect(screen.getByTestId('view-list').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByTestId('explorer-grid')).toBeTruthy();
    expect(screen.queryByTestId('explorer-list')).toBeNull();
    expect(localStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('grid');
    first.unmount();

    renderExplorer('/mount-explorer/team');
    expect(await screen.findByTestId('explorer-grid')).toBeTruthy();
    expect(screen.getByTestId('view-grid').getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores a stored mode it does not know', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'carousel');
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    expect(await screen.findByTestId('explorer-list')).toBeTruthy();
  });

  it('shows image thumbnails in the gallery, asking links only for images', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, 'gallery');
    const { calls } = stubFs(sampleTree());
    renderExplorer('/mount-explorer/photos');
    expect(await screen.findByTestId('explorer-gallery')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('explorer-thumbnail')).toHaveLength(2));
    expect(
      screen.getAllByTestId('explorer-thumbnail').map((img) => img.getAttribute('src')),
    ).toEqual([
      '/api/storage/local/preview/photos/a.png',
      '/api/storage/local/preview/photos/b.jpg',
    ]);
    expect(calls.filter((call) => call.startsWith('get')).sort()).toEqual([
      'get /photos/a.png',
      'get /photos/b.jpg',
    ]);
  });
});

describe('sorting', () => {
  it('sorts by name, size and date in both directions, folders always first', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    await waitFor(() =>
      expect(names()).toEqual([
        'empty',
        'my docs',
        'archive.zip',
        'big.log',
        'notes.txt',
        'plan.docx',
        'readme.md',
      ]),
    );

    fireEvent.click(screen.getByTestId('sort-column-size'));
    expect(names()).toEqual([
      'empty',
      'my docs',
      'archive.zip',
      'readme.md',
      'notes.txt',
      'plan.docx',
      'big.log',
    ]);
    fireEvent.click(screen.getByTestId('sort-column-size'));
    expect(names()).toEqual([
      'empty',
      'my docs',
      'big.log',
      'plan.docx',
      'notes.txt',
      'readme.md',
      'archive.zip',
    ]);
    expect(localStorage.getItem(SORT_STORAGE_KEY)).toBe('size-desc');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'modified' } });
    expect(names().slice(2)).toEqual([
      'readme.md',
      'plan.docx',
      'big.log',
      'notes.txt',
      'archive.zip',
    ]);
    fireEvent.click(screen.getByTestId('sort-direction'));
    expect(names().slice(2)).toEqual([
      'archive.zip',
      'notes.txt',
      'big.log',
      'plan.docx',
      'readme.md',
    ]);
    expect(names().slice(0, 2)).toEqual(['empty', 'my docs']);
  });
});

describe('keyboard', () => {
  it('moves focus with the arrow keys, Home and End, and opens with Enter', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team');
    await waitFor(() => expect(items()).toHaveLength(7));
    // One entry in the tab order at a time.
    expect(items().map((item) => item.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    items()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[1]);
    expect(items()[1]!.tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-name')).toBe('readme.md');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-name')).toBe('plan.docx');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('data-name')).toBe('empty');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });

    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/mount-explorer/team/my%20docs'),
    );
    await waitFor(() => expect(names()).toEqual(['100%.txt']));
    // A new folder starts at its first entry.
    expect(items()[0]!.tabIndex).toBe(0);
  });
});
