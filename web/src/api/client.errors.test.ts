/**
 * The HTTP and general error catalogue (docs/product/interface.md, "Messages"), one rule per test,
 * against a stubbed fetch.
 */
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { failure, setupClientHarness } from '../test/clientHarness';
import { envelopeResponse } from '../test/stubFetch';
import { registerAuthBridge } from './authBridge';
import { api } from './client';

const { fetchMock, session } = setupClientHarness();

function fail(status: number, message = '') {
  return envelopeResponse(status, null, message);
}

/** Fetch that never answers but honours its abort signal, like the real one. */
function hangingFetch(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });
}

describe('401', () => {
  it('with an admin token logs out and says the session expired', async () => {
    session.credential = { type: 'admin', token: 't' };
    fetchMock.mockResolvedValue(fail(401, 'token expired'));
    const error = await failure(api.get('/admin/api-keys'));
    expect(error.message).toBe('admin session expired, please log in again');
    expect(error.serverMessage).toBe('token expired');
    expect(session.rejected).toEqual(['admin']);
  });

  it('with an API key logs out and says the key is invalid', async () => {
    session.credential = { type: 'apikey', key: 'k' };
    fetchMock.mockResolvedValue(fail(401, 'nope'));
    expect((await failure(api.get('/pastes'))).message).toBe('API key invalid or expired');
    expect(session.rejected).toEqual(['apikey']);
  });

  it.each(['/upload', '/s3/presign', '/files/3', '/fs/upload', '/url/info'])(
    'with an API key on %s shows an "unauthorized/no access" message without logging out',
    async (path) => {
      session.credential = { type: 'apikey', key: 'k' };
      fetchMock.mockResolvedValue(fail(401, 'No access to this storage config'));
      expect((await failure(api.post(path, {}))).message).toBe('No access to this storage config');
      expect(session.rejected).toEqual([]);
    },
  );

  it('with an API key on a file endpoint still logs out when the message is about the key', async () => {
    session.credential = { type: 'apikey', key: 'k' };
    fetchMock.mockResolvedValue(fail(401, 'API key expired'));
    expect((await failure(api.post('/upload', {}))).message).toBe('API key invalid or expired');
    expect(session.rejected).toEqual(['apikey']);
  });

  it('without credentials asks to log in', async () => {
    fetchMock.mockResolvedValue(fail(401, 'whatever'));
    expect((await failure(api.get('/admin/api-keys'))).message).toBe('unauthorized, please log in');
  });

  it('reports "authentication failed" when logging out itself throws', async () => {
    session.credential = { type: 'admin', token: 't' };
    registerAuthBridge({
      getCredential: () => session.credential,
      onCredentialRejected: () => {
        throw new Error('storage broken');
      },
    });
    fetchMock.mockResolvedValue(fail(401));
    expect((await failure(api.get('/x'))).message).toBe(
      'authentication failed, please log in again',
    );
  });

  it('on a share password check is a wrong password, not a logout', async () => {
    session.credential = { type: 'admin', token: 't' };
    fetchMock.mockResolvedValueOnce(fail(401));
    expect((await failure(api.post('/paste/abc', { password: 'x' }))).message).toBe(
      'wrong password',
    );
    fetchMock.mockResolvedValueOnce(fail(401, 'Incorrect password'));
    expect((await failure(api.post('/public/files/abc/verify', { password: 'x' }))).message).toBe(
      'Incorrect password',
    );
    expect(session.rejected).toEqual([]);
  });

  it('on change-password shows the server message, else "verification failed"', async () => {
    session.credential = { type: 'admin', token: 't' };
    fetchMock.mockResolvedValueOnce(fail(401));
    expect((await failure(api.post('/admin/change-password', {}))).message).toBe(
      'verification failed',
    );
    expect(session.rejected).toEqual([]);
  });
});

describe('other HTTP errors', () => {
  it('409 shows the server message, else "slug already taken"', async () => {
    fetchMock.mockResolvedValueOnce(fail(409, 'Link suffix is already taken'));
    expect((await failure(api.post('/paste', {}))).message).toBe('Link suffix is already taken');
    fetchMock.mockResolvedValueOnce(fail(409));
    const error = await failure(api.post('/paste', {}));
    expect(error).toMatchObject({ status: 409, message: 'slug already taken, try another' });
  });

  it('others show the server message, else "HTTP error {status}: {text}"', async () => {
    fetchMock.mockResolvedValueOnce(fail(404, 'paste not found'));
    expect((await failure(api.get('/paste/x'))).message).toBe('paste not found');
    fetchMock.mockResolvedValueOnce(
      new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(api.get('/paste/x'));
    expect(error).toMatchObject({ status: 502, message: 'HTTP error 502: Bad Gateway' });
  });
});

describe('transport failures', () => {
  it('times out after REQUEST_TIMEOUT_MS (30 s) by default', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = failure(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.lastCall?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'request timed out',
    });
  });

  it('honours a custom timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = failure(api.get('/slow', { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await pending).message).toBe('request timed out');
  });

  it('reports a caller abort as cancelled', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = failure(api.get('/slow', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({
      code: 'ABORTED',
      message: 'request cancelled or timed out',
    });
  });

  it('reports a failed fetch as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(api.get('/x'))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'network connection failed',
    });
  });

  it('translates into the current language', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await i18n.changeLanguage('zh-CN');
    try {
      expect((await failure(api.get('/x'))).message).toBe('网络连接失败');
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
});
