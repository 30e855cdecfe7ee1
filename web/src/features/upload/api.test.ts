/**
 * The upload transport's own HTTP work: the direct upload's XHR (auth header, envelope, errors
 * judged like any api client call) and PUTs to storage without our credentials.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/apiError';
import { clearSession, setSession } from '../../auth/authStore';
import { createUploadTransport } from './api';

class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  body: unknown;
  upload: { onprogress?: (e: { loaded: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.onload?.();
  }
}

const options = () => ({
  signal: new AbortController().signal,
  timeoutMs: 1000,
  onProgress: () => {},
});

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setSession({ authType: 'admin', adminToken: 'tok' }, Date.now());
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('direct upload transport', () => {
  it('posts the form with the session credential and resolves to the share', async () => {
    const form = new FormData();
    const pending = createUploadTransport().direct(form, options());
    expect(FakeXhr.last.url).toBe('/api/upload');
    expect(FakeXhr.last.headers).toEqual({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
    expect(FakeXhr.last.body).toBe(form);
    FakeXhr.last.answer(201, { code: 201, message: 'ok', data: { slug: 'abc' }, success: true });
    await expect(pending).resolves.toEqual({ slug: 'abc' });
  });

  it('turns an error answer into an ApiError with the server message and code', async () => {
    const pending = createUploadTransport().direct(new FormData(), options());
    FakeXhr.last.answer(413, {
      code: 413,
      message:
        'storage insufficient: file size 3.0 MB, remaining space 1.0 MB, total capacity 2.0 MB',
      error: 'STORAGE_INSUFFICIENT',
      success: false,
      data: null,
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'STORAGE_INSUFFICIENT' });
  });

  it('never sends the credential to storage URLs', async () => {
    const pending = createUploadTransport().put(
      'https://bucket.example/k',
      new Blob(['x']),
      { 'Content-Type': 'text/plain' },
      options(),
    );
    expect(FakeXhr.last.headers).toEqual({ 'Content-Type': 'text/plain' });
    FakeXhr.last.answer(200, {});
    expect((await pending).status).toBe(200);
  });
});
