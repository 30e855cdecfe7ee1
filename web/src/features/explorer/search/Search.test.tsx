/**
 * Searching from the explorer: the 2-character minimum, the three scopes as the server is asked,
 * more results on demand, a result opening its folder (and a file's preview), and the history of
 * searches kept in this browser.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FileType } from '@cloudpaste/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { openFolder } from '../testing/explorerScreen';
import { file } from '../testing/fsItems';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';
import { SEARCH_HISTORY_KEY } from './searchHistory';

setupExplorerTests();
beforeEach(() => localStorage.removeItem(SEARCH_HISTORY_KEY));

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
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['no']);
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
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['plan', 'readme', 42]));
    await openFolder();
    fireEvent.click(screen.getByTestId('search-open'));
    const history = screen.getByTestId('search-history');
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
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['plan']);
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('search-history')).getByText('Clear'));
    });
    expect(screen.queryByTestId('search-history')).toBeNull();
  });
});
