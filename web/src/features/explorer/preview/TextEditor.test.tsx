/**
 * Editing a text file from its preview: save through /fs/update, the 10 MB refusal before
 * sending, the server's refusals in the editor's words, and the unsaved-changes guard.
 */
import { EDITOR_FILE_MAX_BYTES, Permission } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../../auth/authStore';
import { stubFs } from '../testing/fakeFs';
import { renderExplorer } from '../testing/renderExplorer';
import { loginWithKey } from '../testing/session';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';

setupExplorerTests();

async function edit(tree = sampleTree()) {
  const server = stubFs(tree);
  const view = renderExplorer('/mount-explorer/team?preview=notes.txt');
  fireEvent.click(await screen.findByTestId('preview-edit'));
  const input = screen.getByTestId('text-editor-input') as HTMLTextAreaElement;
  return { ...server, ...view, input };
}
const save = () => fireEvent.click(screen.getByTestId('text-editor-save'));

describe('text editor', () => {
  it('saves the edited text and shows it in the preview', async () => {
    const { calls, input } = await edit();
    expect(input.value).toBe('first line\nsecond line\n');
    fireEvent.change(input, { target: { value: 'rewritten\n' } });
    save();
    expect(await screen.findByText('“notes.txt” saved as UTF-8')).toBeTruthy();
    expect(calls).toContain('update /team/notes.txt 10');
    await waitFor(() =>
      expect(screen.getByTestId('preview-text').querySelector('code')?.textContent).toBe(
        'rewritten\n',
      ),
    );
  });

  it('refuses more than 10 MB before sending anything', async () => {
    const { calls, input } = await edit();
    fireEvent.change(input, { target: { value: 'x'.repeat(EDITOR_FILE_MAX_BYTES + 1) } });
    save();
    expect(screen.getByTestId('text-editor-error').textContent).toBe(
      'The file is too large: the editor saves at most 10 MB.',
    );
    expect(calls.some((call) => call.startsWith('update'))).toBe(false);
  });

  it('words the server refusals', async () => {
    const tree = sampleTree();
    tree.writeErrors = { 'update /team/notes.txt': [403, 'forbidden'] };
    const { input } = await edit(tree);
    fireEvent.change(input, { target: { value: 'changed' } });
    save();
    expect(await screen.findByText('You do not have permission to update this file.')).toBeTruthy();
    tree.writeErrors = { 'update /team/notes.txt': [413, 'content is over 10 MB'] };
    save();
    expect(await screen.findByText("The file exceeds the server's size limit.")).toBeTruthy();
  });

  it('asks before closing the preview with unsaved changes', async () => {
    const { input, router } = await edit();
    fireEvent.change(input, { target: { value: 'draft' } });
    fireEvent.click(screen.getByTestId('preview-close'));
    const guard = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByTestId('text-editor-input') as HTMLTextAreaElement).value).toBe('draft');
    expect(router.state.location.search).toBe('?preview=notes.txt');

    fireEvent.keyDown(screen.getByTestId('text-editor-input'), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('explorer-preview')).toBeNull();
  });

  it('closes without asking when nothing changed, and offers no edit without MOUNT_UPLOAD', async () => {
    const { router } = await edit();
    fireEvent.click(screen.getByTestId('preview-close'));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    clearSession();
    loginWithKey(Permission.MOUNT_VIEW);
    renderExplorer('/mount-explorer/team?preview=notes.txt');
    await screen.findAllByTestId('preview-text');
    expect(screen.queryAllByTestId('preview-edit')).toHaveLength(0);
  });
});
