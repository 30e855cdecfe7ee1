/** The paste view against a stubbed API: each state, the password flow, and the toolbar. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasteView } from '@cloudpaste/contracts';
import 'fake-indexeddb/auto';
import { preloadQrCode } from '../../../components/QrCode';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { offlineDb } from '../../../offline/offlineDb';
import { offlineCache } from '../../../offline/offlineRead';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';
import { PasteViewer } from './PasteViewer';

const paste: PasteView = {
  slug: 'abc',
  format: 'markdown',
  createdAt: '2030-01-01T00:00:00.000Z',
  expiresAt: null,
  maxViews: 0,
  hasPassword: false,
  encrypted: false,
  requiresPassword: false,
  content: '# Shared heading\n\nSome *text*.',
  views: 1,
  remark: 'team notes',
};

function renderViewer(slug = 'abc') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter>
            <PasteViewer slug={slug} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** jsdom's Blob has no text(); FileReader it is. */
function readBlob(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob ?? new Blob());
  });
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PasteViewer', () => {
  it('opens a Markdown share with one request, its details and title', async () => {
    const { calls } = stubFetch({ 'GET /api/paste/abc': () => envelopeResponse(200, paste) });
    renderViewer();
    const content = await screen.findByTestId('paste-content');
    // The Markdown renderer is a lazy chunk: its first import takes a moment.
    expect(await screen.findByRole('heading', { name: 'Shared heading' })).toBeTruthy();
    expect(content.querySelector('em')?.textContent).toBe('text');
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText('1 / unlimited')).toBeTruthy();
    expect(screen.getByText('team notes')).toBeTruthy();
    expect(screen.queryByTestId('paste-last-view')).toBeNull();
    expect(screen.queryByTestId('paste-edit')).toBeNull();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/paste/abc']);
    expect(document.title).toBe('abc · Text share - CloudPaste');
    expect(screen.getByRole('heading', { level: 1, name: 'Text share' })).toBeTruthy();
  });

  it('heads a titled share with its title, in the page and the tab, the link under it', async () => {
    stubFetch({
      'GET /api/paste/abc': () =>
        envelopeResponse(200, { ...paste, format: 'text', title: 'Quarterly numbers' }),
    });
    renderViewer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quarterly numbers' }),
    ).toBeTruthy();
    expect(screen.getByText('Text share · abc')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Quarterly numbers · Text share - CloudPaste'));
    // The description is the visitor's too, under the share's facts.
    expect(screen.getByText('Description')).toBeTruthy();
    expect(screen.getByText('team notes')).toBeTruthy();
  });

  it('shows a text share with line numbers and downloads it as .txt', async () => {
    stubFetch({
      'GET /api/paste/abc': () =>
        envelopeResponse(200, { ...paste, format: 'text', content: 'a\nb' }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderViewer();
    const content = await screen.findByTestId('paste-content');
    expect(content.querySelector('code')?.textContent).toBe('a\nb');
    fireEvent.click(screen.getByTestId('paste-download'));
    const link = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(link?.download).toBe('abc.txt');
    expect(link?.href).toBe('blob:x');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    expect(await readBlob(blob)).toBe('a\nb');
  });

  it('unlocks a protected share, explaining a wrong password first', async () => {
    let attempts = 0;
    const { calls } = stubFetch({
      'GET /api/paste/abc': () =>
        envelopeResponse(200, {
          ...paste,
          content: undefined,
          hasPassword: true,
          requiresPassword: true,
        }),
      'POST /api/paste/abc': () =>
        ++attempts === 1
          ? envelopeResponse(401, null, 'wrong password')
          : envelopeResponse(200, { ...paste, hasPassword: true }),
    });
    renderViewer();
    const input = await screen.findByLabelText('Password');
    expect(input.id).toBe('paste-password-input');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.queryByTestId('paste-content')).toBeNull();

    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('paste-unlock'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Incorrect password, please try again',
    );
    expect(screen.queryByTestId('paste-content')).toBeNull();

    fireEvent.change(input, { target: { value: 's3cret' } });
    fireEvent.click(screen.getByTestId('paste-unlock'));
    await screen.findByTestId('paste-content');
    expect(
      calls.filter((call) => call.key === 'POST /api/paste/abc').map((call) => call.body),
    ).toEqual([{ password: 'nope' }, { password: 's3cret' }]);
    expect(screen.getByTestId('paste-raw').getAttribute('href')).toBe(
      '/api/raw/abc?password=s3cret',
    );
  });

  it('says to wait after too many password attempts', async () => {
    stubFetch({
      'GET /api/paste/abc': () =>
        envelopeResponse(200, { ...paste, content: undefined, requiresPassword: true }),
      'POST /api/paste/abc': () => envelopeResponse(429, null, 'too many requests'),
    });
    renderViewer();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('paste-unlock'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many attempts/);
  });

  it.each([
    [404, 'not-found', 'Share not found'],
    [410, 'gone', 'This share is no longer available'],
    [500, 'error', 'Could not open this share'],
  ])('shows status %i as the %s state with a way home', async (status, reason, title) => {
    stubFetch({ 'GET /api/paste/abc': () => envelopeResponse(status, null, 'boom') });
    renderViewer();
    const error = await screen.findByTestId('paste-error');
    expect(error.getAttribute('data-reason')).toBe(reason);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(reason === 'error');
  });

  it('on the last view, warns and offers only what works without the share', async () => {
    stubFetch({
      'GET /api/paste/abc': () =>
        envelopeResponse(200, {
          ...paste,
          isLastView: true,
          canEdit: true,
          id: 'p-1',
          maxViews: 3,
          views: 3,
        }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderViewer();
    expect((await screen.findByTestId('paste-last-view')).textContent).toMatch(/last allowed view/);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    // The share is deleted: its link, raw view, QR code and editor lead nowhere.
    for (const gone of ['paste-copy-link', 'paste-raw', 'paste-qr', 'paste-edit'])
      expect(screen.queryByTestId(gone)).toBeNull();
    expect(screen.getByTestId('paste-download')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('paste-copy')));
    expect(writeText).toHaveBeenLastCalledWith(paste.content);
  });

  it('links the owner to the editor, copies the link and shows the QR code', async () => {
    stubFetch({
      'GET /api/paste/abc': () =>
        envelopeResponse(200, { ...paste, canEdit: true, id: 'p-1', maxViews: 3, views: 2 }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderViewer();
    expect(await screen.findByText('2 / 3')).toBeTruthy();
    expect(screen.queryByTestId('paste-last-view')).toBeNull();
    expect(screen.getByTestId('paste-edit').getAttribute('href')).toBe('/?edit=p-1');
    expect(screen.getByTestId('paste-raw').getAttribute('href')).toBe('/api/raw/abc');

    await act(async () => fireEvent.click(screen.getByTestId('paste-copy')));
    expect(writeText).toHaveBeenLastCalledWith(paste.content);
    await act(async () => fireEvent.click(screen.getByTestId('paste-copy-link')));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}${window.location.pathname}`,
    );

    // Awaited act: the code's chunk loads on demand, and the dialog suspends until it is in.
    await act(async () => {
      fireEvent.click(screen.getByTestId('paste-qr'));
      await preloadQrCode();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share link QR code' });
    expect(dialog.querySelector('svg[role="img"]')).not.toBeNull();
  });

  it('offers a retry after a failure that was not about the share', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/paste/abc': () =>
        ++calls === 1 ? envelopeResponse(500, null, 'boom') : envelopeResponse(200, paste),
    });
    renderViewer();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('paste-error')).toBeNull());
    expect(await screen.findByTestId('paste-content')).toBeTruthy();
  });

  describe('offline', () => {
    const text: PasteView = {
      ...paste,
      slug: 'open',
      format: 'text',
      content: 'kept for the train',
    };
    const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
    beforeEach(() => offlineCache.clear());

    it('shows an open share it kept from this browser’s copy, and says so', async () => {
      stubFetch({ 'GET /api/paste/open': () => envelopeResponse(200, { ...text, canEdit: true }) });
      const first = renderViewer('open');
      await screen.findByText('kept for the train');
      expect(screen.queryByTestId('offline-copy-notice')).toBeNull();
      await waitFor(async () => expect(await offlineDb().pastes.get('open')).toBeTruthy());
      expect((await offlineDb().pastes.get('open'))?.data).not.toHaveProperty('canEdit');
      first.unmount();

      stubFetch({ 'GET /api/paste/open': noNetwork });
      renderViewer('open');
      expect(await screen.findByText('kept for the train')).toBeTruthy();
      expect(screen.getByTestId('offline-copy-notice').textContent).toMatch(
        /^Shown from this browser's offline copy, saved /,
      );
    });

    it.each([
      ['a view limit', { maxViews: 3 }],
      ['a password', { hasPassword: true }],
    ])('never keeps a share with %s', async (_, limits) => {
      const { calls } = stubFetch({
        'GET /api/paste/open': () => envelopeResponse(200, { ...text, ...limits }),
      });
      const first = renderViewer('open');
      await screen.findByText('kept for the train');
      first.unmount();
      stubFetch({ 'GET /api/paste/open': noNetwork });
      renderViewer('open');
      expect((await screen.findByTestId('paste-error')).getAttribute('data-reason')).toBe('error');
      expect(calls).toHaveLength(1);
      expect(await offlineDb().pastes.count()).toBe(0);
    });
  });
});
