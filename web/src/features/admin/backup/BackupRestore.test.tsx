/** The restore card: a refusal for a non-empty instance asks for REPLACE, then the outcome shows. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../../test/FakeApiError';
import { renderAdmin } from '../../../test/renderAdmin';
import { BackupRestore } from './BackupRestore';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});
vi.mock('../../../auth/useAuth', () => ({ useAuth: () => ({ logout: vi.fn(async () => {}) }) }));

describe('BackupRestore', () => {
  it('asks for REPLACE when the instance is not empty, then restores over it', async () => {
    const refusal = Object.assign(new FakeApiError(409, 'the database is not empty'), {
      reason: 'backup.notEmpty',
    });
    api.post.mockRejectedValueOnce(refusal).mockResolvedValueOnce({
      schema: '0018-sign-in-failures',
      createdAt: '2026-11-01T10:00:00.000Z',
      rows: { pastes: 3, api_keys: 1 },
    });
    renderAdmin(<BackupRestore />);
    const file = new File(['{}\n'], 'backup.jsonl');
    fireEvent.change(screen.getByTestId('backup-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('backup-restore'));

    const confirm = await screen.findByTestId('backup-confirm');
    expect(api.post).toHaveBeenLastCalledWith(
      '/admin/restore',
      file,
      expect.objectContaining({ query: {} }),
    );
    const replace = screen.getByRole('button', { name: 'Replace everything' });
    expect((replace as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: 'REPLACE' } });
    fireEvent.click(replace);

    expect(await screen.findByText('Backup restored')).toBeTruthy();
    expect(api.post).toHaveBeenLastCalledWith(
      '/admin/restore',
      file,
      expect.objectContaining({ query: { confirm: 'REPLACE' } }),
    );
    await waitFor(() => expect(screen.getByText('Text shares')).toBeTruthy());
  });
});
