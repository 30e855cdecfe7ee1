/** The tasks panel as the user sees each state of a task, and its own controls. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TasksPanel } from './TasksPanel';
import type { TaskSnapshot } from './taskTypes';

function task(overrides: Partial<TaskSnapshot>): TaskSnapshot {
  return {
    id: 'task-1',
    type: 'upload',
    isMove: false,
    target: '/team',
    status: 'running',
    unit: 'bytes',
    current: 5 * 1024 * 1024,
    total: 20 * 1024 * 1024,
    percent: 25,
    bytesPerSecond: 1024 * 1024,
    secondsLeft: 15,
    currentFile: 'b.bin',
    successCount: 1,
    failureCount: 0,
    files: [
      { name: 'a.bin', path: '/team/a.bin', size: 1, status: 'completed', loaded: 1, error: null },
      { name: 'b.bin', path: '/team/b.bin', size: 1, status: 'uploading', loaded: 0, error: null },
      { name: 'c.bin', path: '/team/c.bin', size: 1, status: 'pending', loaded: 0, error: null },
    ],
    error: null,
    ...overrides,
  };
}

const statusOf = (target: string) => within(row(target)).getByTestId('task-status').textContent;
const row = (id: string) =>
  screen.getAllByTestId('task').find((element) => within(element).queryByText(new RegExp(id)))!;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('TasksPanel', () => {
  it('shows a running upload with its figures, and cancels it', () => {
    const onCancel = vi.fn();
    render(<TasksPanel tasks={[task({})]} onCancel={onCancel} onClearFinished={() => {}} />);
    const item = screen.getByTestId('task');
    expect(within(item).getByText('Upload 3 files to /team')).toBeTruthy();
    expect(within(item).getByTestId('task-status').textContent).toBe('Running');
    expect(within(item).getByTestId('task-progress').textContent).toBe(
      '5 MB / 20 MB · 25% · 1 MB/s · 15 s left',
    );
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(item).getByTestId('task-current').textContent).toBe('Now: b.bin');
    expect(within(item).getByTestId('task-counts').textContent).toBe('1 succeeded, 0 failed');
    expect(
      within(item)
        .getAllByTestId('task-file')
        .map((file) => file.dataset.status),
    ).toEqual(['completed', 'uploading', 'pending']);
    expect(screen.getByTestId('tasks-toggle').textContent).toBe('Tasks (1 running)');
    expect(screen.queryByTestId('tasks-clear')).toBeNull();
    fireEvent.click(within(item).getByTestId('task-cancel'));
    expect(onCancel).toHaveBeenCalledWith('task-1');
  });

  it('words every outcome, with failures per file, and clears the finished', () => {
    const onClear = vi.fn();
    const failed = {
      ...task({}).files[1]!,
      status: 'failed' as const,
      error: { kind: 'missingEtag' as const, part: 2 },
    };
    render(
      <TasksPanel
        tasks={[
          task({ id: 'p', status: 'pending', target: '/pending', bytesPerSecond: 0 }),
          task({ id: 'c', status: 'completed', target: '/done', currentFile: null }),
          task({ id: 'x', status: 'partial', target: '/partial', files: [failed] }),
          task({
            id: 'f',
            status: 'failed',
            target: '/failed',
            error: { kind: 'server', message: 'no room' },
          }),
          task({ id: 'k', status: 'cancelled', target: '/cancelled' }),
          task({
            id: 'd',
            type: 'delete',
            unit: 'items',
            status: 'running',
            target: '/del',
            current: 1,
            total: 3,
            bytesPerSecond: 0,
            files: [{ ...failed, status: 'preparing', error: null }],
          }),
        ]}
        onCancel={() => {}}
        onClearFinished={onClear}
      />,
    );
    expect(statusOf('/pending')).toBe('Waiting');
    expect(statusOf('/done')).toBe('Completed');
    expect(statusOf('/partial')).toBe('Partly completed');
    expect(within(row('/partial')).getByText(/^未获取到ETag: .*part 2/)).toBeTruthy();
    expect(within(row('/failed')).getByRole('alert').textContent).toBe('no room');
    expect(statusOf('/cancelled')).toBe('Cancelled');
    expect(within(row('/del')).getByText('Delete 1 item in /del')).toBeTruthy();
    expect(within(row('/del')).getByTestId('task-progress').textContent).toBe('1 / 3 · 25%');
    expect(within(row('/del')).getByText('Deleting')).toBeTruthy();
    expect(within(row('/done')).queryByTestId('task-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('tasks-clear'));
    expect(onClear).toHaveBeenCalled();
  });

  it('folds away and opens again for a new task', () => {
    const props = { onCancel: () => {}, onClearFinished: () => {} };
    const { rerender } = render(<TasksPanel tasks={[task({})]} {...props} />);
    fireEvent.click(screen.getByTestId('tasks-toggle'));
    expect(screen.getByTestId('tasks-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('task')).toBeNull();
    rerender(<TasksPanel tasks={[task({}), task({ id: 'task-2' })]} {...props} />);
    expect(screen.getAllByTestId('task')).toHaveLength(2);
  });

  it('is not there without tasks', () => {
    render(<TasksPanel tasks={[]} onCancel={() => {}} onClearFinished={() => {}} />);
    expect(screen.queryByTestId('tasks-panel')).toBeNull();
  });
});
