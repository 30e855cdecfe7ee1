/** Key management screen: list, empty state, create flow and conflict, against a mocked api client. */
import { Permission } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listedKey } from '../../../test/apiKeys';
import { FakeApiError } from '../../../test/FakeApiError';
import { renderAdmin } from '../../../test/renderAdmin';
import { KeyManagement } from './KeyManagement';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const existing = listedKey({
  permissions: Permission.TEXT | Permission.MOUNT_VIEW,
  expires_at: '2024-02-01T00:00:00Z',
});

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

describe('KeyManagement', () => {
  it('lists keys with readable permissions and an expired badge', async () => {
    api.get.mockResolvedValue([existing]);
    renderAdmin(<KeyManagement />);
    const row = await screen.findByTestId('key-row');
    expect(row.getAttribute('data-key-name')).toBe('backup-script');
    expect(within(row).getByText('Mount: view')).toBeTruthy();
    expect(within(row).getByText('Text')).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('Never used')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    api.get.mockResolvedValue([]);
    renderAdmin(<KeyManagement />);
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });

  it('validates, creates, and shows the new key once', async () => {
    api.get.mockResolvedValue([]);
    api.post.mockResolvedValue({
      ...existing,
      id: 'k2',
      name: 'ci',
      key: 'full-secret-key',
    });
    renderAdmin(<KeyManagement />);
    fireEvent.click(await screen.findByTestId('create-key-button'));

    fireEvent.click(screen.getByLabelText('Choose my own key'));
    fireEvent.click(screen.getByTestId('key-submit'));
    expect(await screen.findByText('Enter a name for the key.')).toBeTruthy();
    expect(screen.getByText('Enter the custom key, or choose a random one.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ci' } });
    // The rule is shown before anything is typed, and a weak key is named as such, not sent.
    expect(screen.getByText(/^16 to 128 characters: letters, digits, dot/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Custom key'), { target: { value: 'a' } });
    fireEvent.click(screen.getByTestId('key-submit'));
    expect(await screen.findByText('The key must be at least 16 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Custom key'), {
      target: { value: 'abcdabcdabcdabcd' },
    });
    fireEvent.click(screen.getByTestId('key-submit'));
    expect(await screen.findByText(/^This key is too easy to guess: use at least 8/)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Custom key'), {
      target: { value: 'ci_key-1.deploy-2026' },
    });
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: 'never' } });
    fireEvent.click(screen.getByLabelText('All Mount permissions'));
    fireEvent.click(screen.getByTestId('key-submit'));

    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]).toEqual([
      '/admin/api-keys',
      {
        name: 'ci',
        custom_key: 'ci_key-1.deploy-2026',
        permissions: 256 | 512 | 1024 | 2048 | 4096,
        basic_path: '/',
        is_guest: 0,
        expires_at: null,
      },
    ]);
    expect((await screen.findByTestId('new-key-value')).textContent).toBe('full-secret-key');
  });

  it('shows a taken custom key next to the field', async () => {
    api.get.mockResolvedValue([]);
    api.post.mockRejectedValue(new FakeApiError(409, 'This key already exists'));
    renderAdmin(<KeyManagement />);
    fireEvent.click(await screen.findByTestId('create-key-button'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ci' } });
    fireEvent.click(screen.getByLabelText('Choose my own key'));
    fireEvent.change(screen.getByLabelText('Custom key'), {
      target: { value: 'taken-key.for-ci_01' },
    });
    fireEvent.click(screen.getByTestId('key-submit'));
    const message = await screen.findByText('This key already exists');
    expect(message.id).toBe(`${screen.getByLabelText('Custom key').id}-error`);
  });
});
