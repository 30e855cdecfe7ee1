/**
 * New folder, rename, delete and share against the fake /api/fs: name checks, the server's
 * refusals shown where they happen, the listing refreshed, delete failures per path.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemNamed, itemNames, openFolder, settledTask } from '../testing/explorerScreen';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';

setupExplorerTests();

const nameInput = () => screen.getByTestId('name-dialog-input');
function submitName(name: string) {
  fireEvent.change(nameInput(), { target: { value: name } });
  fireEvent.click(screen.getByTestId('name-dialog-submit'));
}

describe('new folder', () => {
  it('checks the name, creates the folder and lists it', async () => {
    const { calls } = await openFolder();
    fireEvent.click(screen.getByTestId('explorer-new-folder'));
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    submitName('  ');
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    submitName('a/b');
    expect(within(dialog).getByText('A name cannot contain “/”.')).toBeTruthy();
    submitName('..');
    expect(within(dialog).getByText('“.” and “..” cannot be used as names.')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('mkdir'))).toEqual([]);

    submitName('drafts');
    expect(await screen.findByText('Folder “drafts” created')).toBeTruthy();
    expect(calls).toContain('mkdir /team/drafts');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(itemNames()).toContain('drafts'));
  });

  it("keeps the dialog open with the server's message when the name is taken", async () => {
    await openFolder();
    // From the folder's own menu this time: a right click beside the entries.
    fireEvent.contextMenu(screen.getByTestId('explorer-status'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'New folder' }));
    submitName('empty');
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    expect(await within(dialog).findByText('/team/empty already exists')).toBeTruthy();
  });
});

describe('rename', () => {
  it('opens with F2 on the focused entry and renames it', async () => {
    const { calls } = await openFolder();
    itemNamed('notes.txt').focus();
    fireEvent.keyDown(itemNamed('notes.txt'), { key: 'F2' });
    expect(screen.getByRole('dialog', { name: 'Rename “notes.txt”' })).toBeTruthy();
    expect((nameInput() as HTMLInputElement).value).toBe('notes.txt');
    submitName('minutes.txt');
    expect(await screen.findByText('Renamed to “minutes.txt”')).toBeTruthy();
    expect(calls).toContain('rename /team/notes.txt -> /team/minutes.txt');
    await waitFor(() => expect(itemNames()).toContain('minutes.txt'));
    expect(itemNames()).not.toContain('notes.txt');
  });

  it("shows the server's refusal", async () => {
    const tree = sampleTree();
    tree.writeErrors = { 'rename /team/my docs': [403, 'You can only access /team/x'] };
    await openFolder(tree);
    fireEvent.contextMenu(itemNamed('my docs'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    submitName('papers');
    expect(await screen.findByText('You can only access /team/x')).toBeTruthy();
  });
});

describe('delete', () => {
  it('confirms with the count, removes the selection as a task and lists the rest', async () => {
    const { calls } = await openFolder();
    const boxes = screen.getAllByTestId('explorer-select');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByTestId('selection-delete'));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 items?' });
    expect(within(dialog).getByText('empty')).toBeTruthy();
    expect(within(dialog).getByText('archive.zip')).toBeTruthy();
    expect(within(dialog).getByText(/Folders are deleted with everything/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const done = await settledTask('completed');
    expect(done.counts).toBe('2 succeeded, 0 failed');
    expect(calls).toContain('remove /team/empty,/team/archive.zip');
    expect(await screen.findByText('Deleted 2 items')).toBeTruthy();
    await waitFor(() => expect(itemNames()).not.toContain('archive.zip'));
    expect(screen.queryByTestId('selection-toolbar')).toBeNull();
  });

  it('shows each path the server could not remove, with its reason', async () => {
    const tree = sampleTree();
    tree.writeErrors = { 'remove /team/big.log': [500, 'storage refused: access denied'] };
    await openFolder(tree);
    itemNamed('big.log').focus();
    fireEvent.keyDown(itemNamed('big.log'), { key: ' ' });
    fireEvent.keyDown(itemNamed('plan.docx'), { key: ' ' });
    fireEvent.keyDown(itemNamed('plan.docx'), { key: 'Delete' });
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 items?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const done = await settledTask('partial');
    expect(done.files).toEqual([
      'big.log | Failed | storage refused: access denied',
      'plan.docx | Done',
    ]);
    expect(
      await screen.findByText('1 of 2 could not be deleted; see the tasks panel.'),
    ).toBeTruthy();
    await waitFor(() => expect(itemNames()).not.toContain('plan.docx'));
    expect(itemNames()).toContain('big.log');
  });
});

describe('share', () => {
  it("asks for the upload page's options with its defaults, then shows the link and a QR code", async () => {
    const { calls } = await openFolder();
    fireEvent.contextMenu(itemNamed('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    // Nothing is created before the options are confirmed; 7 days is the default expiry.
    const options = await screen.findByTestId('share-options');
    expect((within(options).getByLabelText('Expires') as HTMLSelectElement).value).toBe('7d');
    expect(calls.filter((call) => call.startsWith('create-share'))).toEqual([]);
    fireEvent.change(within(options).getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(within(options).getByLabelText('Max views'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('share-create'));
    await screen.findByTestId('share-qr');
    const dialog = screen.getByRole('dialog', { name: 'Share “notes.txt”' });
    expect(within(dialog).getByText(`${window.location.origin}/file/shared-1`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('create-share'))).toEqual([
      'create-share /team/notes.txt {"password":"pw","expires_in":168,"max_views":3}',
    ]);
  });

  it("shows the server's refusal", async () => {
    const tree = sampleTree();
    tree.writeErrors = { 'share /team/notes.txt': [403, 'no permission to share'] };
    await openFolder(tree);
    fireEvent.contextMenu(itemNamed('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    await screen.findByTestId('share-options');
    fireEvent.click(screen.getByTestId('share-create'));
    expect(await screen.findByText('no permission to share')).toBeTruthy();
  });
});
