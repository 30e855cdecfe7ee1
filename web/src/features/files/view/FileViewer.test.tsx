/** The file view against a stubbed API: each state, the password flow, previews, and owner deletion. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import 'fake-indexeddb/auto';
import { offlineDb } from '../../../offline/offlineDb';
import { offlineCache } from '../../../offline/offlineRead';
import { envelopeResponse } from '../../../test/stubFetch';
import { renderFileViewer } from './testing/renderFileViewer';

const image: PublicFileInfo = {
  id: 'f1',
  slug: 'abc',
  filename: 'photo.png',
  mimetype: 'image/png',
  size: 2048,
  remark: 'holiday',
  created_at: '2030-01-01T00:00:00.000Z',
  requires_password: false,
  views: 1,
  max_views: 5,
  expires_at: null,
  previewUrl: '/api/file-view/abc?t=1.sig',
  downloadUrl: '/api/file-download/abc?t=1.sig',
  use_proxy: true,
  encrypted: false,
  type: 5,
  typeName: 'image',
};
const locked: PublicFileInfo = {
  ...image,
  requires_password: true,
  previewUrl: null,
  downloadUrl: null,
};

const renderViewer = renderFileViewer;

const keys = (calls: { key: string }[]) => calls.map((call) => call.key);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FileViewer', () => {
  it('shows an open share: facts, download, and the image preview from its ticketed URL', async () => {
    const { calls } = renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, image),
    });
    expect(await screen.findByRole('heading', { name: 'photo.png' })).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByText('image/png')).toBeTruthy();
    expect(screen.getByText('1 / 5')).toBeTruthy();
    expect(screen.getByText('holiday')).toBeTruthy();
    expect(screen.getByTestId('file-download').getAttribute('href')).toBe(
      '/api/file-download/abc?t=1.sig',
    );
    expect(screen.getByRole('img', { name: 'photo.png' }).getAttribute('src')).toBe(
      '/api/file-view/abc?t=1.sig',
    );
    expect(screen.queryByTestId('file-delete')).toBeNull();
    // Anonymous: no ownership check, one counted request.
    expect(keys(calls)).toEqual(['GET /api/public/files/abc']);
    expect(document.title).toBe('photo.png · File share - CloudPaste');
  });

  it('an encrypted share shows no preview nor plain download, and says when its link lacks the key', async () => {
    window.history.replaceState(null, '', '/file/abc');
    const { calls } = renderViewer({
      'GET /api/public/files/abc': () =>
        envelopeResponse(200, { ...image, encrypted: true, mimetype: 'application/octet-stream' }),
    });
    const problem = await screen.findByTestId('file-e2ee-error');
    expect(problem.getAttribute('data-problem')).toBe('missing-key');
    expect(problem.textContent).toContain('The link is missing its key');
    expect(screen.queryByTestId('file-preview')).toBeNull();
    expect(screen.queryByTestId('file-download')).toBeNull();
    // Nothing of the ciphertext was fetched.
    expect(keys(calls)).toEqual(['GET /api/public/files/abc']);
  });

  it('asks for the password, says when it is wrong, and opens the file with the right one', async () => {
    let attempts = 0;
    const { calls } = renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, locked),
      'POST /api/public/files/abc/verify': () =>
        ++attempts === 1
          ? envelopeResponse(401, null, 'wrong password')
          : envelopeResponse(200, image),
    });
    const input = await screen.findByTestId('file-password-input');
    fireEvent.change(input, { target: { value: 'guess' } });
    fireEvent.click(screen.getByTestId('file-unlock'));
    expect(await screen.findByText('Incorrect password, please try again')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('file-unlock'));
    expect(await screen.findByRole('heading', { name: 'photo.png' })).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.body)).toEqual([
      { password: 'guess' },
      { password: 'secret' },
    ]);
  });

  it.each([
    [404, 'not found', 'notFound', 'File not found'],
    [410, 'gone', 'forbidden', 'File unavailable'],
    [403, 'forbidden', 'forbidden', 'File unavailable'],
    [401, 'unauthorized', 'unauthorized', 'Not authorized'],
    [500, 'database down', 'serverError', 'Cannot load file info'],
  ])('answers %i with the %s error state', async (status, message, key, title) => {
    renderViewer({ 'GET /api/public/files/abc': () => envelopeResponse(status, null, message) });
    const error = await screen.findByTestId('file-error');
    expect(error.getAttribute('data-error')).toBe(key);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('renders a Markdown file from its preview URL', async () => {
    const markdown = { ...image, filename: 'README.md', mimetype: 'text/markdown', type: 4 };
    renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, markdown),
      'GET /api/file-view/abc': () =>
        new Response('# Read me\n\nplease', { headers: { 'content-type': 'text/markdown' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeTruthy();
    expect(screen.getByTestId('file-preview').getAttribute('data-kind')).toBe('markdown');
  });

  it('highlights a code file', async () => {
    const code = { ...image, filename: 'main.ts', mimetype: 'video/mp2t', type: 4 };
    renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, code),
      'GET /api/file-view/abc': () => new Response('const answer: number = 42;'),
    });
    await waitFor(() => expect(document.querySelector('code.language-typescript')).toBeTruthy());
    expect(document.querySelector('code .hljs-keyword')?.textContent).toBe('const');
  });

  it('opens Office files in the chosen online viewer, reusing the ticket', async () => {
    const doc = { ...image, filename: 'plan.docx', mimetype: 'application/octet-stream', type: 6 };
    const { fetchMock } = renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, doc),
      'GET /api/office-preview/abc': () =>
        envelopeResponse(200, {
          url: 'https://view.officeapps.live.com/op/view.aspx?src=x',
          provider: 'microsoft',
        }),
    });
    const frame = await screen.findByTestId('file-office-frame');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/view\.officeapps\.live\.com/);
    fireEvent.click(screen.getByTestId('file-office-google'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const queries = fetchMock.mock.calls
      .slice(1)
      .map(([url]) => new URL(String(url), 'http://x').search);
    expect(queries).toEqual(['?provider=microsoft&t=1.sig', '?provider=google&t=1.sig']);
  });

  it('names a viewer the server refuses as unsupported, in both languages', async () => {
    const doc = { ...image, filename: 'plan.docx', mimetype: 'application/octet-stream', type: 6 };
    renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, doc),
      'GET /api/office-preview/abc': () =>
        envelopeResponse(400, null, 'provider: unsupported preview provider'),
    });
    const alert = await screen.findByText('Unsupported preview provider: choose the other viewer.');
    try {
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(alert.textContent).toBe('不支持的预览服务，请选择另一个查看器。');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('lets the owner delete the file, then counts down back home', async () => {
    // Mocked clocks from the start (the countdown's first second is scheduled on deletion); they
    // still run with real time so the queries above resolve.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
    const { calls } = renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, image),
      'GET /api/files/f1': () => envelopeResponse(200, { ...image, created_by: 'admin-1' }),
      'DELETE /api/files/batch-delete': () => envelopeResponse(200, { success: 1, failed: [] }),
    });
    fireEvent.click(await screen.findByTestId('file-delete'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('file-deleted')).toBeTruthy();
    expect(calls.find((c) => c.key === 'DELETE /api/files/batch-delete')?.body).toEqual({
      ids: ['f1'],
      delete_mode: 'both',
    });
    expect(screen.getByText('Returning home in 5 seconds…')).toBeTruthy();
    for (let second = 0; second < 5; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('offers no deletion to a key that does not own the file', async () => {
    setSession(
      {
        authType: 'apikey',
        apiKey: 'k',
        permissions: 2,
        apiKeyInfo: {
          id: 'k2',
          name: 'other',
          basic_path: '/',
          permissions: 2,
          role: 'GENERAL',
          is_guest: 0,
          expires_at: null,
        },
      },
      Date.now(),
    );
    renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, image),
      'GET /api/files/f1': () => envelopeResponse(404, null, 'file not found'),
    });
    await screen.findByRole('heading', { name: 'photo.png' });
    await waitFor(() => expect(screen.queryByTestId('file-delete')).toBeNull());
  });

  describe('offline', () => {
    const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
    beforeEach(() => offlineCache.clear());

    it('shows an open share it kept from this browser’s copy, and says so', async () => {
      const open = { ...image, max_views: 0 };
      renderViewer({ 'GET /api/public/files/abc': () => envelopeResponse(200, open) });
      await screen.findByRole('heading', { name: 'photo.png' });
      expect(screen.queryByTestId('offline-copy-notice')).toBeNull();
      await waitFor(async () => expect(await offlineDb().files.get('abc')).toBeTruthy());
      cleanup();

      renderViewer({ 'GET /api/public/files/abc': noNetwork });
      expect(await screen.findByRole('heading', { name: 'photo.png' })).toBeTruthy();
      expect(screen.getByTestId('offline-copy-notice').textContent).toMatch(/offline copy, saved/);
    });

    it.each([
      ['a view limit', image, 'file-download'],
      ['a password', { ...locked, max_views: 0 }, 'file-password-input'],
    ])('never keeps a share with %s', async (_, file, shown) => {
      renderViewer({ 'GET /api/public/files/abc': () => envelopeResponse(200, file) });
      await screen.findByTestId(shown);
      cleanup();
      renderViewer({ 'GET /api/public/files/abc': noNetwork });
      expect((await screen.findByTestId('file-error')).getAttribute('data-error')).toBe('network');
      expect(await offlineDb().files.count()).toBe(0);
    });
  });
});
