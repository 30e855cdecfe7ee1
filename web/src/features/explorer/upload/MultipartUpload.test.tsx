/**
 * Large files go in 5 MiB parts against the fake /api/fs: a new upload, a resumed one sending only
 * the parts the server lacks, a storage that hides the ETag, and cancelling (aborted on the server).
 */
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  itemNames,
  openFolder,
  pickFiles,
  settledTask,
  sizedFile,
} from '../testing/explorerScreen';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';

/** Four full parts and a short fifth: above the 20 MiB that still goes in one PUT. */
const SIZE = 4 * MULTIPART_PART_SIZE + 1024;
const partCalls = (calls: string[]) => calls.filter((call) => call.startsWith('put part'));

setupExplorerTests();

async function upload(tree = sampleTree()) {
  const server = await openFolder(tree);
  pickFiles([sizedFile('big.bin', SIZE)]);
  return server;
}

describe('multipart upload', () => {
  it('sends every part of a large file and completes it', async () => {
    const { calls } = await upload();
    const done = await settledTask('completed');
    expect(done.progress).toBe('20 MB / 20 MB · 100%');
    expect(calls).toContain('list-uploads /team');
    expect(calls).toContain('init /team big.bin');
    expect(partCalls(calls).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `put part u1 ${n}`));
    expect(calls).toContain('complete u1');
    await waitFor(() => expect(itemNames()).toContain('big.bin'));
  });

  it('resumes the unfinished upload of the same file, sending only the missing parts', async () => {
    const tree = sampleTree();
    const held = { etag: '"held"', size: MULTIPART_PART_SIZE };
    tree.uploads = [
      {
        uploadId: 'old',
        folder: '/team',
        fileName: 'big.bin',
        fileSize: SIZE,
        initiated: '2030-01-01T00:00:00.000Z',
        parts: { 1: held, 2: held },
      },
    ];
    const { calls } = await upload(tree);
    await settledTask('completed');
    expect(calls).not.toContain('init /team big.bin');
    expect(calls).toContain('list-parts old');
    expect(calls).toContain('refreshed 3,4,5');
    expect(partCalls(calls).sort()).toEqual(['put part old 3', 'put part old 4', 'put part old 5']);
    expect(calls).toContain('complete old');
  });

  it('fails with 未获取到ETag when the storage hides the ETag header', async () => {
    const tree = sampleTree();
    tree.storage = { hidesEtag: true };
    const { calls } = await upload(tree);
    const done = await settledTask('failed');
    expect(done.files[0]).toMatch(/^big\.bin \| Failed \| 未获取到ETag: .*part \d/);
    // Retrying cannot make the header appear: no part is sent twice, nothing is completed.
    expect(new Set(partCalls(calls)).size).toBe(partCalls(calls).length);
    expect(calls).not.toContain('complete u1');
  });

  it('cancel stops the parts and aborts the upload on the server', async () => {
    const tree = sampleTree();
    tree.storage = { isHolding: true };
    const { calls, server } = await upload(tree);
    const task = await screen.findByTestId('task');
    await waitFor(() => expect(task.dataset.status).toBe('running'));
    await waitFor(() => expect(calls).toContain('init /team big.bin'));
    fireEvent.click(within(task).getByTestId('task-cancel'));
    const done = await settledTask('cancelled');
    expect(done.files).toEqual(['big.bin | Failed | Upload cancelled']);
    await waitFor(() => expect(calls).toContain('abort u1'));
    expect(server.uploads).toEqual([]);
    expect(screen.queryByTestId('task-cancel')).toBeNull();
  });
});
