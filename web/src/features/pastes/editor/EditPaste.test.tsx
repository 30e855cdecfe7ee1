/** Edit mode against a mocked api client: prefill, what an update sends, and load failures. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goOffline, queuedWrites, setupOfflineTests } from '../../../offline/testing/offlineTests';
import { EditPaste } from './EditPaste';
import { FakeApiError } from '../../../test/FakeApiError';
import { logInAs, renderEditor } from './testing/renderEditor';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const record: PasteRecord = {
  id: 'p1',
  slug: 'old-slug',
  title: 'Old title',
  remark: 'note',
  format: 'text',
  hasPassword: true,
  encrypted: false,
  expiresAt: null,
  maxViews: 3,
  views: 1,
  createdBy: 'admin',
  keyName: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  isExpired: false,
  size: 12,
  content: 'full content',
};

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));
afterEach(() => logInAs('none'));
setupOfflineTests();

describe('EditPaste', () => {
  it('prefills the share and sends only what changed where it matters', async () => {
    api.get.mockResolvedValue(record);
    api.put.mockResolvedValue({ id: 'p1', slug: 'new-slug' });
    renderEditor(<EditPaste id="p1" />);
    const editor = (await screen.findByTestId('paste-editor')) as HTMLTextAreaElement;
    expect(api.get).toHaveBeenCalledWith('/pastes/p1');
    expect(editor.value).toBe('full content');
    expect((document.getElementById('paste-slug') as HTMLInputElement).value).toBe('old-slug');
    expect((document.getElementById('paste-title') as HTMLInputElement).value).toBe('Old title');
    expect((document.getElementById('paste-expiry') as HTMLSelectElement).value).toBe('keep');

    type(editor, 'changed');
    type(document.getElementById('paste-title')!, '  New\n title ');
    type(document.getElementById('paste-slug')!, 'new-slug');
    fireEvent.click(screen.getByLabelText('Remove the password'));
    fireEvent.click(screen.getByTestId('paste-save'));

    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0]).toEqual([
      '/pastes/p1',
      {
        content: 'changed',
        format: 'text',
        title: 'New title',
        remark: 'note',
        maxViews: 3,
        newSlug: 'new-slug',
        clearPassword: true,
      },
    ]);
    expect((await screen.findByTestId('share-link')).textContent).toBe(
      `${window.location.origin}/paste/new-slug`,
    );
    expect(screen.getByTestId('share-result').textContent).toContain('Share updated');
  });

  it('removes the title when the field is emptied', async () => {
    api.get.mockResolvedValue(record);
    api.put.mockResolvedValue({ id: 'p1', slug: 'old-slug' });
    renderEditor(<EditPaste id="p1" />);
    await screen.findByTestId('paste-editor');
    type(document.getElementById('paste-title')!, '   ');
    fireEvent.click(screen.getByTestId('paste-save'));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0]?.[1]).toMatchObject({ title: null });
  });

  it('says when the share does not exist', async () => {
    api.get.mockRejectedValue(new FakeApiError(404, 'not found'));
    renderEditor(<EditPaste id="gone" />);
    expect((await screen.findByTestId('edit-load-error')).textContent).toContain(
      'The share was not found',
    );
  });

  it('says when the share is not the user’s to edit', async () => {
    api.get.mockRejectedValue(new FakeApiError(403, 'forbidden'));
    renderEditor(<EditPaste id="p1" />, 'textKey');
    expect((await screen.findByTestId('edit-load-error')).textContent).toContain(
      'only its creator or the administrator',
    );
  });

  it('shows the permission notice to a visitor without asking the server', () => {
    renderEditor(<EditPaste id="p1" />, 'none');
    expect(screen.getByTestId('editor-permission-notice')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    it('queues the edit and says so, keeping the form as typed', async () => {
      api.get.mockResolvedValue(record);
      renderEditor(<EditPaste id="p1" />);
      const editor = (await screen.findByTestId('paste-editor')) as HTMLTextAreaElement;
      goOffline();
      type(editor, 'edited on a train');
      fireEvent.click(screen.getByTestId('paste-save'));
      expect(
        await screen.findByText(
          'No network: the change is saved in this browser and will be sent when you are back online.',
        ),
      ).toBeTruthy();
      expect(api.put).not.toHaveBeenCalled();
      expect(editor.value).toBe('edited on a train');
      expect(queuedWrites()).toMatchObject([
        {
          type: 'updatePaste',
          endpoint: '/pastes/p1',
          method: 'PUT',
          owner: 'admin',
          data: { content: 'edited on a train', maxViews: 3 },
        },
      ]);
    });

    it('will not keep a new password in the browser', async () => {
      api.get.mockResolvedValue(record);
      renderEditor(<EditPaste id="p1" />);
      await screen.findByTestId('paste-editor');
      goOffline();
      type(document.getElementById('paste-password')!, 'new secret');
      fireEvent.click(screen.getByTestId('paste-save'));
      expect(await screen.findByText(/A password change cannot wait offline/)).toBeTruthy();
      expect(queuedWrites()).toEqual([]);
      expect(api.put).not.toHaveBeenCalled();
    });
  });
});
