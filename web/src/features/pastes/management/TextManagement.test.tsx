/** Text management screen against a mocked api client: list, search, paging, deletion, QR, states. */
import type { PasteList, PasteRecord } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import { preloadQrCode } from '../../../components/QrCode';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { goOffline, queuedWrites, setupOfflineTests } from '../../../offline/testing/offlineTests';
import { TextManagement } from './TextManagement';

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

function paste(overrides: Partial<PasteRecord> = {}): PasteRecord {
  return {
    id: 'p1',
    slug: 'meeting-notes',
    title: null,
    remark: 'Weekly sync',
    format: 'markdown',
    hasPassword: true,
    encrypted: false,
    expiresAt: null,
    maxViews: 5,
    views: 2,
    createdBy: 'admin-1',
    keyName: null,
    createdAt: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:00:00Z',
    isExpired: false,
    size: 1536,
    ...overrides,
  };
}

function listOf(results: PasteRecord[], total = results.length, page = 1): PasteList {
  return { results, pagination: { total, page, limit: 10, offset: (page - 1) * 10 } };
}

function renderScreen(initialSearch?: string) {
  void i18n.changeLanguage('en-US');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <TextManagement initialSearch={initialSearch} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const rows = () => screen.findAllByTestId('paste-row');
const listCalls = () =>
  api.get.mock.calls.filter(([path]) => path === '/pastes').map(([, options]) => options.query);

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});
setupOfflineTests();

describe('TextManagement', () => {
  it('opens on the share a link points to: searching for it at once, its row marked', async () => {
    api.get.mockResolvedValue(
      listOf([paste({ id: 'p2', slug: 'meeting-notes-old' }), paste({ slug: 'meeting-notes' })]),
    );
    renderScreen('meeting-notes');
    const [other, pointed] = await rows();
    expect(listCalls()[0]).toMatchObject({ search: 'meeting-notes' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('meeting-notes');
    expect(pointed!.getAttribute('aria-current')).toBe('true');
    expect(other!.getAttribute('aria-current')).toBeNull();
  });

  it('heads a titled share with its title, the link and the description under it', async () => {
    api.get.mockResolvedValue(
      listOf([paste({ title: 'Q2 planning' }), paste({ id: 'p2', slug: 'untitled' })]),
    );
    renderScreen();
    const [titled, plain] = await rows();
    const link = within(titled!).getByTestId('paste-name');
    expect(link.textContent).toBe('Q2 planning');
    expect(link.getAttribute('href')).toBe('/paste/meeting-notes');
    expect(within(titled!).getByTestId('paste-slug').textContent).toBe('Link: meeting-notes');
    expect(within(titled!).getByText('Weekly sync')).toBeTruthy();
    expect(within(plain!).getByTestId('paste-name').textContent).toBe('untitled');
    expect(within(plain!).queryByTestId('paste-slug')).toBeNull();
    // Its dialogs are named by the title too; the QR code still carries the link.
    await act(async () => {
      fireEvent.click(within(titled!).getByTestId('paste-action-qr'));
      await preloadQrCode();
    });
    const dialog = await screen.findByRole('dialog', { name: 'QR code of Q2 planning' });
    expect(within(dialog).getByText(`${window.location.origin}/paste/meeting-notes`)).toBeTruthy();
  });

  it('lists shares with their format, size, creator, expiry, views and status', async () => {
    api.get.mockResolvedValue(
      listOf([
        paste(),
        paste({
          id: 'p2',
          slug: 'old',
          expiresAt: '2020-01-01T00:00:00Z',
          maxViews: 0,
          views: 7,
          hasPassword: false,
          format: 'text',
          keyName: 'ci-bot',
          createdBy: 'apikey:k1',
        }),
        paste({
          id: 'p3',
          slug: 'spent',
          views: 3,
          maxViews: 3,
          createdBy: 'apikey:gone',
          remark: null,
        }),
      ]),
    );
    renderScreen();
    const [first, second, third] = await rows();
    expect(first!.getAttribute('data-slug')).toBe('meeting-notes');
    expect(within(first!).getByRole('link', { name: 'meeting-notes' }).getAttribute('href')).toBe(
      '/paste/meeting-notes',
    );
    expect(within(first!).getByText('Markdown')).toBeTruthy();
    expect(within(first!).getByText('1.5 KB')).toBeTruthy();
    expect(within(first!).getByText('Yes')).toBeTruthy();
    expect(within(first!).getByText('by admin')).toBeTruthy();
    expect(within(first!).getByText('Never')).toBeTruthy();
    expect(within(first!).getByText('2 / 5')).toBeTruthy();
    expect(within(first!).getByText('3 views left')).toBeTruthy();
    expect(within(first!).getByTestId('paste-status').getAttribute('data-status')).toBe('active');

    expect(within(second!).getByText('Plain text')).toBeTruthy();
    expect(within(second!).getByText('by ci-bot')).toBeTruthy();
    expect(within(second!).getByText('7 / ∞')).toBeTruthy();
    expect(within(second!).getByText('Unlimited')).toBeTruthy();
    expect(within(second!).getAllByText('Expired')).toHaveLength(2);
    expect(within(second!).getByTestId('paste-status').getAttribute('data-status')).toBe('expired');

    expect(within(third!).getByText('by a deleted key')).toBeTruthy();
    expect(within(third!).getByText('0 views left')).toBeTruthy();
    expect(within(third!).getByText('Used up')).toBeTruthy();
    expect(screen.queryByText('You see only the shares created with this API key.')).toBeNull();
    expect(listCalls()).toEqual([{ page: 1, limit: 10, search: undefined }]);
  });

  it('links view to a new tab with a warning, and edit to the editor', async () => {
    api.get.mockResolvedValue(listOf([paste()]));
    renderScreen();
    const [row] = await rows();
    const view = within(row!).getByTestId('paste-action-view');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(view.getAttribute('title')).toMatch(/counts as a view/);
    expect(within(row!).getByTestId('paste-action-edit').getAttribute('href')).toBe('/?edit=p1');
  });

  it('copies the absolute share link and confirms it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    api.get.mockResolvedValue(listOf([paste()]));
    renderScreen();
    fireEvent.click(within((await rows())[0]!).getByTestId('paste-action-copy'));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/paste/meeting-notes`);
  });

  it('searches on the server once typing settles, from page 1', async () => {
    api.get.mockImplementation((_path, { query }) =>
      Promise.resolve(
        query.search ? listOf([paste({ slug: 'found' })]) : listOf([paste()], 25, query.page),
      ),
    );
    renderScreen();
    await rows();
    fireEvent.click(screen.getByTestId('paste-page-next'));
    await waitFor(() =>
      expect(listCalls()).toContainEqual({ page: 2, limit: 10, search: undefined }),
    );

    fireEvent.change(screen.getByLabelText('Search shares'), { target: { value: 'f' } });
    expect(await screen.findByText('Enter at least 2 characters to search.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search shares'), { target: { value: 'found' } });
    await waitFor(() =>
      expect(listCalls()).toContainEqual({ page: 1, limit: 10, search: 'found' }),
    );
    expect(listCalls().some((q) => q.search === 'f')).toBe(false);
    await waitFor(() =>
      expect(screen.getByTestId('paste-row').getAttribute('data-slug')).toBe('found'),
    );
  });

  it('pages through the total with a summary', async () => {
    api.get.mockImplementation((_path, { query }) =>
      Promise.resolve(listOf([paste({ id: `p${query.page}` })], 25, query.page)),
    );
    renderScreen();
    await rows();
    expect(screen.getByTestId('paste-total').textContent).toBe('1–10 of 25');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByTestId('paste-page-previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('paste-page-next'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByTestId('paste-page-next'));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByTestId('paste-total').textContent).toBe('21–25 of 25');
    expect((screen.getByTestId('paste-page-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes the selected shares after confirming their count', async () => {
    api.get.mockResolvedValue(
      listOf([paste(), paste({ id: 'p2', slug: 'b' }), paste({ id: 'p3', slug: 'c' })]),
    );
    api.delete.mockResolvedValue({ deleted: 2 });
    renderScreen();
    const [first, , third] = await rows();
    const batch = screen.getByTestId('paste-batch-delete') as HTMLButtonElement;
    expect(batch.disabled).toBe(true);
    fireEvent.click(within(first!).getByTestId('paste-select'));
    fireEvent.click(within(third!).getByTestId('paste-select'));
    expect((screen.getByTestId('paste-select-all') as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(batch);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Delete the 2 selected shares\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('/pastes/batch-delete', { ids: ['p1', 'p3'] }),
    );
    expect(await screen.findByText('Deleted 2 shares.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selects all on the page and deletes one share from its row', async () => {
    api.get.mockResolvedValue(listOf([paste(), paste({ id: 'p2', slug: 'b' })]));
    api.delete.mockResolvedValue({ deleted: 1 });
    renderScreen();
    const [, second] = await rows();
    fireEvent.click(screen.getByTestId('paste-select-all'));
    expect(screen.getByTestId('paste-batch-delete').textContent).toBe('Delete selected (2)');
    fireEvent.click(within(second!).getByTestId('paste-action-delete'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Delete the share “b”\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('/pastes/batch-delete', { ids: ['p2'] }),
    );
    expect(await screen.findByText('Deleted 1 share.')).toBeTruthy();
  });

  it('clears expired shares after confirming and says how many went', async () => {
    api.get.mockResolvedValue(listOf([paste()]));
    api.post.mockResolvedValue({ deleted: 3 });
    renderScreen();
    await rows();
    fireEvent.click(screen.getByTestId('paste-clear-expired'));
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear expired' }),
    );
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/pastes/clear-expired', undefined));
    expect(await screen.findByText('Removed 3 expired shares.')).toBeTruthy();
  });

  it('shows the QR code of the share link', async () => {
    api.get.mockResolvedValue(listOf([paste()]));
    renderScreen();
    const row = (await rows())[0]!;
    // Awaited act: the code's chunk loads on demand, and the dialog suspends until it is in.
    await act(async () => {
      fireEvent.click(within(row).getByTestId('paste-action-qr'));
      await preloadQrCode();
    });
    const dialog = await screen.findByRole('dialog', { name: 'QR code of meeting-notes' });
    const url = `${window.location.origin}/paste/meeting-notes`;
    expect(within(dialog).getByTestId('paste-qr-code').tagName.toLowerCase()).toBe('svg');
    expect(within(dialog).getByText(url)).toBeTruthy();
  });

  it('shows the empty state, and a search that matches nothing', async () => {
    api.get.mockResolvedValue(listOf([]));
    renderScreen();
    expect(await screen.findByText('No text shares yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a share' }).getAttribute('href')).toBe('/');
    fireEvent.change(screen.getByLabelText('Search shares'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No shares match “zzz”')).toBeTruthy();
  });

  it('shows a failed load with a working retry', async () => {
    api.get
      .mockRejectedValueOnce(new Error('Network connection failed'))
      .mockResolvedValue(listOf([paste()]));
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toBe('Network connection failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an API-key user that only their own shares are listed', async () => {
    setSession({ authType: 'apikey', apiKey: 'k', permissions: 1, apiKeyInfo: null }, Date.now());
    api.get.mockResolvedValue(listOf([]));
    renderScreen();
    expect(
      await screen.findByText('You see only the shares created with this API key.'),
    ).toBeTruthy();
  });

  describe('offline', () => {
    it('queues a deletion and clearing expired shares, and says so', async () => {
      api.get.mockResolvedValue(listOf([paste(), paste({ id: 'p2', slug: 'b' })]));
      renderScreen();
      const [first] = await rows();
      goOffline();
      fireEvent.click(within(first!).getByTestId('paste-action-delete'));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('No network: the share will be deleted when you are back online.'),
      ).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.click(screen.getByTestId('paste-clear-expired'));
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear expired' }),
      );
      expect(
        await screen.findByText(
          'No network: expired shares will be cleared when you are back online.',
        ),
      ).toBeTruthy();
      expect(api.delete).not.toHaveBeenCalled();
      expect(api.post).not.toHaveBeenCalled();
      expect(queuedWrites()).toMatchObject([
        {
          type: 'batchDeletePastes',
          endpoint: '/pastes/batch-delete',
          method: 'DELETE',
          data: { ids: ['p1'] },
        },
        { type: 'clearExpiredPastes', endpoint: '/pastes/clear-expired', method: 'POST' },
      ]);
    });
  });
});
