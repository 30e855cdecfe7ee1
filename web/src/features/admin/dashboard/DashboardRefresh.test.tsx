/** The dashboard's refresh button and "updated at" time, against a mocked api client. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/renderAdmin';
import { CacheStatsCard } from './CacheStatsCard';
import { DashboardRefresh } from './DashboardRefresh';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const stats = { apiKeys: { total: 1 } };
const cache = { caches: [], totalEntries: 0 };
const first = new Date('2026-03-10T09:15:05Z');
const second = new Date('2026-03-10T09:16:42Z');
const timeIn = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(date);

const requests = (path: string) => api.get.mock.calls.filter(([called]) => called === path).length;

beforeEach(() => {
  vi.clearAllMocks();
  // Only the clock is faked: the time the figures came in is what the line shows.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(first);
  api.get.mockImplementation(async (path: string) =>
    path === '/admin/cache/stats' ? cache : stats,
  );
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en-US');
});

describe('DashboardRefresh', () => {
  it('reads the statistics and caches again, spinning meanwhile, and shows the new time', async () => {
    renderAdmin(
      <>
        <DashboardRefresh />
        <CacheStatsCard />
      </>,
    );
    const updated = screen.getByTestId('dashboard-updated');
    await waitFor(() => expect(updated.textContent).toBe(`Updated at ${timeIn('en-US', first)}`));
    expect(requests('/admin/dashboard/stats')).toBe(1);
    expect(requests('/admin/cache/stats')).toBe(1);

    let release: (value: unknown) => void = () => {};
    api.get.mockImplementation((path: string) =>
      path === '/admin/cache/stats'
        ? Promise.resolve(cache)
        : new Promise((resolve) => {
            release = resolve;
          }),
    );
    vi.setSystemTime(second);
    const button = screen.getByRole('button', { name: 'Refresh' });
    // Keyboard users: it is a real button, and keeps focus through the refresh.
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(requests('/admin/dashboard/stats')).toBe(2);
    expect(requests('/admin/cache/stats')).toBe(2);
    // A second press while reading does not start another read.
    fireEvent.click(button);
    expect(requests('/admin/dashboard/stats')).toBe(2);

    await act(async () => release(stats));
    await waitFor(() => expect(updated.textContent).toBe(`Updated at ${timeIn('en-US', second)}`));
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('speaks the interface language', async () => {
    renderAdmin(<DashboardRefresh />);
    await act(async () => {
      await i18n.changeLanguage('zh-CN');
    });
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-updated').textContent).toBe(
        `更新于 ${timeIn('zh-CN', first)}`,
      ),
    );
  });
});
