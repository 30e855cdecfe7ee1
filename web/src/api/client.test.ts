/** The api client against a stubbed fetch: URL building, headers, envelope and every §8 rule. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { failure, setupClientHarness } from '../test/clientHarness';
import { envelopeResponse, jsonResponse } from '../test/stubFetch';
import { api } from './client';

const { fetchMock, session } = setupClientHarness();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('request building', () => {
  it('prefixes /api on the same origin and encodes the query, skipping undefined', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, []));
    await api.get('/pastes', { query: { limit: 10, q: 'a b', page: undefined } });
    expect(lastRequest().url).toBe('/api/pastes?limit=10&q=a+b');
  });

  it('prefers the runtime config over browser storage for the base URL', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, null));
    localStorage.setItem(STORAGE_KEYS.apiBaseUrl, 'https://stored.example/');
    await api.get('health');
    expect(lastRequest().url).toBe('https://stored.example/api/health');
    window.__CLOUDPASTE_CONFIG__ = { apiBaseUrl: 'https://runtime.example' };
    await api.get('/health');
    expect(lastRequest().url).toBe('https://runtime.example/api/health');
  });

  it('sends the admin token as Bearer and an API key as ApiKey', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, null));
    session.credential = { type: 'admin', token: 'tok' };
    await api.get('/x');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok');
    session.credential = { type: 'apikey', key: 'k1' };
    await api.get('/x');
    expect(lastRequest().headers.get('Authorization')).toBe('ApiKey k1');
    session.credential = null;
    await api.get('/x');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('encodes plain bodies as JSON and passes FormData through untouched', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(201, { id: 1 }));
    await api.post('/paste', { content: 'hi' });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().init.body).toBe('{"content":"hi"}');
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.txt');
    await api.post('/upload', form);
    expect(lastRequest().init.body).toBe(form);
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });
});

describe('envelope', () => {
  it('resolves to data, or to the whole envelope on request', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, { a: 1 }, 'ok'));
    await expect(api.get('/x')).resolves.toEqual({ a: 1 });
    await expect(api.get('/x', { envelope: true })).resolves.toMatchObject({
      success: true,
      data: { a: 1 },
    });
  });

  it('treats a body code outside 200/201/202 as an error, with its message or "request failed"', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { code: 400, message: 'bad slug', error: 'BAD_REQUEST' }),
    );
    const withMessage = await failure(api.get('/x'));
    expect(withMessage).toMatchObject({
      status: 400,
      message: 'bad slug',
      code: 'BAD_REQUEST',
      serverMessage: 'bad slug',
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 500 }));
    expect((await failure(api.get('/x'))).message).toBe('request failed');
  });
});
