/** The API reference against a mocked api client: groups, search, details, both languages, failure. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import { ApiReference } from './ApiReference';
import { TEST_DOCUMENT } from './testDocument';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/client', async () => {
  const { FakeApiError } = await import('../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

beforeEach(() => {
  api.get.mockReset();
  api.get.mockResolvedValue(TEST_DOCUMENT);
});

describe('ApiReference', () => {
  it('lists the operations by tag with method, path, summary and access', async () => {
    renderAdmin(<ApiReference />);
    const texts = await screen.findByRole('region', { name: 'Text shares' });
    expect(api.get).toHaveBeenCalledWith('/openapi.json');
    const create = within(texts).getByTestId('operation-postApiPaste');
    expect(create.textContent).toContain('POST');
    expect(create.textContent).toContain('/api/paste');
    expect(create.textContent).toContain('Create a text share');
    expect(create.textContent).toContain('API key with TEXT, or admin token');
    expect(within(texts).getByTestId('operation-getApiPasteSlug').textContent).toContain(
      'No credential',
    );
    const fs = screen.getByRole('region', { name: 'Filesystem' });
    expect(within(fs).getByTestId('operation-getApiFsDownload').textContent).toContain(
      'Admin token',
    );
    expect(screen.getByText('3 operations')).toBeTruthy();
  });

  it('shows parameters, the request body and the answer of an operation', async () => {
    renderAdmin(<ApiReference />);
    const create = await screen.findByTestId('operation-postApiPaste');
    expect(within(create).getByText('Request body')).toBeTruthy();
    expect(create.textContent).toContain('content: string');
    expect(create.textContent).toContain('remark?: string (max length 500) | null');
    expect(within(create).getByText('Answer 201')).toBeTruthy();
    expect(create.textContent).toContain('slug: string');
    expect(create.textContent).toContain('tags?: string[]');
    const download = screen.getByTestId('operation-getApiFsDownload');
    const row = within(download).getByRole('row', { name: /path/ });
    expect(row.textContent).toContain('query');
    expect(row.textContent).toContain('string (max length 4096)');
    expect(download.textContent).toContain('binary<application/octet-stream>');
  });

  it('keeps the operations matching every searched word', async () => {
    renderAdmin(<ApiReference />);
    const search = await screen.findByRole('searchbox', { name: 'Search operations' });
    fireEvent.change(search, { target: { value: 'get paste' } });
    await waitFor(() => expect(screen.queryByTestId('operation-postApiPaste')).toBeNull());
    expect(screen.getByTestId('operation-getApiPasteSlug')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Filesystem' })).toBeNull();
    expect(screen.getByText('1 operation')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'webdav' } });
    expect(await screen.findByText('No operation matches “webdav”.')).toBeTruthy();
  });

  it('shows Chinese texts and summaries in Chinese', async () => {
    renderAdmin(<ApiReference />);
    await screen.findByTestId('operation-postApiPaste');
    await i18n.changeLanguage('zh-CN');
    const texts = await screen.findByRole('region', { name: '文本分享' });
    const create = within(texts).getByTestId('operation-postApiPaste');
    expect(create.textContent).toContain('创建文本分享');
    expect(create.textContent).toContain('带 TEXT 权限的 API 密钥，或管理员令牌');
    expect(create.textContent).not.toContain('Create a text share');
    expect(create.textContent).toContain('remark?: string (最长 500) | null');
    expect(screen.getByRole('searchbox', { name: '搜索接口' })).toBeTruthy();
    await i18n.changeLanguage('en-US');
  });

  it('offers a retry when the document cannot be read', async () => {
    api.get.mockRejectedValueOnce(new Error('offline'));
    renderAdmin(<ApiReference />);
    expect(await screen.findByText('The API description could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('operation-postApiPaste')).toBeTruthy();
  });
});
