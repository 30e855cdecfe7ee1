/** An API key's own entries against a mocked api client: readable actions, pages, both languages. */
import type { AuditEntry, AuditPage } from '@cloudpaste/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/renderAdmin';
import { MyActivity } from './MyActivity';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const entry = (id: string, action: string, target: AuditEntry['target']): AuditEntry => ({
  id,
  at: '2026-03-10T08:30:15.000Z',
  action,
  actor: { kind: 'api_key', id: 'k1', label: 'ci-key' },
  address: '192.0.2.50',
  userAgent: 'curl/8.5',
  target,
  detail: null,
});
const page = (entries: AuditEntry[], total: number, offset = 0): AuditPage => ({
  entries,
  total,
  limit: 50,
  offset,
});

beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockResolvedValue(
    page(
      [
        entry('2', 'webdav.write', { type: 'path', id: '/docs/a.txt' }),
        entry('1', 'paste.create', { type: 'paste', id: 'p1' }),
      ],
      75,
    ),
  );
});

describe('MyActivity', () => {
  it("lists the key's own entries with readable actions, without a 'who' column", async () => {
    renderAdmin(<MyActivity />);
    const rows = await screen.findAllByTestId('audit-row');
    expect(api.get).toHaveBeenCalledWith('/audit/mine', { query: { limit: 50, offset: 0 } });
    expect(within(rows[0]!).getByText('WebDAV write')).toBeTruthy();
    expect(within(rows[0]!).getByText('/docs/a.txt')).toBeTruthy();
    expect(within(rows[1]!).getByText('Text share created')).toBeTruthy();
    expect(within(rows[1]!).getByText('192.0.2.50')).toBeTruthy();
    expect(screen.queryByText('ci-key')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Who' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeTruthy();
  });

  it('pages through the entries', async () => {
    renderAdmin(<MyActivity />);
    await screen.findAllByTestId('audit-row');
    expect(screen.getByTestId('my-activity-total').textContent).toBe('1–50 of 75');
    fireEvent.click(screen.getByTestId('my-activity-page-next'));
    await vi.waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/audit/mine', {
        query: { limit: 50, offset: 50 },
      }),
    );
  });

  it('says when the key has done nothing yet, in Chinese too', async () => {
    api.get.mockResolvedValue(page([], 0));
    renderAdmin(<MyActivity />);
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });

  it('names the actions in Chinese', async () => {
    renderAdmin(<MyActivity />);
    await screen.findAllByTestId('audit-row');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByText('WebDAV 写入')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-US'));
  });
});
