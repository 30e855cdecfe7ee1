/**
 * A server error is shown by its catalogue reason in the interface's language, falling back to the
 * server's own message for a reason this build does not know; the 401 rules still apply.
 */
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, setupClientHarness } from '../test/clientHarness';
import { jsonResponse } from '../test/stubFetch';
import { api } from './client';

const { fetchMock, session } = setupClientHarness();

function refusal(status: number, message: string, reason?: string, params?: object) {
  return jsonResponse(status, {
    code: status,
    message,
    data: null,
    success: false,
    reason,
    params,
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('server errors by reason', () => {
  it('shows a known reason in Chinese when the interface is Chinese, keeping the server words', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(
      refusal(409, 'an API key named "ci" already exists', 'apiKey.nameTaken', { name: 'ci' }),
    );
    const error = await failure(api.post('/admin/api-keys', { name: 'ci' }));
    expect(error.message).toBe('名为“ci”的 API 密钥已存在');
    expect(error.serverMessage).toBe('an API key named "ci" already exists');
    expect(error.reason).toBe('apiKey.nameTaken');
    expect(error.params).toEqual({ name: 'ci' });
  });

  it('shows the same reason in English when the interface is English', async () => {
    fetchMock.mockResolvedValue(
      refusal(400, 'files: no cross-storage copy items found', 'fs.copyNoItems', {
        field: 'files',
      }),
    );
    expect((await failure(api.post('/fs/batch-copy-commit', {}))).message).toBe(
      'files: no cross-storage copy items found',
    );
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(
      refusal(400, 'provider: unsupported preview provider', 'file.previewProvider', {
        field: 'provider',
      }),
    );
    expect((await failure(api.get('/office-preview/x'))).message).toBe(
      'provider: 不支持的预览服务',
    );
  });

  it("asks for the server's English words, whatever the browser's language", async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(
      jsonResponse(200, { code: 200, message: '', data: 1, success: true }),
    );
    await api.get('/pastes');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  });

  it("falls back to the server's message for an unknown reason, or none", async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(refusal(400, 'a newer server said this', 'future.reason'));
    expect((await failure(api.get('/pastes'))).message).toBe('a newer server said this');
    fetchMock.mockResolvedValue(refusal(400, 'an older server said this'));
    expect((await failure(api.get('/pastes'))).message).toBe('an older server said this');
  });

  it('translates a wrong share password through the 401 rules without logging out', async () => {
    await i18n.changeLanguage('zh-CN');
    session.credential = { type: 'admin', token: 't' };
    fetchMock.mockResolvedValue(refusal(401, 'wrong password', 'share.wrongPassword'));
    expect((await failure(api.post('/paste/abc', { password: 'x' }))).message).toBe('密码错误');
    expect(session.rejected).toEqual([]);
  });
});
