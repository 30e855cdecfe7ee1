/** The dashboard's notice of failed sign-ins, against a mocked api client. */
import type { SignInAlerts } from '@cloudpaste/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/renderAdmin';
import { SignInAlertsCard } from './SignInAlertsCard';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const answerWith = (signIns: SignInAlerts | undefined) =>
  api.get.mockImplementation(async (path: string) => {
    if (path !== '/admin/dashboard/stats') throw new Error(`unexpected ${path}`);
    return { apiKeys: { total: 0, active: 0, expired: 0 }, storage: [], activity: [], signIns };
  });

beforeEach(() => vi.clearAllMocks());

describe('SignInAlertsCard', () => {
  it('tells how many sign-ins failed lately, from how many addresses, and when the latest was', async () => {
    answerWith({
      hours: 24,
      failedAttempts: 1234,
      addresses: 3,
      lastFailureAt: '2026-03-10T08:30:00Z',
    });
    renderAdmin(<SignInAlertsCard />);
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Attempts, last 24 h').nextElementSibling?.textContent).toBe(
      '1,234',
    );
    expect(within(notice).getByText('Addresses').nextElementSibling?.textContent).toBe('3');
    expect(within(notice).getByText('Latest').nextElementSibling?.textContent).toMatch(
      /Mar 10, 2026/,
    );
    expect(screen.getByRole('heading', { name: 'Failed sign-ins' })).toBeTruthy();
  });

  it('says calmly that there were none, and shows nothing for a server that does not count them', async () => {
    answerWith({ hours: 24, failedAttempts: 0, addresses: 0, lastFailureAt: null });
    const { unmount } = renderAdmin(<SignInAlertsCard />);
    expect(
      await screen.findByText('No wrong or refused sign-ins in the last 24 hours.'),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    answerWith(undefined);
    renderAdmin(<SignInAlertsCard />);
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('sign-in-alerts')).toBeNull();
  });
});
