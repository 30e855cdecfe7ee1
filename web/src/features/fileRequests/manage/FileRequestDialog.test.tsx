/**
 * The file request dialog against a stubbed API: a new request sends its folder, sizes in bytes
 * and types as a list; a field that is not a number is named and nothing is sent; editing sends
 * the changes without the folder, and can remove the password; a saved webhook's signing secret
 * is fetched only when asked for, shown with Copy, and replaced by Rotate, in both languages.
 */
import type { FileRequest } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';
import { FileRequestDialog } from './FileRequestDialog';

const existing: FileRequest = {
  id: 'r1',
  slug: 'drop',
  title: 'Drafts',
  note: '',
  note_markdown: false,
  target: 'folder',
  mount_id: 'm',
  path: '/team/inbox',
  has_password: true,
  expires_at: null,
  enabled: true,
  webhook_url: null,
  received_files: 0,
  received_bytes: 0,
  unseen: 0,
  created_by: 'a',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  max_file_bytes: 2 * 1024 * 1024,
  max_total_bytes: 0,
  max_files: 0,
  allowed_types: [],
};

function renderDialog(request: FileRequest | null, routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FileRequestDialog request={request} onClose={() => {}} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { ...stub, onSaved };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

beforeEach(() => i18n.changeLanguage('en-US'));
afterEach(() => vi.unstubAllGlobals());

describe('FileRequestDialog', () => {
  it('makes a request with its limits in bytes and its types as a list', async () => {
    const { calls, onSaved } = renderDialog(null, {
      'POST /api/file-requests': () => envelopeResponse(201, existing),
    });
    type('Folder', '/team/inbox');
    type('Title', 'Drafts');
    type('Largest file (MB)', 'lots');
    fireEvent.click(screen.getByTestId('file-request-submit'));
    expect(await screen.findByText('Enter a number, 0 or more')).toBeTruthy();
    expect(calls).toHaveLength(0);

    type('Largest file (MB)', '2');
    type('Number of files', '10');
    type('Allowed types', '.PDF, image/*');
    fireEvent.click(screen.getByTestId('file-request-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({
      target: 'folder',
      path: '/team/inbox',
      title: 'Drafts',
      max_file_bytes: 2 * 1024 * 1024,
      max_files: 10,
      max_total_bytes: 0,
      allowed_types: ['.pdf', 'image/*'],
      expires_in: 168,
      enabled: true,
    });
  });

  it('asks for file shares without a folder', async () => {
    const { calls, onSaved } = renderDialog(null, {
      'POST /api/file-requests': () => envelopeResponse(201, existing),
    });
    fireEvent.change(screen.getByLabelText('Where the files go'), { target: { value: 'shares' } });
    expect(screen.queryByLabelText('Folder', { exact: false })).toBeNull();
    type('Title', 'Receipts');
    fireEvent.click(screen.getByTestId('file-request-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ target: 'shares', title: 'Receipts' });
    expect(body).not.toHaveProperty('path');
  });

  it('changes a request without its folder, and removes its password', async () => {
    const { calls, onSaved } = renderDialog(existing, {
      'PUT /api/file-requests/r1': () => envelopeResponse(200, existing),
    });
    expect((screen.getByLabelText('Folder', { exact: false }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByLabelText('Largest file (MB)', { exact: false }) as HTMLInputElement).value,
    ).toBe('2');
    fireEvent.click(screen.getByLabelText('Remove the password'));
    fireEvent.click(screen.getByLabelText('Accept uploads'));
    fireEvent.click(screen.getByTestId('file-request-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ password: '', enabled: false, title: 'Drafts' });
    expect(body).not.toHaveProperty('path');
    expect(body).not.toHaveProperty('target');
    expect(body).not.toHaveProperty('expires_in');
  });

  it('shows, copies and rotates the webhook signing secret only when asked', async () => {
    let secret = 'first-secret';
    const { calls } = renderDialog(
      { ...existing, webhook_url: 'https://hooks.example.com/in' },
      {
        'GET /api/file-requests/r1/webhook-secret': () => envelopeResponse(200, { secret }),
        'POST /api/file-requests/r1/webhook-secret': () => {
          secret = 'rotated-secret';
          return envelopeResponse(200, { secret });
        },
      },
    );
    expect(screen.getByText('Webhook signing secret')).toBeTruthy();
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show secret' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('first-secret');
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show secret' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await waitFor(() =>
      expect(screen.getByTestId('webhook-secret').textContent).toBe('rotated-secret'),
    );
    expect(calls.map((c) => c.key)).toEqual([
      'GET /api/file-requests/r1/webhook-secret',
      'POST /api/file-requests/r1/webhook-secret',
    ]);
  });

  it('offers no secret without a webhook, and speaks Chinese', async () => {
    renderDialog(existing, {});
    expect(screen.queryByText('Webhook signing secret')).toBeNull();
    await i18n.changeLanguage('zh-CN');
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <FileRequestDialog
          request={{ ...existing, id: 'r2', webhook_url: 'https://hooks.example.com/in' }}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Webhook 签名密钥')).toBeTruthy();
    expect(screen.getByRole('button', { name: '显示密钥' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '更换密钥' })).toBeTruthy();
    unmount();
  });
});
