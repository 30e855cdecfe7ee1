/**
 * The upload screen against a stubbed network: storage choice, adding files (picker, paste, URL),
 * the upload through a scripted transport, the results and recent uploads, errors, cancel and retry.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/apiError';
import { clearSession, setSession } from '../../../auth/authStore';
import { preloadQrCode } from '../../../components/QrCode';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';
import { fakeTransport, okPut, type FakeTransport } from '../engine/testing/fakeTransport';
import type { TransferOptions } from '../engine/transport';
import { TransferError } from '../../../lib/transfer/xhr';
import type * as ApiModule from '../api';
import { Uploader } from './Uploader';

// The engine's network edge is scripted; everything above it (queue, tasks, UI) is real.
const current = vi.hoisted(() => ({ transport: null as unknown }));
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  createUploadTransport: () => current.transport,
}));

const configs = [
  { id: 'cfg-1', name: 'Archive', provider_type: 'AWS S3', is_default: 0, is_public: 1 },
  { id: 'cfg-2', name: 'Main', provider_type: 'Local', is_default: 1, is_public: 1 },
];

function setup(
  transport: FakeTransport = fakeTransport(),
  routes: Parameters<typeof stubFetch>[0] = {},
) {
  current.transport = transport;
  stubFetch({
    'GET /api/s3-configs': () => envelopeResponse(200, configs),
    'POST /api/url/info': () =>
      envelopeResponse(200, {
        url: 'https://example.com/remote.txt',
        filename: 'remote.txt',
        contentType: 'text/plain',
        size: 8,
        lastModified: null,
        corsSupported: true,
      }),
    'GET /api/system/max-upload-size': () =>
      envelopeResponse(200, { max_upload_size: 1, max_upload_size_bytes: 1024 * 1024, unit: 'MB' }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <Uploader />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return transport;
}

const file = (name = 'notes.txt', content = 'hello') =>
  new File([content], name, { type: 'text/plain' });
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('upload-file-input'), { target: { files } });
const rows = () => screen.queryAllByTestId('upload-row');
const storageSelect = () => screen.getByLabelText('Storage') as HTMLSelectElement;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Uploader', () => {
  it('asks visitors without the file permission to log in', () => {
    clearSession();
    setup();
    expect(screen.getByTestId('upload-permission-notice').textContent).toMatch(/Log in/);
    expect(screen.queryByTestId('upload-drop-zone')).toBeNull();
  });

  it('uploads a chosen file to the default storage and lists its link, QR code and recent entry', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    expect(screen.getByRole('option', { name: 'Main (default)' })).toBeTruthy();
    expect(screen.getByText(/up to 1 MB each/)).toBeTruthy();
    expect(screen.getByTestId('max-views-ticket-note').textContent).toMatch(
      /keep working for 10 minutes, even after the last view/,
    );

    choose(file());
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByTestId('upload-stage').textContent).toBe('Ready');
    fireEvent.change(screen.getByLabelText('Description (visible to visitors)'), {
      target: { value: 'minutes' },
    });
    fireEvent.click(screen.getByTestId('upload-start'));

    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    expect(within(rows()[0]!).getByTestId('upload-percent').textContent).toBe('100%');
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({
      s3_config_id: 'cfg-2',
      remark: 'minutes',
      expires_in: 168,
      filename: 'notes.txt',
    });
    const results = screen.getByTestId('upload-results');
    expect(within(results).getByTestId('upload-share-link').textContent).toBe(
      'http://localhost:3000/file/abc',
    );
    await act(async () => {
      fireEvent.click(within(results).getByTestId('upload-share-qr'));
      await preloadQrCode();
    });
    expect(await screen.findByTestId('upload-qr-code')).toBeTruthy();
    // Listed once: in this upload's results, under Recent uploads only once those are cleared.
    expect(screen.queryByTestId('upload-recent')?.textContent ?? '').not.toContain('notes.txt');
    fireEvent.click(screen.getByTestId('upload-clear'));
    expect(screen.queryByTestId('upload-results')).toBeNull();
    expect(within(screen.getByTestId('upload-recent')).getByText('notes.txt')).toBeTruthy();
  });

  it('sends the password with the upload, then empties the field for the next one', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    const password = () => screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(password(), { target: { value: 'hush' } });
    choose(file('secret.txt'));
    fireEvent.click(screen.getByTestId('upload-start'));
    expect(password().value).toBe('');
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({ password: 'hush' });
    choose(file('open.txt'));
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() => expect(rows()[1]!.getAttribute('data-status')).toBe('done'));
    expect(transport.presign.mock.calls[1]![0]).not.toHaveProperty('password');
  });

  it('takes several files at once, and then uses no custom link suffix', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    fireEvent.change(screen.getByLabelText('Link suffix'), { target: { value: 'mine' } });
    choose(file('a.txt'), file('b.txt'));
    expect((screen.getByLabelText('Link suffix') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('upload-start').textContent).toBe('Upload 2 files');
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() =>
      expect(rows().map((r) => r.getAttribute('data-status'))).toEqual(['done', 'done']),
    );
    expect(transport.presign.mock.calls.map(([body]) => [body.filename, body.slug])).toEqual([
      ['a.txt', undefined],
      ['b.txt', undefined],
    ]);
    expect(await screen.findByText('2 files uploaded')).toBeTruthy();
  });

  it('refuses a bad link suffix before sending anything', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    choose(file());
    fireEvent.change(screen.getByLabelText('Link suffix'), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByTestId('upload-start'));
    expect(
      await screen.findByText('Use only letters, digits, hyphen and underscore.'),
    ).toBeTruthy();
    expect(transport.presign).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the row: a taken link suffix', async () => {
    setup(
      fakeTransport({
        presign: async () => Promise.reject(new ApiError(409, 'Link suffix is already taken')),
      }),
    );
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    choose(file());
    fireEvent.click(screen.getByTestId('upload-start'));
    expect((await screen.findByTestId('upload-error')).textContent).toBe(
      'Link suffix is already taken, try another',
    );
    expect(rows()[0]!.getAttribute('data-status')).toBe('failed');
  });

  it('refuses a file over the max upload size', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    await screen.findByText(/up to 1 MB each/);
    choose(file('big.bin', 'x'.repeat(1024 * 1024 + 1)));
    fireEvent.click(screen.getByTestId('upload-start'));
    expect((await screen.findByTestId('upload-error')).textContent).toBe(
      'The file is larger than the upload limit of 1 MB',
    );
    expect(transport.presign).not.toHaveBeenCalled();
  });

  it('cancels a running upload and retries it', async () => {
    const transport = setup(
      fakeTransport({
        put: (_url, _body, _headers, options: TransferOptions) =>
          new Promise((_, reject) =>
            options.signal.addEventListener('abort', () => reject(new TransferError('aborted'))),
          ),
      }),
    );
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    choose(file());
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() => expect(transport.put).toHaveBeenCalled());
    expect(within(rows()[0]!).getByTestId('upload-stage').textContent).toBe('Uploading');
    fireEvent.click(screen.getByTestId('upload-cancel'));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('cancelled'));
    expect(transport.deleteFiles).toHaveBeenCalledWith(['f1']);

    transport.put.mockImplementation(okPut);
    fireEvent.click(screen.getByTestId('upload-retry'));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    fireEvent.click(screen.getByTestId('upload-clear'));
    expect(rows()).toHaveLength(0);
  });

  it('adds files pasted from the clipboard', async () => {
    setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { files: [file('shot.png')] } });
    act(() => {
      document.dispatchEvent(paste);
    });
    expect(paste.defaultPrevented).toBe(true);
    expect(within(rows()[0]!).getByText('shot.png')).toBeTruthy();
  });

  it('adds a URL only when it is a valid http(s) address', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    fireEvent.click(screen.getByTestId('upload-source-url'));
    const input = screen.getByLabelText('File URL');
    fireEvent.change(input, { target: { value: 'ftp://example.com/a' } });
    fireEvent.click(screen.getByTestId('upload-url-add'));
    expect(screen.getByText('URL upload needs a valid http or https URL')).toBeTruthy();
    expect(rows()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'https://example.com/remote.txt' } });
    fireEvent.click(screen.getByTestId('upload-url-add'));
    expect(rows()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    expect(transport.urlInfo).toHaveBeenCalledWith(
      'https://example.com/remote.txt',
      expect.any(AbortSignal),
    );
    expect(within(rows()[0]!).getByText('remote.txt')).toBeTruthy();
  });

  it('stores the files in the storage path typed, refusing one with a .. part', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    choose(file());
    const path = screen.getByLabelText('Storage path');
    fireEvent.change(path, { target: { value: 'reports/../secret' } });
    fireEvent.click(screen.getByTestId('upload-start'));
    expect(screen.getByText(/without \. or \.\. parts/)).toBeTruthy();
    expect(transport.presign).not.toHaveBeenCalled();

    fireEvent.change(path, { target: { value: '/reports//2024/' } });
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({
      s3_config_id: 'cfg-2',
      path: 'reports/2024',
      filename: 'notes.txt',
    });
  });

  it('prefills a URL file’s name from the server and uploads it under the name typed instead', async () => {
    const transport = setup();
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    fireEvent.click(screen.getByTestId('upload-source-url'));
    fireEvent.change(screen.getByLabelText('File URL'), {
      target: { value: 'https://example.com/remote.txt' },
    });
    const name = () => screen.getByLabelText('File name') as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe('remote.txt'));
    fireEvent.change(name(), { target: { value: 'a/b.txt' } });
    fireEvent.click(screen.getByTestId('upload-url-add'));
    expect(screen.getByText('A file name cannot contain / or \\.')).toBeTruthy();
    expect(rows()).toHaveLength(0);

    fireEvent.change(name(), { target: { value: 'renamed notes.md' } });
    fireEvent.click(screen.getByTestId('upload-url-add'));
    expect(within(rows()[0]!).getByText('renamed notes.md')).toBeTruthy();
    // The form is ready for the next URL.
    expect(screen.queryByLabelText('File name')).toBeNull();
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({ filename: 'renamed notes.md' });
  });

  it('says so when the site cannot be asked for the name, and keeps the link’s own', async () => {
    const transport = setup(fakeTransport(), {
      'POST /api/url/info': () => envelopeResponse(502, null, 'the remote did not answer'),
    });
    await waitFor(() => expect(storageSelect().value).toBe('cfg-2'));
    fireEvent.click(screen.getByTestId('upload-source-url'));
    fireEvent.change(screen.getByLabelText('File URL'), {
      target: { value: 'https://example.com/remote.txt' },
    });
    expect(await screen.findByText(/Could not ask the site for the name/)).toBeTruthy();
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('upload-url-add'));
    fireEvent.click(screen.getByTestId('upload-start'));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('done'));
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({ filename: 'remote.txt' });
  });
});
