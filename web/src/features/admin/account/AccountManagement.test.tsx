/** Account screen: client-side checks, then the visible logout countdown after a change. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/renderAdmin';
import { AccountManagement } from './AccountManagement';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const logout = vi.fn(async () => {});
vi.mock('../../../auth/useAuth', () => ({ useAuth: () => ({ logout }) }));

afterEach(() => vi.useRealTimers());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AccountManagement', () => {
  it('checks the confirmation before calling the server', () => {
    renderAdmin(<AccountManagement />);
    fill('Current password', 'old-secret');
    fill('New password', 'new-secret');
    fill('Confirm new password', 'other-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('logs out after a visible countdown once the change succeeds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.post.mockResolvedValue(null);
    renderAdmin(<AccountManagement />);
    fill('Current password', 'old-secret');
    fill('New username', 'root');
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));

    expect(await screen.findByText('Logging out in 3 seconds…')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/admin/change-password', {
      currentPassword: 'old-secret',
      newUsername: 'root',
    });
    expect(logout).not.toHaveBeenCalled();

    // One second at a time: each tick renders before the next timer is set.
    for (let i = 0; i < 3; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
