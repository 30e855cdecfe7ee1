/** Text management's raw link and in-place preview, against a mocked api client. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { TextManagement } from './TextManagement';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', () => ({ api, ApiError: class extends Error {} }));

const open = { id: 'p1', slug: 'release-notes', format: 'markdown', hasPassword: false };
const locked = { id: 'p2', slug: 'locked', format: 'text', hasPassword: true };
const record = (fields: object) =>
  ({
    remark: null,
    expiresAt: null,
    maxViews: 1,
    views: 0,
    createdBy: 'admin-1',
    keyName: null,
    createdAt: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:00:00Z',
    isExpired: false,
    size: 10,
    ...fields,
  }) as PasteRecord;

function answer(contents: Record<string, string>) {
  api.get.mockImplementation(async (path: string) => {
    if (path === '/pastes') {
      const results = [record(open), record(locked)];
      return { results, pagination: { total: 2, page: 1, limit: 10, offset: 0 } };
    }
    const id = path.replace('/pastes/', '');
    return record({ ...(id === 'p1' ? open : locked), content: contents[id] });
  });
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <TextManagement />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const row = async (slug: string) =>
  (await screen.findAllByTestId('paste-row')).find((r) => r.dataset.slug === slug)!;

beforeEach(async () => {
  Object.values(api).forEach((fn) => fn.mockReset());
  await i18n.changeLanguage('en-US');
  setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('text management: raw link and preview', () => {
  it("copies a share's absolute raw text link", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    answer({});
    renderScreen();
    fireEvent.click(
      within(await row('release-notes')).getByRole('button', {
        name: 'Copy the raw text link of share release-notes',
      }),
    );
    expect(await screen.findByText('Raw text link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/raw/release-notes`);
  });

  it('says a protected share needs its password instead of copying a link that fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    answer({});
    renderScreen();
    fireEvent.click(within(await row('locked')).getByTestId('paste-action-raw'));
    expect(await screen.findByText(/locked has a password/)).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('previews a Markdown share rendered, read through the management route', async () => {
    answer({ p1: '# Shipped\n\nAll **done**.' });
    renderScreen();
    fireEvent.click(within(await row('release-notes')).getByTestId('paste-action-preview'));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of release-notes' });
    expect(await within(dialog).findByRole('heading', { name: 'Shipped' })).toBeTruthy();
    expect(within(dialog).getByText('done').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/does not count as a view/)).toBeTruthy();
    // The owner's read (no view counted), never the public one that counts.
    expect(api.get).toHaveBeenCalledWith('/pastes/p1');
    expect(api.get.mock.calls.some(([path]) => String(path).startsWith('/paste/'))).toBe(false);
  });

  it('previews a plain-text share as text, in Chinese too', async () => {
    answer({ p2: 'line one\nline two' });
    renderScreen();
    await i18n.changeLanguage('zh-CN');
    fireEvent.click(within(await row('locked')).getByTestId('paste-action-preview'));
    const dialog = await screen.findByRole('dialog', { name: '预览 locked' });
    expect((await within(dialog).findByText(/line one/)).textContent).toContain('line two');
  });
});
