/** The folder share page against a stubbed API: the password gate, browsing, links, and a revoked link. */
import type { FsItem, PublicFolderShare } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';
import { FolderShareView } from './FolderShareView';

const share: PublicFolderShare = {
  slug: 'abc',
  name: 'album',
  has_password: true,
  expires_at: null,
  max_downloads: 5,
  downloads: 1,
  allow_uploads: false,
  picked: false,
};
const entry = (path: string, isDirectory: boolean): FsItem => ({
  name: path.split('/').at(-1)!,
  path,
  isDirectory,
  isVirtual: false,
  mount_id: null,
  size: isDirectory ? 0 : 5,
  modified: isDirectory ? null : '2030-01-01T00:00:00.000Z',
  etag: null,
  mimetype: isDirectory ? null : 'text/plain',
  type: isDirectory ? 1 : 4,
  typeName: isDirectory ? 'folder' : 'text',
});
const FOLDERS: Record<string, FsItem[]> = {
  '/': [entry('/trip', true), entry('/a.txt', false)],
  '/trip': [entry('/trip/c.txt', false)],
};

function renderPage(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/folder/abc']}>
          <Routes>
            <Route path="/folder/:slug" element={<FolderShareView slug="abc" />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return stub;
}

/** The query of the last request to `route`. */
const lastQuery = (fetchMock: ReturnType<typeof vi.fn>, route: string) => {
  const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
  return urls.filter((url) => url.pathname.endsWith(route)).at(-1)!.searchParams;
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('FolderShareView', () => {
  it('asks for the password, then browses with the ticket it bought', async () => {
    let right = false;
    const { fetchMock } = renderPage({
      'GET /api/public/folders/abc': () => envelopeResponse(200, share),
      'POST /api/public/folders/abc/verify': () =>
        right
          ? envelopeResponse(200, { ticket: '99.sig', expires_at: '2999-01-01T00:00:00.000Z' })
          : envelopeResponse(401, null, 'wrong password'),
      'GET /api/public/folders/abc/list': () => {
        const path = lastQuery(fetchMock, '/list').get('path') ?? '/';
        return envelopeResponse(200, {
          path,
          isRoot: path === '/',
          isVirtual: false,
          mount_id: null,
          items: FOLDERS[path],
        });
      },
    });
    const input = await screen.findByTestId('folder-share-password-input');
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Incorrect password, please try again')).toBeTruthy();

    right = true;
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByRole('button', { name: 'trip' })).toBeTruthy();
    expect(lastQuery(fetchMock, '/list').get('t')).toBe('99.sig');
    expect(screen.getByText(/4 downloads left/)).toBeTruthy();
    const zip = screen.getByTestId('folder-share-zip').getAttribute('href')!;
    expect(zip).toContain('/api/public/folders/abc/zip?path=%2F&t=99.sig');

    fireEvent.click(screen.getByRole('button', { name: 'trip' }));
    const row = await screen.findByTestId('folder-share-row');
    expect(within(row).getByRole('link').getAttribute('href')).toContain(
      '/download?path=%2Ftrip%2Fc.txt&t=99.sig',
    );
    const trail = screen.getByRole('navigation', { name: 'Folder in the share' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['album', '/trip']);
  });

  it('says why a revoked link cannot be opened', async () => {
    renderPage({
      'GET /api/public/folders/abc': () =>
        envelopeResponse(410, null, 'this folder share was revoked by its owner'),
    });
    const notice = await screen.findByTestId('folder-share-unavailable');
    expect(notice.textContent).toMatch(/revoked by its owner/);
  });
});
