/**
 * Searching from the explorer: the 2-character minimum, the three scopes as the server is asked,
 * more results on demand, a result opening its folder (and a file's preview), and the history of
 * searches kept in this browser.
 */
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FileType } from '@cloudpaste/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '../../../offline/offlineDb';
import { openFolder } from '../testing/explorerScreen';
import { file } from '../testing/fsItems';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';
import { LEGACY_SEARCH_HISTORY_KEY } from './searchHistory';

setupExplorerTests();
beforeEach(() => offlineDb().searchHistory.clear());

/** The history as IndexedDB holds it, newest first. */
const storedHistory = () => offlineDb().searchHistory.orderBy('usedAt').reverse().primaryKeys();

const input = () => screen.getByTestId('search-input');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const results = () => screen.getAllByTestId('search-result').map((item) => item.dataset.path);

describe('search', () => {
  it('asks for 2 characters, then searches everywhere and opens a file in its folder', async () => {
    const { calls, router } = await openFolder(sampleTree(), '/mount-explorer/photos');
    fireEvent.click(screen.getByTestId('search-open'));
    type('n');
    expect(screen.getByText('Type at least 2 characters.')).toBeTruthy();
    type('no');
    await waitFor(() => expect(results()).toEqual(['/team/notes.txt']));
    expect(screen.getByTestId('search-total').textContent).toBe('1 result');
    expect(calls.filter((call) => call.startsWith('search'))).toEqual(['search no global @0']);
    expect(screen.getByTestId('search-result').textContent).toContain('team · /team');

    fireEvent.click(screen.getByTestId('search-result'));
    await waitFor(() => expect(router.state.location.search).toBe('?preview=notes.txt'));
    expect(router.state.location.pathname).toBe('/mount-explorer/team');
    await waitFor(async () => expect(await storedHistory()).toEqual(['no']));
    // Closing the preview leaves the user in the file's folder, not back where the search began.
    fireEvent.click(await screen.findByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/mount-explorer/team');
  });

  it('narrows to this mount or this folder, and says when nothing matches', async () => {
    const { calls } = await openFolder(sampleTree(), '/mount-explorer/team/my%20docs');
    fireEvent.click(screen.getByTestId('search-open'));
    type('.txt');
    await waitFor(() => expect(results()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('search-scope'), { target: { value: 'directory' } });
    await waitFor(() => expect(results()).toEqual(['/team/my docs/100%.txt']));
    fireEvent.change(screen.getByTestId('search-scope'), { target: { value: 'mount' } });
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(calls.filter((call) => call.startsWith('search'))).toEqual([
      'search .txt global @0',
      'search .txt directory /team/my docs @0',
      'search .txt mount m1 @0',
    ]);
    type('zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeTruthy();
  });

  it('says results may be incomplete while an index is still being built', async () => {
    await openFolder({ ...sampleTree(), indexing: 42_000 }, '/mount-explorer/team');
    fireEvent.click(screen.getByTestId('search-open'));
    type('no');
    await waitFor(() => expect(results()).toEqual(['/team/notes.txt']));
    expect(screen.getByTestId('search-indexing').textContent).toBe(
      'Still indexing: 42,000 objects so far. Results may be incomplete.',
    );
    type('.txt');
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(screen.getByTestId('search-indexing')).toBeTruthy();
  });

  it('shows no indexing notice once the index is built', async () => {
    await openFolder(sampleTree(), '/mount-explorer/team');
    fireEvent.click(screen.getByTestId('search-open'));
    type('no');
    await waitFor(() => expect(results()).toEqual(['/team/notes.txt']));
    expect(screen.queryByTestId('search-indexing')).toBeNull();
  });

  it('offers mount and folder scopes only inside a mount', async () => {
    await openFolder(sampleTree(), '/mount-explorer');
    fireEvent.click(screen.getByTestId('search-open'));
    const options = within(screen.getByTestId('search-scope')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).disabled)).toEqual([false, true, true]);
  });

  it('loads more results by pages of 50', async () => {
    const tree = sampleTree();
    tree.folders['/photos']!.push(
      ...Array.from({ length: 60 }, (_, i) => file(`/photos/shot-${i}.jpg`, FileType.IMAGE, 1)),
    );
    const { calls } = await openFolder(tree);
    fireEvent.click(screen.getByTestId('search-open'));
    type('shot');
    await waitFor(() => expect(results()).toHaveLength(50));
    expect(screen.getByTestId('search-total').textContent).toBe('60 results');
    fireEvent.click(screen.getByTestId('search-more'));
    await waitFor(() => expect(results()).toHaveLength(60));
    expect(screen.queryByTestId('search-more')).toBeNull();
    expect(calls.filter((call) => call.startsWith('search'))).toEqual([
      'search shot global @0',
      'search shot global @50',
    ]);
  });

  it('keeps recent searches to pick again, forget one, or clear', async () => {
    // What an earlier version kept in localStorage moves to IndexedDB once.
    localStorage.setItem(LEGACY_SEARCH_HISTORY_KEY, JSON.stringify(['plan', 'readme', 42]));
    await openFolder();
    fireEvent.click(screen.getByTestId('search-open'));
    const history = await screen.findByTestId('search-history');
    expect(localStorage.getItem(LEGACY_SEARCH_HISTORY_KEY)).toBeNull();
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['plan', 'readme']);
    fireEvent.click(within(history).getByRole('button', { name: 'plan' }));
    expect((input() as HTMLInputElement).value).toBe('plan');
    await waitFor(() => expect(results()).toEqual(['/team/plan.docx']));
    type('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove “readme” from recent searches' }));
    await waitFor(async () => expect(await storedHistory()).toEqual(['plan']));
    fireEvent.click(within(screen.getByTestId('search-history')).getByText('Clear'));
    await waitFor(() => expect(screen.queryByTestId('search-history')).toBeNull());
    expect(await storedHistory()).toEqual([]);
  });
});
