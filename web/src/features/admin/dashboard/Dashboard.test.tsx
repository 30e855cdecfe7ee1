/** Dashboard screen: counts, storage usage, activity, caches, version and clearing the cache, against a mocked api client. */
import type { DashboardStats } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import { goOffline, queuedWrites, setupOfflineTests } from '../../../offline/testing/offlineTests';
import { FakeApiError } from '../../../test/FakeApiError';
import { renderAdmin } from '../../../test/renderAdmin';
import type { ActivityPlotProps } from './ActivityPlot';
import { Dashboard } from './Dashboard';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

// uPlot draws on a canvas jsdom does not have; the stand-in records what it was asked to draw.
const plot = vi.hoisted(() => ({ props: undefined as ActivityPlotProps | undefined }));
vi.mock('./ActivityPlot', () => ({
  default: (props: ActivityPlotProps) => {
    plot.props = props;
    return <div data-testid="activity-plot" />;
  },
}));

const day = (date: string, pastes: number, files: number) => ({ date, pastes, files });

const stats: DashboardStats & { shortLinks: { totalViews: number } } = {
  apiKeys: { total: 5, active: 4, expired: 1 },
  pastes: { total: 12, active: 10, expired: 2 },
  files: { total: 3, active: 3, expired: 0, totalSize: 1536 },
  mounts: { total: 2, active: 1 },
  storageConfigs: { total: 3, public: 1 },
  // A group a newer server might add: shown with a humanised name.
  shortLinks: { totalViews: 7 },
  storage: [
    {
      id: 'local',
      name: 'Local storage',
      storage_type: 'LOCAL',
      provider_type: 'Local',
      is_default: 1,
      is_public: 1,
      total_storage_bytes: 2000,
      used_bytes: 1200,
      file_count: 2,
    },
    {
      id: 'full',
      name: 'Nearly full',
      storage_type: 'S3',
      provider_type: 'Cloudflare R2',
      is_default: 0,
      is_public: 0,
      total_storage_bytes: 100,
      used_bytes: 95,
      file_count: 1,
    },
    {
      id: 's3',
      name: 'Ceph',
      storage_type: 'S3',
      provider_type: 'Other S3 Compatible',
      is_default: 0,
      is_public: 0,
      total_storage_bytes: null,
      used_bytes: 0,
      file_count: 0,
    },
  ],
  activity: [
    day('2026-03-04', 1, 0),
    day('2026-03-05', 0, 0),
    day('2026-03-06', 0, 2),
    day('2026-03-07', 0, 0),
    day('2026-03-08', 0, 0),
    day('2026-03-09', 0, 0),
    day('2026-03-10', 3, 1),
  ],
  signIns: { hours: 24, failedAttempts: 0, addresses: 0, lastFailureAt: null },
};

const answers: Record<string, unknown> = {
  '/admin/dashboard/stats': stats,
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

function answer(overrides: Record<string, unknown> = {}) {
  api.get.mockImplementation(async (path: string) => {
    const value = path in overrides ? overrides[path] : answers[path];
    if (value instanceof Error) throw value;
    return value;
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  plot.props = undefined;
});

describe('Dashboard', () => {
  it('shows counts, caches and version, and clears the cache after confirming', async () => {
    answer();
    api.post.mockResolvedValue({ cleared: 3 });
    renderAdmin(<Dashboard />);

    const pastes = (await screen.findByRole('heading', { name: 'Text shares' })).closest(
      'section',
    )!;
    expect(within(pastes).getByText('12')).toBeTruthy();
    const files = screen.getByRole('heading', { name: 'File shares' }).closest('section')!;
    expect(within(files).getByText('1.5 KB')).toBeTruthy();
    const mounts = screen.getByRole('heading', { name: 'Mounts' }).closest('section')!;
    expect(within(mounts).getByText('Active').nextElementSibling?.textContent).toBe('1');
    const configs = screen
      .getByRole('heading', { name: 'Storage configurations' })
      .closest('section')!;
    expect(within(configs).getByText('Public').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(screen.getByText('Total views')).toBeTruthy();
    expect(await screen.findByText('fs-listing')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(await screen.findByText('sqlite')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear cache' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/admin/cache/clear', undefined));
    expect(await screen.findByText('Cleared 3 cache entries.')).toBeTruthy();
  });

  describe('offline', () => {
    setupOfflineTests();
    afterEach(() => clearSession());

    it('queues clearing the cache and says so', async () => {
      setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
      answer();
      renderAdmin(<Dashboard />);
      await screen.findByText('fs-listing');
      goOffline();
      fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear cache' }),
      );
      expect(
        await screen.findByText('No network: the cache will be cleared when you are back online.'),
      ).toBeTruthy();
      expect(api.post).not.toHaveBeenCalled();
      expect(queuedWrites()).toMatchObject([
        { type: 'clearCache', endpoint: '/admin/cache/clear', method: 'POST', owner: 'admin' },
      ]);
    });
  });

  it('shows each storage against its capacity, and unlimited ones without a bar', async () => {
    answer();
    renderAdmin(<Dashboard />);

    const local = await screen.findByRole('progressbar', {
      name: 'Capacity used on Local storage',
    });
    expect(local.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('1.2 KB of 2 KB (60%)')).toBeTruthy();
    expect(screen.getByText('Local · 2 file shares')).toBeTruthy();
    const full = screen.getByRole('progressbar', { name: 'Capacity used on Nearly full' });
    expect(full.getAttribute('aria-valuenow')).toBe('95');
    expect(full.firstElementChild?.className).toContain('bg-red-600');
    expect(local.firstElementChild?.className).not.toContain('bg-red-600');
    expect(screen.getByText('0 B used · unlimited')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Capacity used on Ceph' })).toBeNull();
    const card = screen.getByRole('heading', { name: 'Storage usage' }).closest('section')!;
    expect(within(card).getAllByText('Default')).toHaveLength(1);
  });

  it('charts the 7 days, totals them in the legend, and gives screen readers the numbers', async () => {
    answer();
    renderAdmin(<Dashboard />);

    expect(await screen.findByTestId('activity-plot')).toBeTruthy();
    expect(plot.props?.labels).toEqual({
      short: ['Mar 4', 'Mar 5', 'Mar 6', 'Mar 7', 'Mar 8', 'Mar 9', 'Mar 10'],
      narrow: ['4', '5', '6', '7', '8', '9', '10'],
    });
    expect(plot.props?.series.map((s) => [s.label, s.values])).toEqual([
      ['Text shares', [1, 0, 0, 0, 0, 0, 3]],
      ['File shares', [0, 0, 2, 0, 0, 0, 1]],
    ]);
    expect(plot.props?.series[0].color).not.toBe(plot.props?.series[1].color);

    const card = screen.getByRole('heading', { name: 'Activity, last 7 days' }).closest('section')!;
    const legend = within(card).getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Text shares4', 'File shares3']);
    act(() => plot.props?.onHover(2));
    // The day in the legend's heading (and in the table, always).
    expect(
      within(card)
        .getAllByText('Fri, Mar 6')
        .map((el) => el.tagName),
    ).toEqual(['P', 'TH']);
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Text shares0', 'File shares2']);

    const table = within(card).getByRole('table', {
      name: 'Shares created per day, last 7 days (UTC)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toBe('DayText sharesFile shares');
    expect(rows[7]).toBe('Tue, Mar 1031');
  });

  it('says so when nothing was shared, without loading the chart', async () => {
    answer({
      '/admin/dashboard/stats': {
        ...stats,
        storage: [],
        activity: stats.activity.map((d) => ({ ...d, pastes: 0, files: 0 })),
      },
    });
    renderAdmin(<Dashboard />);

    expect(await screen.findByText('No shares were created in the last 7 days.')).toBeTruthy();
    expect(screen.queryByTestId('activity-plot')).toBeNull();
    expect(screen.getByText('No storage configurations yet.')).toBeTruthy();
  });

  it('shows the load error with a retry on every card that needs the stats', async () => {
    answer({ '/admin/dashboard/stats': new FakeApiError(500, 'server exploded') });
    renderAdmin(<Dashboard />);

    // Counts, activity and storage each report the failure; caches and version still show.
    await waitFor(() => expect(screen.getAllByText('server exploded')).toHaveLength(3));
    expect(await screen.findByText('fs-listing')).toBeTruthy();
    answer();
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByText('1.2 KB of 2 KB (60%)')).toBeTruthy();
  });
});
