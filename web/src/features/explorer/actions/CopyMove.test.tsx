/**
 * Copy and move from the selection bar and the entry menu: choosing the folder (any mount), what
 * the picker refuses, copies the server makes inside a storage, the bytes the browser carries
 * between storages, moves as renames inside a mount and as copy-then-delete across mounts.
 */
import { Permission } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemNamed, itemNames, openFolder, settledTask } from '../testing/explorerScreen';
import { addFile, findEntry } from '../testing/fakeTree';
import { loginWithKey } from '../testing/session';
import { setupExplorerTests } from '../testing/setupExplorerTests';

setupExplorerTests();

const dialog = () => screen.getByRole('dialog');
const select = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
/** Opens a folder inside the picker, by its row. */
async function pickerOpen(name: string) {
  fireEvent.click(await within(dialog()).findByRole('button', { name }));
}
const confirm = () => screen.getByTestId('copy-move-confirm') as HTMLButtonElement;

describe('copy', () => {
  it('copies the selection into a folder of the same mount on the server', async () => {
    const { calls, server } = await openFolder();
    select('notes.txt');
    select('readme.md');
    fireEvent.click(screen.getByTestId('selection-copy'));
    expect(screen.getByRole('dialog', { name: 'Copy 2 items' })).toBeTruthy();
    await pickerOpen('my docs');
    await waitFor(() =>
      expect(screen.getByTestId('copy-move-target').textContent).toBe('Copy into /team/my docs'),
    );
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    const { counts } = await settledTask('completed');
    expect(counts).toBe('2 succeeded, 0 failed');
    expect(calls.filter((call) => call.startsWith('copy '))).toEqual([
      'copy /team/notes.txt -> /team/my docs/',
      'copy /team/readme.md -> /team/my docs/',
    ]);
    expect(findEntry(server.fs, '/team/my docs/notes.txt')).toBeTruthy();
    // A copy leaves the originals where they were.
    expect(itemNames()).toContain('notes.txt');
    expect(await screen.findByText('Copied 2 items')).toBeTruthy();
  });

  it('carries a file between storages: download, upload, then the commit', async () => {
    const { calls, server } = await openFolder();
    fireEvent.contextMenu(itemNamed('notes.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy to…' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Mounts' }));
    await waitFor(() =>
      expect(screen.getByTestId('copy-move-target').textContent).toBe(
        'Choose a mount, or a folder inside one.',
      ),
    );
    expect(confirm().disabled).toBe(true);
    await pickerOpen('photos');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip files that already exist' }));
    fireEvent.click(confirm());
    const { files } = await settledTask('completed');
    expect(files).toEqual(['notes.txt | Done']);
    const size = 'first line\nsecond line\n'.length;
    const copying = calls.slice(calls.indexOf('copy /team/notes.txt -> /photos/'));
    expect(copying.filter((call) => /^(copy|get|put)/.test(call))).toEqual([
      'copy /team/notes.txt -> /photos/',
      'get /team/notes.txt',
      'put /photos/notes.txt ',
      `copy-commit /photos/notes.txt ${size}`,
    ]);
    expect(findEntry(server.fs, '/photos/notes.txt')?.size).toBe(size);
  });

  it('says so when every file was already in the other storage (skipExisting)', async () => {
    const { calls, server } = await openFolder();
    addFile(server.fs, '/photos/notes.txt', 3);
    select('notes.txt');
    fireEvent.click(screen.getByTestId('selection-copy'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Mounts' }));
    await pickerOpen('photos');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip files that already exist' }));
    fireEvent.click(confirm());
    await settledTask('completed');
    expect(
      await screen.findByText('No files needed copying: the target already has every one.'),
    ).toBeTruthy();
    expect(screen.queryByText('Copied 1 item')).toBeNull();
    expect(calls.some((call) => /^(get|put|copy-commit) /.test(call))).toBe(false);
    expect(findEntry(server.fs, '/photos/notes.txt')?.size).toBe(3);
  });

  it("shows the server's refusal against the entry it concerns", async () => {
    const { server } = await openFolder();
    server.fs.writeErrors = { 'copy /team/notes.txt': [403, 'no permission to copy here'] };
    select('notes.txt');
    fireEvent.click(screen.getByTestId('selection-copy'));
    await pickerOpen('empty');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    const { files } = await settledTask('failed');
    expect(files).toEqual(['notes.txt | Failed | no permission to copy here']);
    expect(
      await screen.findByText('1 of 1 could not be copied; see the tasks panel.'),
    ).toBeTruthy();
  });

  it('will not put a folder into itself', async () => {
    await openFolder();
    select('my docs');
    fireEvent.click(screen.getByTestId('selection-copy'));
    await pickerOpen('my docs');
    await waitFor(() =>
      expect(screen.getByTestId('copy-move-target').textContent).toBe(
        'A folder cannot go into itself.',
      ),
    );
    expect(confirm().disabled).toBe(true);
  });
});

describe('move', () => {
  it('renames inside one mount, and refuses the folder the entries are in', async () => {
    const { calls } = await openFolder();
    select('notes.txt');
    fireEvent.click(screen.getByTestId('selection-move'));
    await waitFor(() =>
      expect(screen.getByTestId('copy-move-target').textContent).toBe(
        'The items are already in this folder.',
      ),
    );
    await pickerOpen('empty');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    await settledTask('completed');
    expect(calls).toContain('rename /team/notes.txt -> /team/empty/notes.txt');
    expect(calls.some((call) => call.startsWith('copy '))).toBe(false);
    await waitFor(() => expect(itemNames()).not.toContain('notes.txt'));
    expect(await screen.findByText('Moved 1 item')).toBeTruthy();
  });

  it('copies then deletes across mounts, and keeps the source when the copy fails', async () => {
    const { calls, server } = await openFolder();
    server.fs.contents!['/team/plan.docx'] = 'plan';
    select('notes.txt');
    select('plan.docx');
    // The storage link of this one is gone: its copy fails and the original must stay.
    delete server.fs.contents!['/team/plan.docx'];
    fireEvent.click(screen.getByTestId('selection-move'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Mounts' }));
    await pickerOpen('photos');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    const { files } = await settledTask('partial');
    expect(files).toEqual(['notes.txt | Done', 'plan.docx | Failed | Download failed: 404']);
    expect(calls.filter((call) => call.startsWith('remove'))).toEqual(['remove /team/notes.txt']);
    expect(findEntry(server.fs, '/team/plan.docx')).toBeTruthy();
    expect(findEntry(server.fs, '/photos/notes.txt')).toBeTruthy();
  });

  it('is offered to a key that may rename, and copy only with the copy permission', async () => {
    loginWithKey(Permission.MOUNT_VIEW | Permission.MOUNT_RENAME);
    await openFolder();
    select('notes.txt');
    expect(screen.queryByTestId('selection-copy')).toBeNull();
    expect(screen.getByTestId('selection-move')).toBeTruthy();
  });
});
