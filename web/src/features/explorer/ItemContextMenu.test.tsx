/**
 * The entry menu: right click and touch long-press open it; it offers what works for the entry
 * and what the user's permission bits allow.
 */
import { Permission } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFs } from './testing/fakeFs';
import { renderExplorer } from './testing/renderExplorer';
import { loginAsAdmin, loginWithKey } from './testing/session';
import { setupExplorerTests } from './testing/setupExplorerTests';
import { sampleTree } from './testing/tree';

const item = (name: string) =>
  screen.getAllByTestId('explorer-item').find((element) => element.dataset.name === name)!;
const menuLabels = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((entry) => entry.textContent);

setupExplorerTests();

describe('entry menu', () => {
  it('offers the admin every action on a file, and on a folder those that fit', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.contextMenu(item('notes.txt'), { clientX: 40, clientY: 60 });
    expect(screen.getByRole('menu', { name: 'Actions for notes.txt' })).toBeTruthy();
    expect(menuLabels()).toEqual([
      'Preview',
      'Download',
      'Copy link',
      'Copy direct link',
      'Add to basket',
      'Share',
      'Rename',
      'Copy to…',
      'Move to…',
      'Delete',
    ]);
    expect(document.activeElement?.textContent).toBe('Preview');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Download');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.contextMenu(item('my docs'), { clientX: 40, clientY: 60 });
    expect(menuLabels()).toEqual([
      'Open',
      'Download as zip',
      'Share folder…',
      'Rename',
      'Copy to…',
      'Move to…',
      'Delete',
    ]);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shares a selection of several entries as one hand-picked folder share', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    for (const name of ['notes.txt', 'my docs'])
      fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    fireEvent.contextMenu(item('notes.txt'), { clientX: 40, clientY: 60 });
    expect(menuLabels()).toContain('Share 2 selected items…');
  });

  it('offers a key only what its bits allow, and nothing that changes a mount folder', async () => {
    loginWithKey(Permission.MOUNT_VIEW | Permission.MOUNT_RENAME);
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.contextMenu(item('notes.txt'), { clientX: 5, clientY: 5 });
    // Renaming is how a move inside a mount is made.
    expect(menuLabels()).toEqual([
      'Preview',
      'Download',
      'Copy link',
      'Copy direct link',
      'Add to basket',
      'Rename',
      'Move to…',
    ]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

    loginAsAdmin();
    await act(() => router.navigate('/mount-explorer'));
    await waitFor(() => expect(item('team')).toBeTruthy());
    fireEvent.contextMenu(item('team'), { clientX: 5, clientY: 5 });
    expect(menuLabels()).toEqual(['Open', 'Download as zip']);
  });

  it('opens a folder or a file preview from the menu', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.contextMenu(item('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Preview' }));
    await waitFor(() => expect(router.state.location.search).toBe('?preview=notes.txt'));
    expect(await screen.findByTestId('explorer-preview')).toBeTruthy();
  });

  it('copies a file-link, inline or forcing the download, and says until when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const tree = sampleTree();
    tree.linkExpiresAt = '2030-01-01T12:00:00.000Z';
    const { calls } = stubFs(tree);
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.contextMenu(item('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://cdn.example/team/notes.txt'),
    );
    expect(await screen.findByText(/works without logging in until .*2030/)).toBeTruthy();

    fireEvent.contextMenu(item('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy direct link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith('https://cdn.example/team/notes.txt?download=1'),
    );
    expect(calls.filter((call) => call.startsWith('file-link'))).toEqual([
      'file-link /team/notes.txt',
      'file-link /team/notes.txt download',
    ]);
  });

  it("shows the server's refusal of a link", async () => {
    const tree = sampleTree();
    tree.writeErrors = { 'file-link /team/notes.txt': [403, 'no permission for this mount'] };
    stubFs(tree);
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.contextMenu(item('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('no permission for this mount')).toBeTruthy();
  });

  it('downloads through the storage link the server hands out', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    const { calls } = stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.contextMenu(item('plan.docx'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    await waitFor(() =>
      expect(clicked).toEqual(['/api/storage/local/download/team/plan.docx as plan.docx']),
    );
    // The link fetched as the menu opened is reused.
    expect(calls.filter((call) => call === 'get /team/plan.docx')).toHaveLength(1);
  });

  it('opens on a 500 ms touch long-press, not on a shorter one, a moving finger or a mouse', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    vi.useFakeTimers();
    const target = item('notes.txt');
    const touch = { pointerType: 'touch', clientX: 100, clientY: 100 };

    fireEvent.pointerDown(target, touch);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.pointerUp(target, touch);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('menu')).toBeNull();

    // Moving more than 10 px is a scroll, not a press.
    fireEvent.pointerDown(target, touch);
    fireEvent.pointerMove(target, { pointerType: 'touch', clientX: 108, clientY: 108 });
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerDown(target, { ...touch, pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('menu')).toBeNull();

    // Within the tolerance it still counts; the tap that ends it does not follow the link.
    fireEvent.pointerDown(target, touch);
    fireEvent.pointerMove(target, { pointerType: 'touch', clientX: 106, clientY: 107 });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('menu', { name: 'Actions for notes.txt' })).toBeTruthy();
    fireEvent.pointerUp(target, touch);
    fireEvent.click(target);
    expect(router.state.location.search).toBe('');
  });
});
