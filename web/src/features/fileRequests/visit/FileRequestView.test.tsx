/**
 * The file request page against a stubbed API: the password gate, the note and limits, a file
 * refused before sending, one sent with its progress and the name it was stored under, and a
 * closed link that says why.
 */
import type { PublicFileRequest } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';
import { FileRequestView } from './FileRequestView';

const sent = vi.hoisted(() => vi.fn());
vi.mock('../../../api/transfer', () => ({ sendWithProgress: sent }));

const request: PublicFileRequest = {
  slug: 'drop',
  title: 'Homework, week 3',
  note: 'Name files after yourself.',
  note_markdown: false,
  has_password: true,
  expires_at: null,
  max_file_bytes: 1024,
  max_total_bytes: 0,
  max_files: 5,
  allowed_types: ['.pdf'],
  files_left: 4,
  bytes_left: null,
};

function renderPage(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <FileRequestView slug="drop" />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return stub;
}

const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('file-request-input'), { target: { files } });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  sessionStorage.clear();
  sent.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('FileRequestView', () => {
  it('opens with the password, refuses what the limits refuse and sends the rest', async () => {
    renderPage({
      'GET /api/public/requests/drop': () => envelopeResponse(200, request),
      'POST /api/public/requests/drop/verify': () =>
        envelopeResponse(200, { ticket: '99.sig', expires_at: '2999-01-01T00:00:00.000Z' }),
    });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: request.title })).toBeTruthy();
    expect(screen.getByText(request.note)).toBeTruthy();
    expect(screen.getByText('4 more files can be sent')).toBeTruthy();
    expect(screen.getByText('Only these types: .pdf')).toBeTruthy();

    sent.mockImplementation(async (_method, _path, _body, _headers, options) => {
      options.onProgress(3);
      return { name: 'essay (1).pdf', size: 6 };
    });
    fireEvent.change(screen.getByLabelText('Your name (optional)'), { target: { value: 'Ann' } });
    pick([
      new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }),
      new File(['x'.repeat(2000)], 'big.pdf', { type: 'application/pdf' }),
      new File(['essay!'], 'essay.pdf', { type: 'application/pdf' }),
    ]);
    const items = await screen.findAllByTestId('file-request-item');
    expect(within(items[0]!).getByText('Not a type this link takes (.pdf)')).toBeTruthy();
    expect(within(items[1]!).getByText(/Larger than the/)).toBeTruthy();
    expect(await within(items[2]!).findByText('Received as essay (1).pdf')).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
    const [method, path, body, headers] = sent.mock.calls[0]!;
    expect(method).toBe('PUT');
    const query = new URL(path, 'http://x').searchParams;
    expect([query.get('name'), query.get('t'), query.get('uploader')]).toEqual([
      'essay.pdf',
      '99.sig',
      'Ann',
    ]);
    expect((body as File).name).toBe('essay.pdf');
    expect(headers).toEqual({ 'Content-Type': 'application/pdf' });
  });

  it('shows a refusal from the server on the file it refused', async () => {
    sent.mockRejectedValue(new Error('this request takes at most 5 files and has them all'));
    renderPage({
      'GET /api/public/requests/drop': () =>
        envelopeResponse(200, { ...request, has_password: false }),
    });
    await screen.findByTestId('file-request');
    pick([new File(['x'], 'late.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText(/has them all/)).toBeTruthy();
    expect(screen.getByTestId('file-request-item').dataset.state).toBe('failed');
  });

  it('says why a closed link cannot be used', async () => {
    renderPage({
      'GET /api/public/requests/drop': () =>
        envelopeResponse(410, null, 'this file request is closed'),
    });
    expect((await screen.findByTestId('file-request-unavailable')).textContent).toContain(
      'this file request is closed',
    );
  });
});
