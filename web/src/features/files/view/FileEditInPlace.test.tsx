/**
 * The file view's owner edits the share in place (the file management dialog), and every visitor
 * sees how the file is delivered: through this server or straight from storage.
 */
import type { FileRecord, PublicFileInfo } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import { envelopeResponse } from '../../../test/stubFetch';
import { renderFileViewer } from './testing/renderFileViewer';

const opened: PublicFileInfo = {
  id: 'f1',
  slug: 'abc',
  filename: 'notes.bin',
  mimetype: 'application/octet-stream',
  size: 2048,
  remark: 'draft',
  created_at: '2030-01-01T00:00:00.000Z',
  requires_password: false,
  views: 1,
  max_views: 0,
  expires_at: null,
  previewUrl: '/api/file-view/abc?t=1.sig',
  downloadUrl: '/api/file-download/abc?t=1.sig',
  use_proxy: true,
  encrypted: false,
  type: 0,
  typeName: 'file',
};

const record = (changes: Partial<FileRecord> = {}): FileRecord => ({
  ...opened,
  previewUrl: '/api/file-view/abc',
  downloadUrl: '/api/file-download/abc',
  storage_config_id: 'c1',
  storage_config_name: 'Local',
  storage_path: 'notes.bin',
  created_by: 'admin',
  key_name: null,
  has_password: false,
  status: 'ready',
  source: 'upload',
  updated_at: '2030-01-01T00:00:00.000Z',
  is_expired: false,
  ...changes,
});

const renderViewer = renderFileViewer;

const opens = (calls: { key: string }[]) =>
  calls.filter((call) => call.key.startsWith('GET /api/public/files/')).map((call) => call.key);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  window.history.replaceState(null, '', '/file/abc');
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('file view: delivery', () => {
  it('says a proxied share goes through this server, with an explanation', async () => {
    renderViewer({ 'GET /api/public/files/abc': () => envelopeResponse(200, opened) });
    expect((await screen.findByTestId('file-delivery')).textContent).toBe('Through this server');
    const about = screen.getByRole('button', { name: 'How the file is delivered' });
    expect(about.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(about.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /pass through this CloudPaste server/,
    );
    // Anonymous visitors get no edit button.
    expect(screen.queryByTestId('file-edit')).toBeNull();
  });

  it('says a direct share comes straight from storage, in Chinese too', async () => {
    renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, { ...opened, use_proxy: false }),
    });
    const delivery = await screen.findByTestId('file-delivery');
    expect(delivery.textContent).toBe('Straight from storage');
    try {
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(delivery.textContent).toBe('直接从存储');
      expect(screen.getByRole('button', { name: '文件如何传输' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

describe('file view: the owner edits in place', () => {
  beforeEach(() => setSession({ authType: 'admin', adminToken: 'token' }, Date.now()));

  it('saves remark, link suffix and delivery, and shows them without opening the share again', async () => {
    const saved = record({ slug: 'q1-notes', remark: 'final', use_proxy: false, max_views: 3 });
    const { calls } = renderViewer({
      'GET /api/public/files/abc': () => envelopeResponse(200, opened),
      'GET /api/files/f1': () => envelopeResponse(200, record()),
      'PUT /api/files/f1': () => envelopeResponse(200, saved),
    });
    fireEvent.click(await screen.findByTestId('file-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit notes.bin' });
    fireEvent.change(within(dialog).getByLabelText('Description (visible to visitors)'), {
      target: { value: 'final' },
    });
    fireEvent.change(within(dialog).getByLabelText('Link suffix'), {
      target: { value: 'q1-notes' },
    });
    fireEvent.change(within(dialog).getByLabelText('Max views'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByLabelText('Serve through this server'));
    fireEvent.click(within(dialog).getByTestId('file-edit-save'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key === 'PUT /api/files/f1')?.body).toEqual({
      remark: 'final',
      slug: 'q1-notes',
      max_views: 3,
      use_proxy: false,
    });
    expect(screen.getByText('final')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByTestId('file-delivery').textContent).toBe('Straight from storage');
    // The ticket names the share, not its suffix: the links follow the new suffix and still work.
    expect(screen.getByTestId('file-download').getAttribute('href')).toBe(
      '/api/file-download/q1-notes?t=1.sig',
    );
    expect(window.location.pathname).toBe('/file/q1-notes');
    expect(opens(calls)).toEqual(['GET /api/public/files/abc']);

    // The dialog opens again on what was saved.
    fireEvent.click(screen.getByTestId('file-edit'));
    const again = await screen.findByRole('dialog', { name: 'Edit notes.bin' });
    expect((within(again).getByLabelText('Link suffix') as HTMLInputElement).value).toBe(
      'q1-notes',
    );
  });

  it('after a password change, drops the revoked links and opens the share again on request', async () => {
    let openings = 0;
    const { calls } = renderViewer({
      'GET /api/public/files/abc': () =>
        envelopeResponse(
          200,
          ++openings === 1
            ? opened
            : { ...opened, requires_password: true, previewUrl: null, downloadUrl: null },
        ),
      'GET /api/files/f1': () => envelopeResponse(200, record()),
      'PUT /api/files/f1': () => envelopeResponse(200, record({ has_password: true })),
    });
    fireEvent.click(await screen.findByTestId('file-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit notes.bin' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByTestId('file-edit-save'));

    expect(await screen.findByTestId('file-links-revoked')).toBeTruthy();
    expect(screen.queryByTestId('file-download')).toBeNull();
    expect(screen.queryByTestId('file-preview')).toBeNull();
    fireEvent.click(screen.getByTestId('file-reopen'));
    expect(await screen.findByTestId('file-password-input')).toBeTruthy();
    expect(opens(calls)).toEqual(['GET /api/public/files/abc', 'GET /api/public/files/abc']);
  });
});
