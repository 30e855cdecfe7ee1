/**
 * Pasting files into the editor card (the textarea it shows until CodeMirror loads; the same hook
 * serves both): who may upload, what a text paste still does, and a paste uploaded end to end
 * through the upload engine against a mocked network edge.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import 'fake-indexeddb/auto';
import { CreatePaste } from '../CreatePaste';
import { logInAs, renderEditor, type TestLogin } from '../testing/renderEditor';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../../api/client', async () => {
  const { FakeApiError } = await import('../../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});
const putToStorage = vi.hoisted(() => vi.fn());
vi.mock('../../../../api/transfer', () => ({
  putToStorage,
  postFormWithProgress: vi.fn(),
  fetchWithCredential: vi.fn(),
}));

const editor = () => screen.getByTestId('paste-editor') as HTMLTextAreaElement;
const png = () => new File([new Uint8Array(16)], 'image.png', { type: 'image/png' });
/** Pastes files (and text, as a spreadsheet's cells come with an image); false when prevented. */
const paste = (files: File[], text = '') =>
  fireEvent.paste(editor(), { clipboardData: { files, getData: () => text } });
const REFUSED = /only the admin and API keys with the file-sharing permission/;

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  putToStorage.mockReset();
});
afterEach(() => logInAs('none'));

describe('pasting files into the editor', () => {
  it.each<TestLogin>(['none', 'textKey'])(
    'is refused with a message for %s, and nothing is uploaded',
    async (login) => {
      renderEditor(<CreatePaste />, login);
      expect(paste([png()])).toBe(false);
      expect(await screen.findByText(REFUSED)).toBeTruthy();
      expect(editor().value).toBe('');
      expect(api.post).not.toHaveBeenCalled();
    },
  );

  it('leaves a text paste to the browser, even with an image beside it', () => {
    renderEditor(<CreatePaste />, 'textKey');
    expect(paste([png()], 'a\tb')).toBe(true);
    expect(paste([], 'plain')).toBe(true);
    expect(screen.queryByText(REFUSED)).toBeNull();
  });

  it('waits to save until the pasted files are in', async () => {
    api.get.mockResolvedValue({ max_upload_size_bytes: 1_000_000 });
    api.post.mockImplementation(async (path: string) =>
      path === '/s3/presign'
        ? { file_id: 'f1', upload_url: '/api/storage/put', upload_headers: {}, slug: 'img' }
        : { slug: 'img', mimetype: 'image/png', size: 16 },
    );
    let finish: () => void = () => undefined;
    putToStorage.mockReturnValue(
      new Promise((resolve) => (finish = () => resolve({ status: 200, header: () => null }))),
    );
    renderEditor(<CreatePaste />, 'admin');
    fireEvent.click(screen.getByTestId('format-text'));
    paste([png()]);
    await waitFor(() => expect(putToStorage).toHaveBeenCalled());
    fireEvent.click(screen.getByTestId('paste-save'));
    expect(await screen.findByText(/Files are still uploading into the text/)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith('/paste', expect.anything());
    finish();
    await waitFor(() => expect(editor().value).toBe(`${window.location.origin}/file/img`));
    expect(screen.queryByText(/Files are still uploading into the text/)).toBeNull();
  });

  // Plain text: a Markdown text would render its preview, whose lazily loaded renderer can take
  // longer than the wait here on a busy machine. EditorUploads.test.ts covers the Markdown links.
  it('uploads a pasted image for a file key and puts its link in the text', async () => {
    api.get.mockResolvedValue({ max_upload_size_bytes: 1_000_000 });
    api.post.mockImplementation(async (path: string) => {
      if (path === '/s3/presign') {
        return { file_id: 'f1', upload_url: '/api/storage/put', upload_headers: {}, slug: 'img' };
      }
      if (path === '/s3/commit') return { slug: 'img', mimetype: 'image/png', size: 16 };
      throw new Error(`unexpected ${path}`);
    });
    putToStorage.mockResolvedValue({ status: 200, header: () => '"etag"' });
    renderEditor(<CreatePaste />, 'fileKey');
    fireEvent.click(screen.getByTestId('format-text'));
    fireEvent.change(editor(), { target: { value: 'See:\n' } });
    editor().setSelectionRange(5, 5);
    expect(paste([png()])).toBe(false);
    await waitFor(() => expect(editor().value).toBe(`See:\n${window.location.origin}/file/img`));
    expect(api.post).toHaveBeenCalledWith(
      '/s3/presign',
      expect.objectContaining({ filename: 'image.png', size: 16, mimetype: 'image/png' }),
      expect.anything(),
    );
  });
});
