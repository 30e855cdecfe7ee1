/** The api client against a stubbed fetch: URL building, headers, envelope and every §8 rule. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAuthBridge, type Credential } from './authBridge';
import { api, ApiError } from './client';

const fetchMock = vi.fn<typeof fetch>();
const rejected: Credential['type'][] = [];
let credential: Credential | null = null;

function json(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function envelope(status: number, data: unknown, message = '') {
  return json(status, { code: status, message, data, success: status < 300 });
}

/** Resolves to the ApiError a call rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  rejected.length = 0;
  credential = null;
  registerAuthBridge({
    getCredential: () => credential,
    onCredentialRejected: (type) => rejected.push(type),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.__CLOUDPASTE_CONFIG__;
  registerAuthBridge(null);
});

describe('request building', () => {
  it('prefixes /api on the same origin and encodes the query, skipping undefined', async () => {
    fetchMock.mockResolvedValue(envelope(200, []));
    await api.get('/pastes', { query: { limit: 10, q: 'a b', page: undefined } });
    expect(lastRequest().url).toBe('/api/pastes?limit=10&q=a+b');
  });

  it('prefers the runtime config over browser storage for the base URL', async () => {
    fetchMock.mockImplementation(async () => envelope(200, null));
    localStorage.setItem(STORAGE_KEYS.apiBaseUrl, 'https://stored.example/');
    await api.get('health');
    expect(lastRequest().url).toBe('https://stored.example/api/health');
    window.__CLOUDPASTE_CONFIG__ = { apiBaseUrl: 'https://runtime.example' };
    await api.get('/health');
    expect(lastRequest().url).toBe('https://runtime.example/api/health');
  });

  it('sends the admin token as Bearer and an API key as ApiKey', async () => {
    fetchMock.mockImplementation(async () => envelope(200, null));
    credential = { type: 'admin', token: 'tok' };
    await api.get('/x');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok');
    credential = { type: 'apikey', key: 'k1' };
    await api.get('/x');
    expect(lastRequest().headers.get('Authorization')).toBe('ApiKey k1');
    credential = null;
    await api.get('/x');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('encodes plain bodies as JSON and passes FormData through untouched', async () => {
    fetchMock.mockImplementation(async () => envelope(201, { id: 1 }));
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
    fetchMock.mockImplementation(async () => envelope(200, { a: 1 }, 'ok'));
    await expect(api.get('/x')).resolves.toEqual({ a: 1 });
    await expect(api.get('/x', { envelope: true })).resolves.toMatchObject({
      success: true,
      data: { a: 1 },
    });
  });

  it('treats a body code outside 200/201/202 as an error, with its message or "request failed"', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { code: 400, message: 'bad slug', error: 'BAD_REQUEST' }),
    );
    const withMessage = await failure(api.get('/x'));
    expect(withMessage).toMatchObject({
      status: 400,
      message: 'bad slug',
      code: 'BAD_REQUEST',
      serverMessage: 'bad slug',
    });
    fetchMock.mockResolvedValueOnce(json(200, { code: 500 }));
    expect((await failure(api.get('/x'))).message).toBe('request failed');
  });
});
