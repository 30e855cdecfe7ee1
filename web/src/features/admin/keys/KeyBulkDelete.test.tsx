/** Deleting several API keys at once: select rows, confirm the count, one batch call. */
import type { ApiKey } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listedKey } from '../../../test/apiKeys';
import { renderAdmin } from '../../../test/renderAdmin';
import { KeyManagement } from './KeyManagement';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const key = (id: string, name: string): ApiKey => listedKey({ id, name });

let listed: ApiKey[];
beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  listed = [key('k1', 'ci-bot'), key('k2', 'backup'), key('k3', 'uploader')];
  api.get.mockImplementation(async () => listed);
  api.delete.mockImplementation(async (_path: string, body: { ids: string[] }) => {
    listed = listed.filter((k) => !body.ids.includes(k.id));
    return { deleted: body.ids.length, notFound: 0 };
  });
});
afterEach(() => i18n.changeLanguage('en-US'));

const deleteSelected = () => screen.getByTestId('keys-delete-selected') as HTMLButtonElement;

describe('KeyManagement bulk delete', () => {
  it('deletes the selected keys in one call after a confirm that names the count', async () => {
    renderAdmin(<KeyManagement />);
    await screen.findAllByTestId('key-row');
    expect(deleteSelected().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ci-bot' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select uploader' }));
    expect(deleteSelected().textContent).toBe('Delete selected (2)');

    fireEvent.click(deleteSelected());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete 2 selected keys\?/)).toBeTruthy();
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete keys' }));

    await screen.findByText('2 keys deleted.');
    expect(api.delete).toHaveBeenCalledTimes(1);
    expect(api.delete).toHaveBeenCalledWith('/admin/api-keys/batch-delete', { ids: ['k1', 'k3'] });
    await waitFor(() => expect(screen.getAllByTestId('key-row')).toHaveLength(1));
    expect(deleteSelected().textContent).toBe('Delete selected (0)');
  });

  it('selects all and none from the header box, mixed in between', async () => {
    renderAdmin(<KeyManagement />);
    await screen.findAllByTestId('key-row');
    const all = screen.getByRole('checkbox', { name: 'Select all keys' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select backup' }));
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(deleteSelected().textContent).toBe('Delete selected (3)');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(deleteSelected().textContent).toBe('Delete selected (0)');
  });

  it('cancelling deletes nothing and keeps the selection; the dialog speaks Chinese too', async () => {
    renderAdmin(<KeyManagement />);
    await screen.findAllByTestId('key-row');
    await act(async () => {
      await i18n.changeLanguage('zh-CN');
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择全部密钥' }));
    fireEvent.click(deleteSelected());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除选中的 3 个密钥吗/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.delete).not.toHaveBeenCalled();
    expect(deleteSelected().textContent).toBe('删除所选（3）');
  });
});
