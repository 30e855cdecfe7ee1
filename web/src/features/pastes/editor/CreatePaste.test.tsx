/** Create mode against a mocked api client: save and links, errors by field, permission, draft. */
import type { CreatedPaste } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import 'fake-indexeddb/auto';
import { offlineSync } from '../../../offline/offlineSync';
import { CreatePaste } from './CreatePaste';
import { DRAFT_STORAGE_KEY } from './draftStorage';
import { FakeApiError } from '../../../test/FakeApiError';
import { logInAs, renderEditor } from './testing/renderEditor';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const created: CreatedPaste = {
  id: 'p1',
  slug: 'my-notes',
  title: null,
  remark: null,
  expiresAt: '2030-01-08T12:00:00.000Z',
  maxViews: 0,
  hasPassword: true,
  encrypted: false,
  format: 'markdown',
  createdAt: '2030-01-01T12:00:00.000Z',
  createdBy: 'admin',
};

const editor = () => screen.getByTestId('paste-editor') as HTMLTextAreaElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));
afterEach(() => logInAs('none'));

describe('CreatePaste', () => {
  it('saves the share and shows its links, QR code and countdown', async () => {
    api.post.mockResolvedValue(created);
    renderEditor(<CreatePaste />);
    type(editor(), '# Notes');
    type(screen.getByLabelText('Custom link suffix'), 'my-notes');
    type(document.getElementById('paste-password')!, 'pw');
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: 'never' } });
    fireEvent.click(screen.getByTestId('paste-save'));

    const link = await screen.findByTestId('share-link');
    expect(link.textContent).toBe(`${window.location.origin}/paste/my-notes`);
    expect(api.post).toHaveBeenCalledWith('/paste', {
      content: '# Notes',
      format: 'markdown',
      slug: 'my-notes',
      password: 'pw',
      expiresAt: null,
      maxViews: 0,
    });
    expect(screen.getByTestId('share-raw-link').textContent).toBe(
      `${window.location.origin}/api/raw/my-notes?password=pw`,
    );
    expect((await screen.findByTestId('share-qr')).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('share-countdown').textContent).toContain('60 seconds');
    expect(screen.getByText('Protected')).toBeTruthy();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    // A keyboard user's focus stays on the card: the hide button goes, Show again takes it.
    screen.getByTestId('share-hide').focus();
    fireEvent.click(screen.getByTestId('share-hide'));
    expect(screen.queryByTestId('share-link')).toBeNull();
    expect(screen.queryByTestId('share-qr')).toBeNull();
    // Hidden, it points to the share's entry in text management, and shows again on request.
    expect(screen.getByTestId('share-in-management').getAttribute('href')).toBe(
      '/admin/text-management?q=my-notes',
    );
    expect(document.activeElement).toBe(screen.getByTestId('share-show-again'));
    fireEvent.click(screen.getByTestId('share-show-again'));
    expect(screen.getByTestId('share-link').textContent).toBe(
      `${window.location.origin}/paste/my-notes`,
    );
    expect(await screen.findByTestId('share-qr')).toBeTruthy();
    expect(screen.getByTestId('share-countdown').textContent).toContain('60 seconds');
    fireEvent.click(screen.getByTestId('share-create-another'));
    expect(editor().value).toBe('');
  });

  it('seals the content in the browser when asked: ciphertext to the server, the key in the link', async () => {
    api.post.mockResolvedValue({ ...created, slug: 'sealed', encrypted: true });
    renderEditor(<CreatePaste />);
    type(editor(), 'Only for the reader');
    fireEvent.click(screen.getByLabelText('End-to-end encrypt'));
    type(screen.getByLabelText('Encryption password (optional)'), 'pw');
    fireEvent.click(screen.getByTestId('paste-save'));

    const link = (await screen.findByTestId('share-link')).textContent ?? '';
    const key = link.split('#')[1] ?? '';
    expect(link.startsWith(`${window.location.origin}/paste/sealed#`)).toBe(true);
    const body = api.post.mock.calls[0]?.[1] as { content: string; encrypted: boolean };
    expect(body.encrypted).toBe(true);
    expect(body.content).toMatch(/^Q1BFRQ/);
    expect(JSON.stringify(body)).not.toContain('reader');
    expect(JSON.stringify(body)).not.toContain(key);
    const { decryptText } = await import('@cloudpaste/contracts/e2ee');
    expect(await decryptText(body.content, key, { password: 'pw' })).toBe('Only for the reader');
    expect(screen.getByText('End-to-end, with a password')).toBeTruthy();
    expect(screen.getByTestId('share-key-note')).toBeTruthy();
  });

  it('says that opening a view-limited share from the result uses one of its views', async () => {
    api.post.mockResolvedValueOnce({ ...created, maxViews: 3 });
    const view = renderEditor(<CreatePaste />);
    type(editor(), 'limited');
    fireEvent.click(screen.getByTestId('paste-save'));
    const open = await screen.findByTestId('share-open');
    expect(open.title).toBe('Opens the share in a new tab. Opening it counts as a view.');
    const note = screen.getByTestId('share-open-note');
    expect(note.textContent).toBe('Opening it here uses one of its 3 views.');
    expect(open.getAttribute('aria-describedby')).toBe(note.id);
    view.unmount();

    api.post.mockResolvedValueOnce({ ...created, maxViews: 1 });
    renderEditor(<CreatePaste />);
    type(editor(), 'once');
    fireEvent.click(screen.getByTestId('paste-save'));
    expect((await screen.findByTestId('share-open-note')).textContent).toMatch(
      /can be opened once.*the share is deleted/,
    );
  });

  it('saves with Ctrl+Enter or ⌘+Enter from the text and from the other fields', async () => {
    api.post.mockResolvedValue(created);
    const view = renderEditor(<CreatePaste />);
    const save = screen.getByTestId('paste-save');
    expect(save.title).toBe('Save and get link (Ctrl+Enter)');
    expect(save.getAttribute('aria-keyshortcuts')).toBe('Control+Enter');
    type(editor(), 'quick note');
    // Enter alone is a new line; Shift or Alt with it is not the shortcut.
    fireEvent.keyDown(editor(), { key: 'Enter' });
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true, shiftKey: true });
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true });
    await screen.findByTestId('share-result');
    expect(api.post).toHaveBeenCalledTimes(1);
    view.unmount();

    renderEditor(<CreatePaste />);
    type(editor(), 'from the suffix field');
    fireEvent.keyDown(screen.getByLabelText('Custom link suffix'), { key: 'Enter', metaKey: true });
    await screen.findByTestId('share-result');
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('does not save with Ctrl+Enter when this visitor cannot save', () => {
    renderEditor(<CreatePaste />, 'none');
    type(editor(), 'text');
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows a taken suffix beside the suffix field', async () => {
    api.post.mockRejectedValue(new FakeApiError(409, 'slug already taken, try another'));
    renderEditor(<CreatePaste />);
    type(editor(), 'text');
    type(screen.getByLabelText('Custom link suffix'), 'taken');
    fireEvent.click(screen.getByTestId('paste-save'));
    const message = await screen.findByText('Link suffix is already taken');
    expect(message.id).toBe('paste-slug-error');
    expect(screen.queryByTestId('share-result')).toBeNull();
  });

  it('says content too large on 413 and save failed with the server message otherwise', async () => {
    api.post.mockRejectedValueOnce(new FakeApiError(413, 'request body is too large'));
    renderEditor(<CreatePaste />);
    type(editor(), 'text');
    fireEvent.click(screen.getByTestId('paste-save'));
    expect(await screen.findByText(/exceeds the server's limit/)).toBeTruthy();
    api.post.mockRejectedValueOnce(new FakeApiError(500, 'disk full'));
    fireEvent.click(screen.getByTestId('paste-save'));
    expect((await screen.findByTestId('paste-save-error')).textContent).toBe(
      'Save failed: disk full',
    );
  });

  it('refuses empty content without calling the server', async () => {
    renderEditor(<CreatePaste />);
    type(editor(), '   ');
    fireEvent.click(screen.getByTestId('paste-save'));
    expect(await screen.findByText('Content cannot be empty.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('explains to a visitor why they cannot save, with a way to log in', () => {
    renderEditor(<CreatePaste />, 'none');
    const notice = screen.getByTestId('editor-permission-notice');
    expect(notice.textContent).toContain('API key with text permission');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/admin');
    expect((screen.getByTestId('paste-save') as HTMLButtonElement).disabled).toBe(true);
    expect(editor()).toBeTruthy();
  });

  it('tells a key without text permission, and lets a key with it save', () => {
    const view = renderEditor(<CreatePaste />, 'fileKey');
    expect(screen.getByTestId('editor-permission-notice').textContent).toContain(
      'does not have text permission',
    );
    view.unmount();
    renderEditor(<CreatePaste />, 'textKey');
    expect(screen.queryByTestId('editor-permission-notice')).toBeNull();
  });

  it('restores a draft and saves changes to it', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ v: 1, savedAt: 1, values: { content: 'draft', format: 'text' } }),
    );
    renderEditor(<CreatePaste />);
    expect(editor().value).toBe('draft');
    expect(screen.getByTestId('format-text').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('editor-preview')).toBeNull();
    type(editor(), 'draft 2');
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('draft 2'));
  });

  it('applies toolbar actions and imports a chosen file', async () => {
    renderEditor(<CreatePaste />);
    fireEvent.click(screen.getByTestId('toolbar-bold'));
    expect(editor().value).toBe('**bold text**');
    type(editor(), '');
    const file = new File(['line 1\nline 2'], 'server.log', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('editor-file-input'), { target: { files: [file] } });
    await waitFor(() => expect(editor().value).toBe('line 1\nline 2'));
    expect(screen.getByTestId('format-text').getAttribute('aria-pressed')).toBe('true');
    // The counts trail the text (useDeferredValue), so wait for them to catch up.
    await waitFor(() =>
      expect(screen.getByTestId('editor-stats').textContent).toBe(
        '13 characters · 4 words · 2 lines',
      ),
    );
  });

  describe('offline', () => {
    const setOnline = (value: boolean) =>
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
    afterEach(() => vi.restoreAllMocks());

    it('queues the share with a suffix of its own, and starts a new one', async () => {
      setOnline(false);
      renderEditor(<CreatePaste />);
      type(editor(), 'written on a train');
      fireEvent.click(screen.getByTestId('paste-save'));
      expect(
        await screen.findByText(
          'No network: the share is saved in this browser and will be created when you are back online.',
        ),
      ).toBeTruthy();
      expect(api.post).not.toHaveBeenCalled();
      await waitFor(() => expect(editor().value).toBe(''));
      const [item] = offlineSync.queue.getSnapshot();
      expect(item).toMatchObject({ type: 'createPaste', endpoint: '/paste', owner: 'admin' });
      expect((item?.data as { slug: string }).slug).toMatch(/^[a-z2-9]{16}$/);
      await offlineSync.queue.keepOnly(null);
    });

    it('will not keep a share with a password in the browser', async () => {
      setOnline(false);
      renderEditor(<CreatePaste />);
      type(editor(), 'secret');
      type(document.getElementById('paste-password')!, 'pw');
      fireEvent.click(screen.getByTestId('paste-save'));
      expect(await screen.findByText(/cannot wait offline/)).toBeTruthy();
      expect(offlineSync.queue.getSnapshot()).toEqual([]);
    });
  });
});
