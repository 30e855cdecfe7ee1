/** The offline queue's pill and the list it opens (whose code loads when first opened). */
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem } from './offlineDb';
import { OfflineQueuePanel } from './OfflineQueuePanel';

const queue = vi.hoisted(() => ({
  items: [] as QueueItem[],
  syncNow: vi.fn(),
  retry: vi.fn(),
  remove: vi.fn(),
}));

vi.mock('./useOfflineQueue', () => ({
  useOfflineQueue: () => ({
    items: queue.items,
    status: { kind: 'idle' },
    sync: { syncNow: queue.syncNow, queue: { retry: queue.retry, remove: queue.remove } },
  }),
}));

const item = (id: number, status: QueueItem['status'], error?: string): QueueItem => ({
  id,
  type: 'createPaste',
  endpoint: '/paste',
  method: 'POST',
  data: {},
  owner: 'admin',
  authType: 'admin',
  timestamp: Date.UTC(2026, 10, 24, 9, 30),
  status,
  error,
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  vi.clearAllMocks();
});

describe('OfflineQueuePanel', () => {
  it('shows nothing while the queue is empty', () => {
    queue.items = [];
    const { container } = render(<OfflineQueuePanel />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the list from its pill: each write with its state, retry for a refused one, sync now', async () => {
    queue.items = [item(1, 'pending'), item(2, 'failed', 'Link suffix is already taken')];
    await act(async () => render(<OfflineQueuePanel />));
    // The list's code loads now, inside an awaited act as React asks of a render that suspends.
    await act(async () => fireEvent.click(screen.getByText('2 changes waiting to sync')));

    const dialog = await screen.findByRole('dialog', { name: 'Waiting to sync' });
    expect(screen.getAllByTestId('offline-queue-item').map((li) => li.dataset.status)).toEqual([
      'pending',
      'failed',
    ]);
    expect(dialog.textContent).toContain('refused · Link suffix is already taken');
    expect(screen.getByRole('alert').textContent).toBe('Sync failed, retry later.');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(queue.retry).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByTestId('offline-queue-sync'));
    expect(queue.syncNow).toHaveBeenCalledTimes(1);

    // The dialog's own close (x) and its footer's Close both close it; the footer's is the text one.
    fireEvent.click(screen.getByText('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('offline-queue-open')).toBeTruthy();
  });
});
