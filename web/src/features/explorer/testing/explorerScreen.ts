/** What the write-side explorer tests share: opening a folder, entries, picking files, tasks. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { stubFs, type FakeFs } from './fakeFs';
import { renderExplorer } from './renderExplorer';
import { sampleTree } from './tree';

/** The explorer on a folder of the fake server (the sample tree unless given), once listed. */
export async function openFolder(tree: FakeFs = sampleTree(), url = '/mount-explorer/team') {
  const server = stubFs(tree);
  const view = renderExplorer(url);
  await screen.findAllByTestId('explorer-item');
  return { ...server, ...view };
}

export const itemNamed = (name: string) =>
  screen.getAllByTestId('explorer-item').find((element) => element.dataset.name === name)!;

export const itemNames = () =>
  screen.getAllByTestId('explorer-item').map((element) => element.dataset.name);

/** Files chosen in the toolbar's upload picker. */
export function pickFiles(files: File[]) {
  fireEvent.change(screen.getByTestId('explorer-upload-input'), { target: { files } });
}

/** The newest task once it has ended, and what its panel row says. */
export async function settledTask(status: string) {
  await waitFor(() => expect(screen.getAllByTestId('task').at(-1)?.dataset.status).toBe(status));
  const task = screen.getAllByTestId('task').at(-1)!;
  return {
    task,
    progress: within(task).getByTestId('task-progress').textContent,
    counts: within(task).getByTestId('task-counts').textContent,
    /** Each file as 'name | status | error'. */
    files: within(task)
      .getAllByTestId('task-file')
      .map((file) => Array.from(file.children, (part) => part.textContent).join(' | ')),
  };
}

/** A file of `size` bytes (zeros): large ones go multipart. */
export const sizedFile = (name: string, size: number) => new File([new Uint8Array(size)], name);

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
