/**
 * Uploading into the folder shown, against the fake /api/fs: the picker, presign + PUT + commit
 * with progress, the fallback through the server when the storage cannot be reached, dropped
 * folders, pasted files, and who may upload where.
 */
import { Permission } from '@cloudpaste/contracts';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../../auth/authStore';
import { dirEntry, fileEntry } from '../testing/dropEntries';
import {
  deferred,
  itemNamed,
  itemNames,
  openFolder,
  pickFiles,
  settledTask,
} from '../testing/explorerScreen';
import { loginWithKey } from '../testing/session';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';

setupExplorerTests();

describe('upload', () => {
  it('sends a picked file presigned, shows its progress, commits it and lists it', async () => {
    const tree = sampleTree();
    const gate = deferred();
    tree.storage = { gate: gate.promise };
    const { calls } = await openFolder(tree);
    pickFiles([new File(['hello world'], 'hello.txt', { type: 'text/plain' })]);

    const task = await screen.findByTestId('task');
    await waitFor(() =>
      // Half the bytes sent; the speed and time left follow once two samples exist.
      expect(within(task).getByTestId('task-progress').textContent).toMatch(/^5 B \/ 11 B · 45%/),
    );
    expect(task.dataset.status).toBe('running');
    expect(within(task).getByTestId('task-current').textContent).toBe('Now: hello.txt');
    gate.resolve();

    const done = await settledTask('completed');
    expect(done.progress).toBe('11 B / 11 B · 100%');
    expect(done.counts).toBe('1 succeeded, 0 failed');
    expect(done.files).toEqual(['hello.txt | Done']);
    expect(calls.filter((call) => /^(presign|put|commit)/.test(call))).toEqual([
      'presign /team hello.txt',
      'put /team/hello.txt text/plain',
      'commit /team/hello.txt',
    ]);
    await waitFor(() => expect(itemNames()).toContain('hello.txt'));
  });

  it('streams through the server when the S3 storage cannot be reached from the browser', async () => {
    const tree = sampleTree();
    tree.linkOrigin = 'https://bucket.example';
    tree.storage = { isUnreachable: true };
    const { calls } = await openFolder(tree);
    pickFiles([new File(['abc'], 'a.txt')]);
    await settledTask('completed');
    // The folder and the size go before the file, so the server knows where the bytes go and
    // how many to expect.
    expect(calls).toContain('stream path,size,file /team a.txt');
    expect(calls).not.toContain('commit /team/a.txt');
    await waitFor(() => expect(itemNames()).toContain('a.txt'));
  });

  it('creates dropped folders first, then uploads their files into them', async () => {
    const { calls } = await openFolder();
    const album = dirEntry('album', [
      fileEntry('a.jpg', 'aa'),
      dirEntry('2024', [fileEntry('b.jpg')]),
      dirEntry('empty', []),
    ]);
    const drop = screen.getByTestId('explorer-drop');
    const event = createEvent.drop(drop, {
      dataTransfer: {
        types: ['Files'],
        files: [new File([], 'album')],
        items: [{ kind: 'file', webkitGetAsEntry: () => album }],
      },
    });
    fireEvent(drop, event);

    const done = await settledTask('completed');
    expect(done.files).toEqual(['album/a.jpg | Done', 'album/2024/b.jpg | Done']);
    expect(calls.filter((call) => call.startsWith('mkdir'))).toEqual([
      'mkdir /team/album',
      'mkdir /team/album/2024',
      'mkdir /team/album/empty',
    ]);
    expect(calls).toContain('presign /team/album/2024 b.jpg');
    await waitFor(() => expect(itemNames()).toContain('album'));
  });

  it('uploads files pasted from the clipboard', async () => {
    const { calls } = await openFolder();
    const paste = () =>
      createEvent.paste(document, {
        clipboardData: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] },
      });
    // The page listens for pastes from an effect that runs after the listing shows; on a busy
    // machine that can come a moment later. A paste it takes over is default-prevented
    // (fireEvent answers false), and only then does the test stop pasting: one upload.
    await waitFor(() => expect(fireEvent(document, paste())).toBe(false));
    await settledTask('completed');
    expect(screen.getAllByTestId('task')).toHaveLength(1);
    expect(calls).toContain('put /team/shot.png image/png');
  });

  it("shows the server's refusal against the file", async () => {
    const tree = sampleTree();
    tree.writeErrors = { 'presign /team': [413, 'file size 3 B exceeds the upload limit of 1 B'] };
    await openFolder(tree);
    pickFiles([new File(['abc'], 'a.txt')]);
    const done = await settledTask('failed');
    expect(done.files).toEqual(['a.txt | Failed | file size 3 B exceeds the upload limit of 1 B']);
  });

  it("keeps the toolbar's upload and new folder while a folder inside the mount loads", async () => {
    const tree = sampleTree();
    const loading = deferred();
    tree.listGates = { '/team/my docs': loading.promise };
    await openFolder(tree);
    fireEvent.click(itemNamed('my docs'));
    await waitFor(() =>
      expect(screen.getByTestId('mount-explorer').dataset.path).toBe('/team/my docs'),
    );
    expect(screen.queryByTestId('explorer-upload')).not.toBeNull();
    expect(screen.queryByTestId('explorer-new-folder')).not.toBeNull();
    loading.resolve();
    await waitFor(() => expect(itemNames()).toEqual(['100%.txt']));
    expect(screen.queryByTestId('explorer-upload')).not.toBeNull();
  });

  it('offers no upload while a folder below the virtual root loads', async () => {
    const tree = sampleTree();
    const loading = deferred();
    tree.listGates = { '/photos': loading.promise };
    const { router } = await openFolder(tree, '/mount-explorer');
    await act(() => router.navigate('/mount-explorer/photos'));
    await waitFor(() => expect(screen.getByTestId('mount-explorer').dataset.path).toBe('/photos'));
    expect(screen.queryByTestId('explorer-upload')).toBeNull();
    loading.resolve();
    await waitFor(() => expect(screen.queryByTestId('explorer-upload')).not.toBeNull());
  });

  it('offers no upload above the mounts or to a key without MOUNT_UPLOAD', async () => {
    await openFolder(sampleTree(), '/mount-explorer');
    expect(screen.queryByTestId('explorer-upload')).toBeNull();
    expect(screen.queryByTestId('explorer-drop')).toBeNull();

    clearSession();
    loginWithKey(Permission.MOUNT_VIEW);
    await openFolder(sampleTree(), '/mount-explorer/photos');
    expect(screen.queryByTestId('explorer-upload')).toBeNull();
    expect(screen.queryByTestId('explorer-new-folder')).toBeNull();
  });
});
