/** A key name the server says is taken shows beside the name field, in the admin's language. */
import { ErrorCode, type ApiKey } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../../test/FakeApiError';
import { renderAdmin } from '../../../test/renderAdmin';
import { CreateKeyDialog } from './CreateKeyDialog';
import { EditKeyDialog } from './EditKeyDialog';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const nameTaken = () =>
  new FakeApiError(409, 'an API key named "ci" already exists', ErrorCode.API_KEY_NAME_TAKEN);

const existing: ApiKey = {
  id: 'k2',
  name: 'deploy',
  key_masked: 'abcd****wxyz',
  permissions: 1,
  role: 'GENERAL',
  basic_path: '/',
  is_guest: 0,
  created_at: '2026-01-01T00:00:00Z',
  expires_at: null,
  last_used: null,
  owner_id: null,
  owner_name: null,
};

/** The error text shown for the Name field (the input points at it through its id). */
function nameError(input: HTMLElement): string | null | undefined {
  return document.getElementById(`${input.id}-error`)?.textContent;
}

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));
afterEach(() => i18n.changeLanguage('en-US'));

describe('a taken key name', () => {
  it('is shown beside the name when creating, in English', async () => {
    api.post.mockRejectedValue(nameTaken());
    renderAdmin(<CreateKeyDialog onClose={() => {}} onCreated={() => {}} />);
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: ' ci ' } });
    fireEvent.click(screen.getByTestId('key-submit'));
    await waitFor(() =>
      expect(nameError(name)).toBe('Another key is already named “ci”. Choose a different name.'),
    );
    // Typing a new name clears it.
    fireEvent.change(name, { target: { value: 'ci-2' } });
    expect(nameError(name)).toBeFalsy();
  });

  it('is shown beside the name when renaming, in Chinese', async () => {
    api.put.mockRejectedValue(nameTaken());
    renderAdmin(<EditKeyDialog apiKey={existing} onClose={() => {}} />);
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'ci' } });
    await act(() => i18n.changeLanguage('zh-CN'));
    fireEvent.click(screen.getByTestId('key-submit'));
    await waitFor(() => expect(nameError(name)).toBe('已有名为“ci”的密钥，请换一个名称。'));
    expect(api.put).toHaveBeenCalledWith(
      '/admin/api-keys/k2',
      expect.objectContaining({ name: 'ci' }),
    );
  });

  it('leaves other failures above the form', async () => {
    api.put.mockRejectedValue(new FakeApiError(500, 'disk full'));
    renderAdmin(<EditKeyDialog apiKey={existing} onClose={() => {}} />);
    const name = screen.getByLabelText('Name');
    fireEvent.click(screen.getByTestId('key-submit'));
    expect(await screen.findByText('disk full')).toBeTruthy();
    expect(nameError(name)).toBeFalsy();
  });
});
