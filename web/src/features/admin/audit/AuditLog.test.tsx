/** The audit page against a mocked api client: readable entries, filters, pages and the export. */
import type { AuditEntry, AuditPage } from '@cloudpaste/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/renderAdmin';
import { AuditLog } from './AuditLog';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});
const saved = vi.hoisted(() => ({ saveLink: vi.fn() }));
vi.mock('../../../lib/saveFile', () => saved);

const entry = (id: string, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-03-10T08:30:15.000Z',
  action: 'auth.login.failure',
  actor: { kind: 'anonymous', id: null, label: 'mallory' },
  address: '192.0.2.50',
  userAgent: 'curl/8.5',
  target: null,
  detail: { status: 401 },
  ...over,
});

const page = (entries: AuditEntry[], total = entries.length): AuditPage => ({
  entries,
  total,
  limit: 50,
  offset: 0,
});

beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockResolvedValue(
    page(
      [
        entry('2'),
        entry('1', {
          action: 'api_key.create',
          actor: { kind: 'admin', id: 'a1', label: 'admin' },
          target: { type: 'api_key', id: 'k1' },
          detail: { name: 'ci' },
        }),
      ],
      120,
    ),
  );
});

describe('AuditLog', () => {
  it('lists entries with readable action names, who, where and on what', async () => {
    renderAdmin(<AuditLog />);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Failed sign-in')).toBeTruthy();
    expect(within(rows[0]!).getByText('mallory')).toBeTruthy();
    expect(within(rows[0]!).getByText('Not signed in')).toBeTruthy();
    expect(within(rows[0]!).getByText('192.0.2.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('API key created')).toBeTruthy();
    expect(within(rows[1]!).getByText('ci')).toBeTruthy();
    expect(within(rows[1]!).getByText('k1')).toBeTruthy();
    expect(screen.getByTestId('audit-total').textContent).toBe('1–50 of 120');
    expect(api.get).toHaveBeenCalledWith('/admin/audit', { query: { limit: 50, offset: 0 } });
  });

  it('applies the filters on submit and pages through the result', async () => {
    renderAdmin(<AuditLog />);
    await screen.findAllByTestId('audit-row');
    fireEvent.change(screen.getByTestId('audit-filter-action'), { target: { value: 'auth' } });
    fireEvent.change(screen.getByTestId('audit-filter-actor'), { target: { value: 'mallory' } });
    // Nothing is asked until the form is sent.
    expect(api.get).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('audit-filter-apply'));
    await vi.waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/admin/audit', {
        query: { action: 'auth', actor: 'mallory', limit: 50, offset: 0 },
      }),
    );
    fireEvent.click(screen.getByTestId('audit-page-next'));
    await vi.waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/admin/audit', {
        query: { action: 'auth', actor: 'mallory', limit: 50, offset: 50 },
      }),
    );
  });

  it('exports the filtered log through a link bound to the filters, for the browser to stream', async () => {
    const url = '/api/admin/audit.csv/123.YQ.sig?action=auth';
    api.post.mockResolvedValue({ url, expiresAt: '2026-03-10T08:31:15.000Z' });
    renderAdmin(<AuditLog />);
    await screen.findAllByTestId('audit-row');
    fireEvent.change(screen.getByTestId('audit-filter-action'), { target: { value: 'auth' } });
    fireEvent.click(screen.getByTestId('audit-filter-apply'));
    fireEvent.click(screen.getByTestId('audit-export'));
    await vi.waitFor(() => expect(saved.saveLink).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('/admin/audit.csv/link', undefined, {
      query: { action: 'auth' },
    });
    expect(saved.saveLink.mock.calls[0]![0]).toMatch(
      /\/api\/admin\/audit\.csv\/123\.YQ\.sig\?action=auth$/,
    );
  });

  it('says when the export link could not be made', async () => {
    api.post.mockRejectedValue(new Error(''));
    renderAdmin(<AuditLog />);
    await screen.findAllByTestId('audit-row');
    fireEvent.click(screen.getByTestId('audit-export'));
    expect(await screen.findByText('The export could not be downloaded.')).toBeTruthy();
    expect(saved.saveLink).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    api.get.mockResolvedValue(page([]));
    renderAdmin(<AuditLog />);
    expect(await screen.findByText('No entries')).toBeTruthy();
  });
});
