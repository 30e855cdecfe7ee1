/** File management against a mocked api client: list, search, paging, edit, delete modes, QR. */
import type { FileList, FileRecord } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import { preloadQrCode } from '../../../components/QrCode';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { FileManagement } from './FileManagement';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  }
  return { api, ApiError };
});

function record(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    id: 'f1',
    slug: 'report',
    filename: 'report.pdf',
    mimetype: 'application/pdf',
    size: 1536,
    remark: 'Q1 numbers',
    created_at: '2030-01-01T10:00:00Z',
    requires_password: true,
    views: 2,
    max_views: 5,
    expires_at: null,
    previewUrl: '/api/file-view/report',
    downloadUrl: '/api/file-download/report',
    use_proxy: true,
    encrypted: false,
    type: 7,
    typeName: 'document',
    storage_config_id: 'cfg-1',
    storage_config_name: 'Main',
    storage_path: 'uploads/report.pdf',
    created_by: 'admin-1',
    key_name: null,
    has_password: true,
    status: 'ready',
    source: 'upload',
    updated_at: '2030-01-01T10:00:00Z',
    is_expired: false,
    ...overrides,
  };
}

const listOf = (files: FileRecord[], total = files.length, offset = 0): FileList => ({
  files,
  pagination: { total, limit: 50, offset },
});

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <FileManagement />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const rows = () => screen.findAllByTestId('file-row');
const listQueries = () =>
  api.get.mock.calls.filter(([path]) => path === '/files').map(([, o]) => o.query);
const dialog = () => within(screen.getByRole('dialog'));

beforeEach(async () => {
  Object.values(api).forEach((fn) => fn.mockReset());
  await i18n.changeLanguage('en-US');
  setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('FileManagement', () => {
  it('marks an end-to-end encrypted share with a lock, in both languages', async () => {
    api.get.mockResolvedValue(listOf([record({ id: 'sealed', encrypted: true }), record()]));
    renderScreen();
    const [sealed, plain] = await rows();
    expect(within(sealed!).getByTestId('file-encrypted').textContent).toBe('End-to-end encrypted');
    expect(within(plain!).queryByTestId('file-encrypted')).toBeNull();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(within(sealed!).getByTestId('file-encrypted').textContent).toBe('端到端加密');
  });

  it('lists shares with size, storage, password, creator, views left and status', async () => {
    api.get.mockResolvedValue(
      listOf([
        record(),
        record({
          id: 'f2',
          slug: 'old',
          filename: 'old.zip',
          expires_at: '2020-01-01T00:00:00Z',
          has_password: false,
          key_name: 'ci-bot',
          created_by: 'apikey:k1',
          use_proxy: false,
          max_views: 0,
          views: 9,
        }),
        record({
          id: 'f3',
          slug: 'spent',
          filename: 'spent.txt',
          views: 3,
          max_views: 3,
          created_by: 'apikey:gone',
        }),
      ]),
    );
    renderScreen();
    const [first, second, third] = await rows();
    expect(within(first!).getByText('report.pdf')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'report' }).getAttribute('href')).toBe(
      '/file/report',
    );
    expect(within(first!).getByText('1.5 KB')).toBeTruthy();
    expect(within(first!).getByText('Main')).toBeTruthy();
    expect(within(first!).getByText('through this server')).toBeTruthy();
    expect(within(first!).getByText('Yes')).toBeTruthy();
    expect(within(first!).getByText('by admin')).toBeTruthy();
    expect(within(first!).getByText('3 views left')).toBeTruthy();
    expect(within(first!).getByTestId('file-status').getAttribute('data-status')).toBe('active');
    expect(within(second!).getByText('direct link')).toBeTruthy();
    expect(within(second!).getByText('by ci-bot')).toBeTruthy();
    expect(within(second!).getByText('9 / ∞')).toBeTruthy();
    expect(within(second!).getByTestId('file-status').getAttribute('data-status')).toBe('expired');
    expect(within(third!).getByText('by a deleted key')).toBeTruthy();
    expect(within(third!).getByTestId('file-status').getAttribute('data-status')).toBe('usedUp');
    expect(listQueries()).toEqual([{ limit: 50, offset: 0, search: undefined }]);
    expect(screen.queryByText('You see only the files uploaded with this API key.')).toBeNull();
  });

  it('searches after a pause and pages by 50', async () => {
    api.get.mockResolvedValue(listOf([record()], 120));
    renderScreen();
    await rows();
    fireEvent.click(screen.getByTestId('file-page-next'));
    await waitFor(() =>
      expect(listQueries()).toContainEqual({ limit: 50, offset: 50, search: undefined }),
    );
    fireEvent.change(screen.getByLabelText('Search files'), { target: { value: 'report' } });
    await waitFor(() =>
      expect(listQueries()).toContainEqual({ limit: 50, offset: 0, search: 'report' }),
    );
  });

  it('edits a share, sending only what changed, and clears its password', async () => {
    api.get.mockResolvedValue(listOf([record()]));
    api.put.mockResolvedValue(record());
    renderScreen();
    fireEvent.click(within((await rows())[0]!).getByTestId('file-action-edit'));
    fireEvent.change(dialog().getByLabelText('Description (visible to visitors)'), {
      target: { value: 'Q2 numbers' },
    });
    fireEvent.change(dialog().getByLabelText('Max views'), { target: { value: '10' } });
    expect(dialog().getByTestId('max-views-ticket-note').textContent).toMatch(
      /^With a view limit, .* keep working for 10 minutes, even after the last view/,
    );
    fireEvent.click(dialog().getByLabelText('Remove the password'));
    fireEvent.click(dialog().getByLabelText('Serve through this server'));
    fireEvent.click(screen.getByTestId('file-edit-save'));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.put).toHaveBeenCalledWith('/files/f1', {
      remark: 'Q2 numbers',
      max_views: 10,
      use_proxy: false,
      password: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('File share updated.')).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the new link suffix is taken', async () => {
    const { ApiError } = await import('../../../api/client');
    api.get.mockResolvedValue(listOf([record()]));
    api.put.mockRejectedValue(new ApiError(409, 'Link suffix is already taken'));
    renderScreen();
    fireEvent.click(within((await rows())[0]!).getByTestId('file-action-edit'));
    fireEvent.change(dialog().getByLabelText('Link suffix'), { target: { value: 'taken' } });
    fireEvent.click(screen.getByTestId('file-edit-save'));
    expect(await dialog().findByText('Link suffix is already taken, try another.')).toBeTruthy();
    expect(api.put).toHaveBeenCalledWith('/files/f1', { slug: 'taken' });
  });

  it('deletes one share keeping the stored file when asked', async () => {
    api.get.mockResolvedValue(listOf([record()]));
    api.delete.mockResolvedValue({ success: 1, failed: [] });
    renderScreen();
    fireEvent.click(within((await rows())[0]!).getByTestId('file-action-delete'));
    expect(dialog().getByText(/Delete “report.pdf”\?/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('file-delete-mode-record_only'));
    fireEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('/files/batch-delete', {
        ids: ['f1'],
        delete_mode: 'record_only',
      }),
    );
    expect(await screen.findByText('Deleted 1 file.')).toBeTruthy();
  });

  it('deletes the selected shares together, and reports the ones that failed', async () => {
    api.get.mockResolvedValue(
      listOf([record(), record({ id: 'f2', slug: 'b', filename: 'b.txt' })]),
    );
    api.delete.mockResolvedValue({
      success: 1,
      failed: [{ id: 'f2', error: 'storage unreachable' }],
    });
    renderScreen();
    await rows();
    expect((screen.getByTestId('file-batch-delete') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('file-select-all'));
    fireEvent.click(screen.getByTestId('file-batch-delete'));
    expect(dialog().getByText(/Delete the 2 selected files\?/)).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('/files/batch-delete', {
        ids: ['f1', 'f2'],
        delete_mode: 'both',
      }),
    );
    expect(await screen.findByText('Deleted 1; 1 could not be deleted.')).toBeTruthy();
  });

  it('shows the QR code of a share’s link, and tells a key what it sees', async () => {
    clearSession();
    setSession(
      {
        authType: 'apikey',
        apiKey: 'k',
        permissions: 2,
        apiKeyInfo: {
          id: 'k1',
          name: 'bot',
          basic_path: '/',
          permissions: 2,
          role: 'GENERAL',
          is_guest: 0,
          expires_at: null,
        },
      },
      Date.now(),
    );
    api.get.mockResolvedValue(listOf([record()]));
    renderScreen();
    const row = (await rows())[0]!;
    await act(async () => {
      fireEvent.click(within(row).getByTestId('file-action-qr'));
      await preloadQrCode();
    });
    expect(await screen.findByTestId('file-qr-code')).toBeTruthy();
    expect(dialog().getByText('http://localhost:3000/file/report')).toBeTruthy();
    expect(screen.getByText('You see only the files uploaded with this API key.')).toBeTruthy();
  });

  it('says so when there is nothing, and offers the upload page', async () => {
    api.get.mockResolvedValue(listOf([]));
    renderScreen();
    expect(await screen.findByText('No file shares yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload files' }).getAttribute('href')).toBe('/upload');
  });
});
