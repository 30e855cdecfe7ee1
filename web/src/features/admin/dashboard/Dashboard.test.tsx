/** Dashboard screen: counts, caches, version and the clear-cache flow, against a mocked api client. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin';
import { Dashboard } from './Dashboard';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../testing/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const answers: Record<string, unknown> = {
  '/admin/dashboard/stats': {
    apiKeys: { total: 5, active: 4, expired: 1 },
    pastes: { totalViews: 12 },
  },
  '/admin/cache/stats': {
    caches: [{ name: 'fs-listing', entries: 3, hits: 3, misses: 1 }],
    totalEntries: 3,
  },
  '/version': {
    version: '0.7.5',
    name: 'CloudPaste',
    environment: 'production',
    storage: 'local',
    database: 'sqlite',
  },
};

describe('Dashboard', () => {
  it('shows counts, caches and version, and clears the cache after confirming', async () => {
    api.get.mockImplementation(async (path: string) => answers[path]);
    api.post.mockResolvedValue({ cleared: 3 });
    renderAdmin(<Dashboard />);

    expect(await screen.findByText('API keys')).toBeTruthy();
    expect(screen.getByText('Total views')).toBeTruthy();
    expect(await screen.findByText('fs-listing')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(await screen.findByText('sqlite')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear cache' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/admin/cache/clear'));
    expect(await screen.findByText('Cleared 3 cache entries.')).toBeTruthy();
  });
});
